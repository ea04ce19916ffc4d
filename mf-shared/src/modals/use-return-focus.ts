// A dialog drawn with the shared Modal outside the modal store (its own state, like the report dialogs) gives focus
// back itself: to the control that opened it, when that control is still on the page.
import { useEffect, useState } from 'react';

export function useReturnFocus(): void {
  // Read during the first render: the Modal's own effect moves focus into the dialog before ours runs.
  const [opener] = useState(() =>
    document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null,
  );
  useEffect(
    () => () => {
      if (opener?.isConnected) queueMicrotask(() => opener.focus());
    },
    [opener],
  );
}
