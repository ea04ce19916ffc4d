import { act, fireEvent, render, screen } from '@testing-library/react';
import { useHeldValue } from '../testing/held-value';
import { TextareaField, type TextareaFieldProps } from './textarea-field';

function Harness(props: Omit<TextareaFieldProps, 'value' | 'onValueChange'> & { initial?: string }) {
  const { initial = '', ...rest } = props;
  return <TextareaField {...rest} {...useHeldValue(initial)} />;
}

describe('TextareaField', () => {
  it('is a labelled textarea named after the field and the form instance', () => {
    render(<Harness name="content" label="Message" formId="side" />);
    const textarea = screen.getByRole('textbox', { name: 'Message' });
    expect(textarea.tagName).toBe('TEXTAREA');
    expect(textarea).toHaveAttribute('name', 'content_side');
  });

  it('passes typed text out', () => {
    render(<Harness name="content" label="Message" />);
    fireEvent.change(screen.getByLabelText('Message'), { target: { value: 'Hello\nthere' } });
    expect(screen.getByLabelText('Message')).toHaveValue('Hello\nthere');
  });

  it('counts characters against maxLength and describes the field with the count', () => {
    render(<Harness name="content" label="Message" maxLength={20} initial="Hello" hint="Be kind." />);
    const textarea = screen.getByLabelText('Message');
    expect(textarea).toHaveAttribute('maxlength', '20');
    expect(screen.getByText('5 / 20')).toBeInTheDocument();
    fireEvent.change(textarea, { target: { value: 'Hello, sailor' } });
    expect(screen.getByText('13 / 20')).toBeInTheDocument();
    expect(textarea).toHaveAccessibleDescription('Be kind. 13 / 20');
  });

  it('has no counter without maxLength, or when turned off', () => {
    const { rerender } = render(<Harness name="content" label="Message" />);
    expect(screen.queryByText(/\/ \d+/)).not.toBeInTheDocument();
    rerender(<Harness name="content" label="Message" maxLength={20} counter={false} />);
    expect(screen.queryByText('0 / 20')).not.toBeInTheDocument();
  });

  it('shows an error with aria-invalid and the error flag', () => {
    render(<Harness name="content" label="Message" error="Please leave a message." />);
    const textarea = screen.getByLabelText('Message');
    expect(textarea).toHaveAttribute('aria-invalid', 'true');
    expect(textarea).toHaveAccessibleDescription('Please leave a message.');
    expect(textarea.closest('.field')).toHaveClass('field-invalid');
  });

  it.each([
    ['focus', (el: HTMLElement) => act(() => el.focus())],
    ['input', (el: HTMLElement) => fireEvent.input(el, { target: { value: 'a' } })],
    ['change', (el: HTMLElement) => fireEvent.change(el, { target: { value: 'b' } })],
    ['keydown', (el: HTMLElement) => fireEvent.keyDown(el, { key: 'Shift' })],
    ['keyup', (el: HTMLElement) => fireEvent.keyUp(el, { key: 'Shift' })],
    ['paste', (el: HTMLElement) => fireEvent.paste(el)],
    ['click', (el: HTMLElement) => fireEvent.click(el)],
  ])('clears its error on %s', (_, event) => {
    const onErrorClear = jest.fn();
    render(<Harness name="content" label="Message" error="Please leave a message." onErrorClear={onErrorClear} />);
    event(screen.getByLabelText('Message'));
    expect(onErrorClear).toHaveBeenCalled();
  });

  it('keeps its error on blur, and still runs the caller’s own handlers', () => {
    const onErrorClear = jest.fn();
    const onKeyDown = jest.fn();
    const onBlur = jest.fn();
    render(
      <Harness
        name="content"
        label="Message"
        error="Please leave a message."
        onErrorClear={onErrorClear}
        onKeyDown={onKeyDown}
        onBlur={onBlur}
      />,
    );
    const textarea = screen.getByLabelText('Message');
    fireEvent.blur(textarea);
    expect(onErrorClear).not.toHaveBeenCalled();
    expect(onBlur).toHaveBeenCalled();
    fireEvent.keyDown(textarea, { key: 'a' });
    expect(onKeyDown).toHaveBeenCalled();
    expect(onErrorClear).toHaveBeenCalled();
  });
});
