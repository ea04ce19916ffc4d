// Deleting an application: ask first, then withdraw it through the api; the caller decides what the page does after
// (a list reloads, the detail page goes back to the list).
import { errorMessage } from 'shared/api';
import { useState } from 'react';
import { type CatalogueKind } from '@yachts/contracts/catalogue';
import { showToast } from 'shared/ui';
import { deleteSell } from './api/delete-sell';
import { ConfirmDialog } from 'shared/modals';

export interface DeletableApplication {
  id: number;
  kind: CatalogueKind;
  title: string;
  status: string;
}

export function useDeleteApplication(onDeleted: (application: DeletableApplication) => void) {
  const [asking, setAsking] = useState<DeletableApplication | null>(null);
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    if (!asking || busy) return;
    setBusy(true);
    try {
      await deleteSell(asking.kind, asking.id);
      const deleted = asking;
      setAsking(null);
      showToast(`“${deleted.title}” was deleted.`, { tone: 'success' });
      onDeleted(deleted);
    } catch (error) {
      showToast(errorMessage(error), { tone: 'error' });
    } finally {
      setBusy(false);
    }
  };

  const dialog = asking ? (
    <ConfirmDialog
      title="Delete this application?"
      message={
        asking.status === 'approved'
          ? `“${asking.title}” is listed for sale. Deleting the application takes the listing out of the catalogue. This cannot be undone.`
          : `“${asking.title}” will be withdrawn and removed from your applications. This cannot be undone.`
      }
      confirmLabel="Delete application"
      busy={busy}
      onConfirm={() => void confirm()}
      onCancel={() => setAsking(null)}
    />
  ) : null;

  return { ask: setAsking, dialog };
}
