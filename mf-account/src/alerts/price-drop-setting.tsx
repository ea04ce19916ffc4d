// The member's price-drop alerts (decision 027): a mail when a yacht they follow is offered for less. On by default;
// an alert mail's unsubscribe link turns it off, and this switch turns it back on (or off). Saved as soon as changed,
// said in a status line.
import { useId, useState } from 'react';
import { getPriceDropSetting, setPriceDropSetting } from 'shared/catalogue';
import { errorMessage, needsLogin } from 'shared/api';
import { sessionStore } from 'shared/session';
import { useMemberAsync } from 'shared/ui';

export function PriceDropSetting() {
  const titleId = useId();
  const inputId = useId();
  const [state] = useMemberAsync((signal) => getPriceDropSetting(signal), 'price-drop-setting');
  const [enabled, setEnabled] = useState<boolean | null>(null);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState('');
  const [problem, setProblem] = useState('');
  if (state.status !== 'ready') return null;
  const on = enabled ?? state.data.enabled;

  const change = (next: boolean) => {
    setBusy(true);
    setProblem('');
    setPriceDropSetting(next)
      .then(
        (setting) => {
          setEnabled(setting.enabled);
          setStatus(
            setting.enabled
              ? 'Price-drop alerts are on: we e-mail you when a yacht you follow is offered for less.'
              : 'Price-drop alerts are off.',
          );
        },
        (error: unknown) => {
          if (needsLogin(error)) sessionStore.forgetLogin();
          else setProblem(errorMessage(error));
        },
      )
      .finally(() => setBusy(false));
  };

  return (
    <section className="price-drop-setting" aria-labelledby={titleId}>
      <h2 id={titleId} className="account-toolbar-title">
        Price drops
      </h2>
      <div className="price-drop-control">
        <input id={inputId} type="checkbox" checked={on} disabled={busy} onChange={(event) => change(event.target.checked)} />
        <label htmlFor={inputId}>E-mail me when a yacht I follow is offered for less</label>
      </div>
      <p className="saved-search-status" role="status">
        {status}
      </p>
      {problem ? (
        <p className="field-error" role="alert">
          {problem}
        </p>
      ) : null}
    </section>
  );
}
