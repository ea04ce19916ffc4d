import { act, fireEvent, render, screen } from '@testing-library/react';
import { useHeldValue } from '../testing/held-value';
import { cleanNumberText, NumberInput, sanitizeNumber } from './number-input';

function Harness({ initial = '', allowDecimal, maxLength }: { initial?: string; allowDecimal?: boolean; maxLength?: number }) {
  const length = useHeldValue(initial);
  return (
    <>
      <output data-testid="value">{length.value}</output>
      <NumberInput name="length" label="Length (m)" {...length} allowDecimal={allowDecimal} maxLength={maxLength} />
    </>
  );
}

/** fireEvent returns false when the handler cancelled the key, i.e. the field refused it. */
const accepts = (input: HTMLElement, init: KeyboardEventInit) => fireEvent.keyDown(input, init);

function paste(input: HTMLElement, text: string) {
  fireEvent.paste(input, { clipboardData: { getData: () => text } });
}

describe('NumberInput keys', () => {
  it.each(['0', '5', '9', 'Backspace', 'Delete', 'ArrowLeft', 'ArrowRight', 'Tab'])('accepts %s', (key) => {
    render(<Harness />);
    expect(accepts(screen.getByLabelText('Length (m)'), { key })).toBe(true);
  });

  it.each(['Escape', 'Unidentified'])('lets %s through (closing a dialog; a phone keyboard typing)', (key) => {
    render(<Harness />);
    expect(accepts(screen.getByLabelText('Length (m)'), { key })).toBe(true);
  });

  it.each(['Home', 'End', 'ArrowUp', 'ArrowDown', 'PageUp', 'PageDown', 'Enter', 'F1', 'F5', 'F12', 'Insert', 'ContextMenu'])(
    'refuses %s, a key outside the allowed set',
    (key) => {
      render(<Harness />);
      expect(accepts(screen.getByLabelText('Length (m)'), { key })).toBe(false);
    },
  );

  it.each(['a', 'e', 'E', '-', '+', ' ', '😀'])('refuses %p', (key) => {
    render(<Harness />);
    expect(accepts(screen.getByLabelText('Length (m)'), { key })).toBe(false);
  });

  it('accepts one decimal point and refuses a second', () => {
    render(<Harness initial="12" />);
    const input = screen.getByLabelText('Length (m)');
    expect(accepts(input, { key: '.' })).toBe(true);
    fireEvent.change(input, { target: { value: '12.5' } });
    expect(accepts(input, { key: '.' })).toBe(false);
  });

  it('accepts a comma as the decimal separator, once, and no point after it', () => {
    render(<Harness initial="12" />);
    const input = screen.getByLabelText('Length (m)');
    expect(accepts(input, { key: ',' })).toBe(true);
    fireEvent.change(input, { target: { value: '12,3' } });
    expect(accepts(input, { key: ',' })).toBe(false);
    expect(accepts(input, { key: '.' })).toBe(false);
  });

  it('refuses a comma after a point', () => {
    render(<Harness initial="12.5" />);
    expect(accepts(screen.getByLabelText('Length (m)'), { key: ',' })).toBe(false);
  });

  it('accepts a point that replaces the selected one', () => {
    render(<Harness initial="12.5" />);
    const input = screen.getByLabelText<HTMLInputElement>('Length (m)');
    act(() => input.setSelectionRange(2, 3));
    expect(accepts(input, { key: '.' })).toBe(true);
  });

  it('refuses any point for whole numbers', () => {
    render(<Harness allowDecimal={false} />);
    const input = screen.getByLabelText('Length (m)');
    expect(accepts(input, { key: '.' })).toBe(false);
    expect(input).toHaveAttribute('inputmode', 'numeric');
  });

  it('lets shortcuts through: copy, paste, select all', () => {
    render(<Harness />);
    const input = screen.getByLabelText('Length (m)');
    expect(accepts(input, { key: 'c', ctrlKey: true })).toBe(true);
    expect(accepts(input, { key: 'v', metaKey: true })).toBe(true);
    expect(accepts(input, { key: 'a', ctrlKey: true })).toBe(true);
  });
});

describe('NumberInput values', () => {
  it('is a text input with a decimal keyboard, not type=number', () => {
    render(<Harness />);
    const input = screen.getByLabelText('Length (m)');
    expect(input).toHaveAttribute('type', 'text');
    expect(input).toHaveAttribute('inputmode', 'decimal');
  });

  it('cleans pasted text into the caret position', () => {
    render(<Harness initial="1" />);
    const input = screen.getByLabelText('Length (m)');
    paste(input, '2a3.4.5 m');
    expect(input).toHaveValue('123.45');
  });

  it('keeps to maxLength when pasting', () => {
    render(<Harness maxLength={4} />);
    const input = screen.getByLabelText('Length (m)');
    paste(input, '1234567');
    expect(input).toHaveValue('1234');
  });

  it('cleans text that arrives without a key (phone keyboards, drag and drop)', () => {
    render(<Harness />);
    const input = screen.getByLabelText('Length (m)');
    fireEvent.change(input, { target: { value: '4x2.1.7' } });
    expect(input).toHaveValue('42.17');
  });

  it('reads "12,35" as 12.35, showing the comma as typed', () => {
    render(<Harness />);
    const input = screen.getByLabelText('Length (m)');
    fireEvent.change(input, { target: { value: '12,35' } });
    expect(input).toHaveValue('12,35');
    expect(screen.getByTestId('value')).toHaveTextContent(/^12\.35$/);
  });

  it('shows a value set from outside as it is', () => {
    const { rerender } = render(<NumberInput name="price" label="Price" value="12.5" onValueChange={() => undefined} />);
    rerender(<NumberInput name="price" label="Price" value="" onValueChange={() => undefined} />);
    expect(screen.getByLabelText('Price')).toHaveValue('');
  });

  it.each([
    ['1,234.50', '1234.50'],
    ['1.234,50', '1234.50'],
    ['12,35', '12.35'],
  ])('reads pasted %p as %p (thousands separators dropped)', (text, value) => {
    render(<Harness />);
    paste(screen.getByLabelText('Length (m)'), text);
    expect(screen.getByTestId('value')).toHaveTextContent(value);
  });

  it.each([
    ['1,150,000', '1150000'],
    ['1.234.567', '1234567'],
    ['1,234.50', '1234.50'],
    ['1.2.', '1.2'],
    ['1,150', '1.150'],
  ])('reads %p arriving at once (autofill, phone keyboard) as %p', (text, value) => {
    render(<Harness />);
    fireEvent.change(screen.getByLabelText('Length (m)'), { target: { value: text } });
    expect(screen.getByTestId('value')).toHaveTextContent(new RegExp(`^${value.replace('.', '\\.')}$`));
  });

  it('sanitizeNumber keeps digits and the first separator, as a point', () => {
    expect(sanitizeNumber('12,35')).toBe('12.35');
    expect(sanitizeNumber('1,2.3')).toBe('1.23');
    expect(cleanNumberText('1,2.3')).toBe('1,23');
    expect(sanitizeNumber('1,5', false)).toBe('15');
    expect(sanitizeNumber('a1.2.3b')).toBe('1.23');
    expect(sanitizeNumber('1.5', false)).toBe('15');
    expect(sanitizeNumber('')).toBe('');
  });
});

describe('NumberInput wheel', () => {
  it('blurs the focused field on a wheel turn without changing its value or stopping the page scroll', () => {
    render(<Harness initial="24" />);
    const input = screen.getByLabelText('Length (m)');
    act(() => input.focus());
    const notCancelled = fireEvent.wheel(input, { deltaY: 120 });
    expect(notCancelled).toBe(true);
    expect(input).not.toHaveFocus();
    expect(input).toHaveValue('24');
  });

  it('does nothing to a field that is not focused', () => {
    render(<Harness initial="24" />);
    const input = screen.getByLabelText('Length (m)');
    const other = document.createElement('button');
    document.body.append(other);
    act(() => other.focus());
    fireEvent.wheel(input, { deltaY: 120 });
    expect(other).toHaveFocus();
    other.remove();
  });
});
