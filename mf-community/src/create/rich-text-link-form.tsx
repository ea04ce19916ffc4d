// The rich text editor's links: a small inline form instead of window.prompt, so the address can be checked, its
// error shown and read out beside the field, and the form used from the keyboard. Inside an existing link it edits
// or removes that link.
import { useEffect, useRef, useState, type RefObject } from 'react';
import { MESSAGES } from '@yachts/contracts/rules';
import { FieldError } from 'shared/forms';
import { closestIn, isWebAddress, linkRange, placeCaretAtEnd, selectionRange, selectRange, unwrapLink } from './rich-text-dom';

interface LinkDraft {
  /** The selection when the form opened: focus in the form takes the browser's selection out of the text. */
  range: Range | null;
  url: string;
  error: string | null;
  existing: HTMLAnchorElement | null;
}

interface LinkFormProps {
  draft: LinkDraft;
  inputRef: RefObject<HTMLInputElement | null>;
  onUrlChange: (url: string) => void;
  onApply: () => void;
  onRemove: () => void;
  onCancel: () => void;
}

interface EditorHooks {
  /** Clears the editor's error message, as any use of the editor does. */
  clearError: () => void;
  /** Reports the edited text, as typing does. */
  changed: () => void;
}

/** The link form's state and actions for the editor whose text box is editorRef; form is null while it is closed. */
export function useLinkForm(editorRef: RefObject<HTMLElement | null>, { clearError, changed }: EditorHooks) {
  const [draft, setDraft] = useState<LinkDraft | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  // The address field takes the focus when the form opens (not as its text changes).
  const formOpen = draft !== null;
  useEffect(() => {
    if (formOpen) inputRef.current?.focus();
  }, [formOpen]);

  const open = () => {
    const root = editorRef.current;
    if (!root) return;
    const range = selectionRange(root);
    const existing = range ? (closestIn(root, range.startContainer, 'a') as HTMLAnchorElement | null) : null;
    setDraft({ range: range?.cloneRange() ?? null, url: existing?.getAttribute('href') ?? 'https://', error: null, existing });
  };

  const close = () => {
    const saved = draft?.range;
    setDraft(null);
    const root = editorRef.current;
    if (!root) return;
    root.focus();
    if (saved) selectRange(saved);
  };

  const apply = () => {
    const root = editorRef.current;
    if (!root || !draft) return;
    const url = draft.url.trim();
    if (!isWebAddress(url)) {
      setDraft({ ...draft, error: MESSAGES.linkUrlInvalid });
      inputRef.current?.focus();
      return;
    }
    const { range, existing } = draft;
    setDraft(null);
    root.focus();
    if (existing && root.contains(existing)) existing.setAttribute('href', url);
    else linkRange(root, range ?? placeCaretAtEnd(root), url);
    clearError();
    changed();
  };

  const remove = () => {
    const root = editorRef.current;
    const anchor = draft?.existing;
    setDraft(null);
    if (!root || !anchor || !root.contains(anchor)) return;
    unwrapLink(anchor);
    root.focus();
    changed();
  };

  const form: LinkFormProps | null = draft
    ? {
        draft,
        inputRef,
        onUrlChange: (url) => setDraft({ ...draft, url, error: null }),
        onApply: apply,
        onRemove: remove,
        onCancel: close,
      }
    : null;
  return { open, form };
}

/** The form itself; id is its address field's. */
export function LinkForm({ id, draft, inputRef, onUrlChange, onApply, onRemove, onCancel }: LinkFormProps & { id: string }) {
  const errorId = `${id}-error`;
  return (
    <div className="rte-link-form" role="group" aria-label={draft.existing ? 'Edit link' : 'Add a link to the text'}>
      <label className="field-label" htmlFor={id}>
        Link address
      </label>
      <div className="rte-link-row">
        <input
          ref={inputRef}
          id={id}
          className="field-input"
          type="url"
          inputMode="url"
          value={draft.url}
          aria-invalid={draft.error ? true : undefined}
          aria-describedby={draft.error ? errorId : undefined}
          onChange={(event) => onUrlChange(event.currentTarget.value)}
          onKeyDown={(event) => {
            // Enter applies the link here; it must not submit the topic form around the editor.
            if (event.key === 'Enter') {
              event.preventDefault();
              onApply();
            } else if (event.key === 'Escape') {
              event.preventDefault();
              event.stopPropagation();
              onCancel();
            }
          }}
        />
        <button type="button" className="btn btn-primary" onClick={onApply}>
          {draft.existing ? 'Update link' : 'Add link'}
        </button>
        {draft.existing ? (
          <button type="button" className="btn btn-secondary" onClick={onRemove}>
            Remove link
          </button>
        ) : null}
        <button type="button" className="btn btn-secondary" onClick={onCancel}>
          Cancel
        </button>
      </div>
      <FieldError id={errorId} error={draft.error} />
    </div>
  );
}
