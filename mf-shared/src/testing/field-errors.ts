// Test support: a field's message read the way a user of assistive technology gets it: the control is flagged and
// describes itself with the message, which stands under it in the same field wrapper.
import { screen } from '@testing-library/react';

/** The message shown under a field: it is the field's error, announced with it, and the field is flagged. */
export function expectFieldError(label: string, message: string): void {
  const input = screen.getByLabelText(label);
  expect(input).toHaveAttribute('aria-invalid', 'true');
  const errorId = (input.getAttribute('aria-describedby') ?? '').split(' ').find((id) => id.endsWith('-error'));
  expect(errorId).toBeDefined();
  const error = document.getElementById(errorId!);
  expect(error).toHaveTextContent(message, { normalizeWhitespace: true });
  // Under the field: inside the same field wrapper, after the control.
  const wrapper = input.closest('.field');
  expect(wrapper).toContainElement(error);
  expect(input.compareDocumentPosition(error!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
}

/** Each field, named by its label, shows its message under it (expectFieldError of each, in order). */
export function expectFieldErrors(messages: Record<string, string>): void {
  for (const [label, message] of Object.entries(messages)) expectFieldError(label, message);
}

/**
 * A control named by its role rather than a label (a phone number beside its dialling code) is flagged and announces
 * `message` with it.
 */
export function expectControlError(control: HTMLElement, message: string): void {
  expect(control).toHaveAttribute('aria-invalid', 'true');
  expect(control).toHaveAccessibleDescription(expect.stringContaining(message));
}

export function expectNoFieldError(label: string): void {
  const input = screen.getByLabelText(label);
  expect(input).not.toHaveAttribute('aria-invalid');
  expect(input.closest('.field')?.querySelector('.field-error')).toBeNull();
}
