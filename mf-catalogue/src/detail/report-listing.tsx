// "Report this listing" at the foot of a yacht's page, for visitors and members alike (no login, no cookie consent
// needed: decision 034). The button is drawn by the server with the page; the dialog and its form widgets are loaded
// when first opened, so a reader's page does not bring them (decision 023). Once reported from this page the button
// reads "Reported" and stays focusable, so focus comes back to it from the dialog.
import { Suspense, useState } from 'react';
import type { CatalogueKind } from '@yachts/contracts/catalogue';
import { lazyPart } from 'shared/ssr';
import { ReportOpenButton } from 'shared/ui';
import './report-listing.css';

const LazyReportListingDialog = lazyPart(() => import('./report-listing-dialog'), 'ReportListingDialog');

export function ReportListing({ kind, yachtId }: { kind: CatalogueKind; yachtId: number }) {
  const [open, setOpen] = useState(false);
  const [reported, setReported] = useState(false);
  return (
    <div className="listing-report">
      <ReportOpenButton
        className="listing-report-open"
        reported={reported}
        label="Report this listing"
        reportedLabel="Reported"
        onOpen={() => setOpen(true)}
      />
      {open ? (
        <Suspense fallback={null}>
          <LazyReportListingDialog kind={kind} yachtId={yachtId} onClose={() => setOpen(false)} onReported={() => setReported(true)} />
        </Suspense>
      ) : null}
    </div>
  );
}
