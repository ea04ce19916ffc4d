// Under the notice on the author's own hidden topic or article (decision 033): the author asks the moderators, once,
// to look at it again, in their own words. The answer (shown again, or kept hidden with the reason) comes to the
// inbox and by e-mail.
import { useId, useState, type FormEvent } from 'react';
import { SECOND_LOOK_API, SECOND_LOOK_LIMITS, SECOND_LOOK_MESSAGES, type ReportKind } from '@yachts/contracts/community';
import { errorMessage, signedClient } from 'shared/api';
import { TextareaField } from 'shared/forms';
import './report.css';

export function SecondLookRequest({ kind, id }: { kind: ReportKind; id: number }) {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const formId = useId();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const words = text.trim();
    if (words.length < SECOND_LOOK_LIMITS.textMin || words.length > SECOND_LOOK_LIMITS.textMax) {
      setError(SECOND_LOOK_MESSAGES.text);
      return;
    }
    setBusy(true);
    try {
      await signedClient.post(SECOND_LOOK_API.ask, { kind, id, text: words });
      setDone(SECOND_LOOK_MESSAGES.asked);
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setBusy(false);
    }
  }

  if (done) {
    return (
      <p className="second-look-done" role="status">
        {done}
      </p>
    );
  }
  if (!open) {
    return (
      <button type="button" className="btn btn-secondary second-look-open" onClick={() => setOpen(true)}>
        Ask for a second look
      </button>
    );
  }
  return (
    <form className="second-look-form" noValidate onSubmit={(event) => void submit(event)}>
      <TextareaField
        name="second_look"
        formId={formId}
        label="Why should it be shown again?"
        hint="A moderator reads this and decides once more. You can ask once."
        value={text}
        onValueChange={setText}
        error={error}
        onErrorClear={() => setError(undefined)}
        maxLength={SECOND_LOOK_LIMITS.textMax}
        rows={4}
        required
        autoFocus
      />
      <div className="second-look-actions">
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {busy ? 'Sending…' : 'Ask for a second look'}
        </button>
        <button type="button" className="btn btn-secondary" onClick={() => setOpen(false)}>
          Cancel
        </button>
      </div>
    </form>
  );
}
