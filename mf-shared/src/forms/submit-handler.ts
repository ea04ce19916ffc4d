// A form's onSubmit in this site: the browser never sends the form itself (no page load); the submit flow does.
import type { FormEvent } from 'react';

/** Stops the browser's own sending and runs `submit` (the form's debounced submit flow). */
export function submitHandler(submit: () => void): (event: FormEvent) => void {
  return (event) => {
    event.preventDefault();
    submit();
  };
}
