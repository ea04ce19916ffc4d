import { act, fireEvent, render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { useHeldValue } from '../testing/held-value';
import { TextField, type TextFieldProps } from './text-field';

type HarnessProps = Omit<TextFieldProps, 'value' | 'onValueChange'> & { initial?: string; onValue?: (value: string) => void };

/** A controlled field, as the form controller renders it. */
function Harness({ initial = '', onValue, ...props }: HarnessProps) {
  return <TextField {...props} {...useHeldValue(initial, onValue)} />;
}

describe('TextField', () => {
  it('names the control after the field and the form instance, with a visible label', () => {
    render(<Harness name="email" label="E-mail" type="email" formId="login" />);
    const input = screen.getByLabelText('E-mail');
    expect(input).toHaveAttribute('name', 'email_login');
    expect(input).toHaveAttribute('type', 'email');
    expect(input).toHaveAttribute('autocomplete', 'email');
    expect(screen.getByText('E-mail').tagName).toBe('LABEL');
  });

  it('keeps the bare name without a form instance, and gives two copies different ids', () => {
    render(
      <>
        <Harness name="email" label="First" />
        <Harness name="email" label="Second" />
      </>,
    );
    const first = screen.getByLabelText('First');
    const second = screen.getByLabelText('Second');
    expect(first).toHaveAttribute('name', 'email');
    expect(first.id).toBeTruthy();
    expect(first.id).not.toBe(second.id);
  });

  it('passes typed text out', () => {
    const onValue = jest.fn();
    render(<Harness name="email" label="E-mail" onValue={onValue} />);
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'a@b.co' } });
    expect(onValue).toHaveBeenLastCalledWith('a@b.co');
    expect(screen.getByLabelText('E-mail')).toHaveValue('a@b.co');
  });

  it('describes the control with its hint', () => {
    render(<Harness name="email" label="E-mail" hint="We never share it." />);
    const input = screen.getByLabelText('E-mail');
    expect(input).toHaveAccessibleDescription('We never share it.');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('shows an error: message tied by aria-describedby, aria-invalid and the error flag on the wrapper', () => {
    render(<Harness name="email" label="E-mail" hint="Your login." error="Please enter e-mail address." />);
    const input = screen.getByLabelText('E-mail');
    const message = screen.getByText('Please enter e-mail address.');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input.getAttribute('aria-describedby')?.split(' ')).toContain(message.id);
    expect(input).toHaveAccessibleDescription('Your login. Please enter e-mail address.');
    expect(input.closest('.field')).toHaveClass('field-invalid');
  });

  it('marks a required field for assistive technology without the browser bubble', () => {
    render(<Harness name="email" label="E-mail" required />);
    const input = screen.getByRole('textbox', { name: 'E-mail' });
    expect(input).toHaveAttribute('aria-required', 'true');
    expect(input).not.toHaveAttribute('required');
  });

  it.each([
    ['typing', (input: HTMLElement) => fireEvent.change(input, { target: { value: 'x' } })],
    ['an input event', (input: HTMLElement) => fireEvent.input(input, { target: { value: 'y' } })],
    ['focus', (input: HTMLElement) => act(() => input.focus())],
  ])('clears its error on %s', (_, event) => {
    const onErrorClear = jest.fn();
    render(<Harness name="email" label="E-mail" error="Bad" onErrorClear={onErrorClear} />);
    event(screen.getByLabelText('E-mail'));
    expect(onErrorClear).toHaveBeenCalled();
  });

  it('does not clear on blur, and does not call the controller when there is no error', () => {
    const onErrorClear = jest.fn();
    const { rerender } = render(
      <TextField name="email" label="E-mail" value="" onValueChange={() => {}} error="Bad" onErrorClear={onErrorClear} />,
    );
    fireEvent.blur(screen.getByLabelText('E-mail'));
    expect(onErrorClear).not.toHaveBeenCalled();
    rerender(<TextField name="email" label="E-mail" value="" onValueChange={() => {}} onErrorClear={onErrorClear} />);
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'x' } });
    act(() => screen.getByLabelText('E-mail').focus());
    expect(onErrorClear).not.toHaveBeenCalled();
  });

  it('hands the input to a ref, shows content after the input, and is disabled on request', () => {
    const ref = createRef<HTMLInputElement>();
    render(<Harness name="code" label="Code" ref={ref} disabled end={<button type="button">Send code</button>} placeholder="6 digits" />);
    expect(ref.current).toBe(screen.getByLabelText('Code'));
    expect(ref.current).toBeDisabled();
    expect(ref.current).toHaveAttribute('placeholder', '6 digits');
    expect(screen.getByRole('button', { name: 'Send code' })).toBeInTheDocument();
  });
});
