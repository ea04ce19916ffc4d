// Under the notice on the author's own hidden topic or article (decision 033): the author asks the moderators, once,
// to look at it again, in their own words. The answer (shown again, or kept hidden with the reason) comes to the
// inbox and by e-mail.
import { useId, useState } from 'react';
import { SECOND_LOOK_API, SECOND_LOOK_LIMITS, SECOND_LOOK_MESSAGES, type ReportKind } from '@yachts/contracts/community';
import { signedClient } from 'shared/api';
import { TextareaField, useOneFieldSubmit } from 'shared/forms';
import './report.css';

export function SecondLookRequest({ kind, id }: { kind: ReportKind; id: number }) {
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const formId = useId();
  const { field, busy, onSubmit } = useOneFieldSubmit({
    clean: (typed) => typed.trim(),
    check: (words) =>
      words.length < SECOND_LOOK_LIMITS.textMin || words.length > SECOND_LOOK_LIMITS.textMax ? SECOND_LOOK_MESSAGES.text : null,
    send: async (words) => {
      await signedClient.post(SECOND_LOOK_API.ask, { kind, id, text: words });
      setDone(SECOND_LOOK_MESSAGES.asked);
    },
  });

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
    <form className="second-look-form" noValidate onSubmit={onSubmit}>
      <TextareaField
        name="second_look"
        formId={formId}
        label="Why should it be shown again?"
        hint="A moderator reads this and decides once more. You can ask once."
        {...field}
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
