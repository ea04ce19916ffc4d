// A form of one text field and its button (the reason for a decision, an operator's code, a request for a second
// look): the text as typed, its message, and sending it. The text is cleaned and checked first (a problem is the
// field's message and nothing is sent); a failed call's message goes under the field and frees the button. On
// success the button stays busy: what the caller shows next takes the form's place.
import { useState, type FormEvent } from 'react';
import { errorMessage } from '../api/call-errors';

export interface OneFieldSubmitOptions {
  /** The text as it is checked and sent (trimmed, or its spaces taken out). */
  clean: (typed: string) => string;
  /** The field's message when the cleaned text will not do; null when it will. */
  check: (value: string) => string | null;
  send: (value: string) => Promise<void>;
}

export interface OneFieldSubmit {
  /** Spread into the TextField or TextareaField: its value, its message and what changes them. */
  field: { value: string; onValueChange: (value: string) => void; error: string | undefined; onErrorClear: () => void };
  busy: boolean;
  onSubmit: (event: FormEvent) => void;
}

export function useOneFieldSubmit({ clean, check, send }: OneFieldSubmitOptions): OneFieldSubmit {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  async function submit() {
    const cleaned = clean(value);
    const problem = check(cleaned);
    if (problem) {
      setError(problem);
      return;
    }
    setBusy(true);
    try {
      await send(cleaned);
    } catch (failure) {
      setError(errorMessage(failure));
      setBusy(false);
    }
  }

  return {
    field: { value, onValueChange: setValue, error, onErrorClear: () => setError(undefined) },
    busy,
    onSubmit: (event) => {
      event.preventDefault();
      void submit();
    },
  };
}
