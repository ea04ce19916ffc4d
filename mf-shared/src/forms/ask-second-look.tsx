// Asking our team, once, to look again at a decision about one's own content (a hidden topic or article, decision
// 033; a withdrawn listing, DSA Art. 20), in one's own words: a button that opens a one-field form, then what happens
// next in place of both. The words are trimmed and their length checked first; a refusal's message goes under the
// field. Every area's second-look route takes the same request: the words with the item's kind and id, signed.
import { useId, useState } from 'react';
import { signedClient } from '../api/signed-client';
import { TextareaField } from './textarea-field';
import { useOneFieldSubmit } from './use-one-field-submit';
import './ask-second-look.css';

export interface AskSecondLookProps {
  /** The field's label: why it should be shown (or listed) again. */
  label: string;
  hint: string;
  /** The lengths the api takes. */
  minLength: number;
  maxLength: number;
  /** The area's contract words: `text` under the field when the words' length is outside the limits, `asked` once
   * the request was taken. */
  messages: { text: string; asked: string };
  /** The route that takes the request: a signed POST of `{kind, id, text}`; a refusal shows its message under the field. */
  path: string;
  /** What is to be looked at again, as the route names it (only its kind and id are sent). */
  item: { kind: string; id: number };
  /** Placement in the caller's layout, on whichever of the button, the form and the note is drawn. */
  className?: string;
}

export function AskSecondLook({ label, hint, minLength, maxLength, messages, path, item, className }: AskSecondLookProps) {
  const [open, setOpen] = useState(false);
  const [asked, setAsked] = useState(false);
  const formId = useId();
  const { field, busy, onSubmit } = useOneFieldSubmit({
    clean: (typed) => typed.trim(),
    check: (words) => (words.length < minLength || words.length > maxLength ? messages.text : null),
    send: async (words) => {
      await signedClient.post(path, { kind: item.kind, id: item.id, text: words });
      setAsked(true);
    },
  });
  const placed = (own: string) => (className ? `${own} ${className}` : own);

  if (asked) {
    return (
      <p className={placed('second-look-done')} role="status">
        {messages.asked}
      </p>
    );
  }
  if (!open) {
    return (
      <button type="button" className={placed('btn btn-secondary second-look-open')} onClick={() => setOpen(true)}>
        Ask for a second look
      </button>
    );
  }
  return (
    <form className={placed('second-look-form')} noValidate onSubmit={onSubmit}>
      <TextareaField
        name="second_look"
        formId={formId}
        label={label}
        hint={hint}
        {...field}
        maxLength={maxLength}
        rows={4}
        required
        autoFocus
      />
      <div className="button-row">
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
