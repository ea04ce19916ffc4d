import { act, fireEvent, render, screen } from '@testing-library/react';
import { useHeldValue } from '../testing/held-value';
import { PasswordField } from './password-field';

function Harness({ error, onErrorClear }: { error?: string; onErrorClear?: () => void }) {
  const password = useHeldValue('');
  return (
    <form onSubmit={(event) => event.preventDefault()}>
      <PasswordField name="password" label="Password" formId="login" {...password} error={error} onErrorClear={onErrorClear} />
      <button type="submit">Log in</button>
    </form>
  );
}

/** A mouse or finger press: mousedown (whose default would move focus) then a click with a click count. */
function press(button: HTMLElement) {
  const allowed = fireEvent.mouseDown(button);
  if (allowed) act(() => button.focus());
  fireEvent.click(button, { detail: 1 });
}

describe('PasswordField', () => {
  it('starts hidden, with a suffixed name and a password autocomplete', () => {
    render(<Harness />);
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('type', 'password');
    expect(input).toHaveAttribute('name', 'password_login');
    expect(input).toHaveAttribute('autocomplete', 'current-password');
    expect(screen.getByRole('button', { name: 'Show password' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('shows and hides the text with a pressed toggle button', () => {
    render(<Harness />);
    const input = screen.getByLabelText('Password');
    fireEvent.change(input, { target: { value: 'sail2024' } });
    press(screen.getByRole('button', { name: 'Show password' }));
    expect(input).toHaveAttribute('type', 'text');
    expect(input).toHaveValue('sail2024');
    const hide = screen.getByRole('button', { name: 'Hide password' });
    expect(hide).toHaveAttribute('aria-pressed', 'true');
    press(hide);
    expect(input).toHaveAttribute('type', 'password');
  });

  it('keeps focus and the caret in the field when the toggle is pressed', () => {
    render(<Harness />);
    const input = screen.getByLabelText<HTMLInputElement>('Password');
    fireEvent.change(input, { target: { value: 'sail2024' } });
    act(() => {
      input.focus();
      input.setSelectionRange(2, 4);
    });
    const toggle = screen.getByRole('button', { name: 'Show password' });
    // The press itself must not take focus from the field (its default action is cancelled)…
    expect(fireEvent.mouseDown(toggle)).toBe(false);
    expect(input).toHaveFocus();
    // …and after the switch the field still has focus and the same selection.
    fireEvent.click(toggle, { detail: 1 });
    expect(input).toHaveAttribute('type', 'text');
    expect(input).toHaveFocus();
    expect([input.selectionStart, input.selectionEnd]).toEqual([2, 4]);
  });

  it('leaves a keyboard user on the button so they can toggle back', () => {
    render(<Harness />);
    const button = screen.getByRole('button', { name: 'Show password' });
    act(() => button.focus());
    fireEvent.click(button, { detail: 0 });
    expect(screen.getByRole('button', { name: 'Hide password' })).toHaveFocus();
  });

  it('hides the text again when the form is sent', () => {
    render(<Harness />);
    press(screen.getByRole('button', { name: 'Show password' }));
    fireEvent.submit(screen.getByRole('button', { name: 'Log in' }).closest('form')!);
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
  });

  it('shows its error and clears it when typed in', () => {
    const onErrorClear = jest.fn();
    render(<Harness error="Please enter a password consists of 6-16 english character and numbers" onErrorClear={onErrorClear} />);
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input.closest('.field')).toHaveClass('field-invalid');
    fireEvent.change(input, { target: { value: 'x' } });
    expect(onErrorClear).toHaveBeenCalled();
  });
});
