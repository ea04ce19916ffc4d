// Test support for the sell forms: fill fields by their labels and read a field's message the way assistive
// technology gets it (the field is flagged and describes itself with the message, under it in the same wrapper).
import { fireEvent, screen, within } from '@testing-library/react';
import { chooseFiles } from 'shared/testing';

export function fill(values: Record<string, string>): void {
  for (const [label, value] of Object.entries(values)) {
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
  }
}

// A field's message, read as the account forms' tests read it.
export { expectFieldError, expectNoFieldError } from 'shared/testing';

export function photosGroup(): HTMLElement {
  return screen.getByRole('group', { name: 'Photos' });
}

/** The photos shown, in gallery order, by the address each tile shows. */
export function photoSources(): (string | null)[] {
  return within(screen.getByRole('list', { name: 'Chosen photos' }))
    .queryAllByRole('img')
    .map((image) => image.getAttribute('src'));
}

/**
 * Chooses `files` and lets the form settle what it makes of them (the format check may wait for the config call).
 * The input's value stands for the browser's selection, so a test can see it cleared.
 */
export async function choosePhotos(files: File[]): Promise<HTMLInputElement> {
  const input = document.querySelector<HTMLInputElement>('.sell-photo-input');
  if (!input) throw new Error('The add-photos control is not shown.');
  // An async act inside: the uploads the change starts take their first steps in it.
  return chooseFiles(input, files);
}

export function jpeg(name: string, bytes = 3): File {
  return new File([new Uint8Array(bytes).fill(0xff)], name, { type: 'image/jpeg' });
}
