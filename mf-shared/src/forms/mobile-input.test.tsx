import { act, fireEvent, render, screen } from '@testing-library/react';
import { useHeldValue } from '../testing/held-value';
import { MobileInput, digitsOnly, type MobileInputProps, type MobileValue } from './mobile-input';
import { assertMobileWidget } from './widget-guards';

type HarnessProps = Partial<Omit<MobileInputProps, 'value' | 'onValueChange'>> & {
  initial?: MobileValue;
  onValue?: (value: MobileValue) => void;
};

function Harness({ initial = { value: '', code: '' }, onValue, ...props }: HarnessProps) {
  return <MobileInput name="mobile" label="Mobile" {...props} {...useHeldValue(initial, onValue)} />;
}

const number = () => screen.getByRole('textbox', { name: 'Mobile' });

function paste(input: HTMLElement, text: string) {
  fireEvent.paste(input, { clipboardData: { getData: () => text } });
}

describe('MobileInput', () => {
  it('marks its root for the widget guard and carries the default dialling code, 244 unless told', () => {
    const { container, unmount } = render(<Harness />);
    const root = container.querySelector('[data-mobile-input]');
    expect(root).toHaveAttribute('data-default-code', '244');
    expect(() => assertMobileWidget(container)).not.toThrow();
    expect(screen.getByRole('button', { name: '+244' })).toBeInTheDocument();
    unmount();
    const other = render(<Harness defaultCode="33" />);
    expect(other.container.querySelector('[data-mobile-input]')).toHaveAttribute('data-default-code', '33');
    expect(screen.getByRole('button', { name: '+33' })).toBeInTheDocument();
  });

  it('shows the code of the value over the default', () => {
    render(<Harness initial={{ value: '', code: '44' }} />);
    expect(screen.getByRole('button', { name: '+44' })).toBeInTheDocument();
  });

  it('names the number and the code after the field and the form instance', () => {
    const { container } = render(<Harness formId="feedback" />);
    expect(number()).toHaveAttribute('name', 'mobile_feedback');
    expect(number()).toHaveAttribute('type', 'tel');
    expect(number()).toHaveAttribute('inputmode', 'numeric');
    expect(container.querySelector('input[type="hidden"]')).toHaveAttribute('name', 'area_code_feedback');
    expect(container.querySelector('input[type="hidden"]')).toHaveValue('244');
    expect(screen.getByRole('group', { name: 'Mobile' })).toContainElement(number());
  });

  it('passes { value, code } out, with the default code when none was chosen', () => {
    const onValue = jest.fn();
    render(<Harness onValue={onValue} />);
    fireEvent.change(number(), { target: { value: '923123456' } });
    expect(onValue).toHaveBeenLastCalledWith({ value: '923123456', code: '244' });
  });

  it('keeps digits only as the user types', () => {
    render(<Harness />);
    fireEvent.change(number(), { target: { value: '92 3-12a' } });
    expect(number()).toHaveValue('92312');
  });

  it('cuts input and pastes to maxLength, 15 by default', () => {
    render(<Harness />);
    expect(number()).toHaveAttribute('maxlength', '15');
    fireEvent.change(number(), { target: { value: '12345678901234567890' } });
    expect(number()).toHaveValue('123456789012345');
  });

  it('cleans a paste before cutting it, so separators do not cost digits', () => {
    render(<Harness maxLength={10} />);
    paste(number(), '(020) 7946-0958 ext');
    expect(number()).toHaveValue('0207946095');
  });

  it('inserts a paste at the caret', () => {
    render(<Harness initial={{ value: '1299', code: '' }} />);
    const input = number() as HTMLInputElement;
    act(() => {
      input.focus();
      input.setSelectionRange(2, 2);
    });
    paste(input, ' 34 ');
    expect(input).toHaveValue('123499');
  });

  it('opens the picker from the code button and passes the chosen code out, focus back on the button', () => {
    const onValue = jest.fn();
    render(<Harness initial={{ value: '612345678', code: '' }} onValue={onValue} />);
    const codeButton = screen.getByRole('button', { name: '+244' });
    expect(codeButton).toHaveAttribute('aria-expanded', 'false');
    act(() => codeButton.focus());
    fireEvent.click(codeButton);
    expect(codeButton).toHaveAttribute('aria-expanded', 'true');
    const france = [...document.querySelectorAll('[role="option"]')].find((o) => o.textContent?.startsWith('France'))!;
    fireEvent.click(france);
    expect(onValue).toHaveBeenLastCalledWith({ value: '612345678', code: '33' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '+33' })).toHaveFocus();
  });

  it('remembers which of the countries sharing a code was picked', () => {
    render(<Harness initial={{ value: '', code: '1' }} />);
    fireEvent.click(screen.getByRole('button', { name: '+1' }));
    expect(document.querySelector('[aria-selected="true"]')).toHaveTextContent('United States');
    const canada = [...document.querySelectorAll('[role="option"]')].find((o) => o.textContent?.startsWith('Canada'))!;
    fireEvent.click(canada);
    fireEvent.click(screen.getByRole('button', { name: '+1' }));
    expect(document.querySelector('[aria-selected="true"]')).toHaveTextContent('Canada');
  });

  it('shows its error and clears it when typed in, pasted into or when a country is picked', () => {
    const onErrorClear = jest.fn();
    render(<Harness error="Please enter mobile number" onErrorClear={onErrorClear} />);
    expect(number()).toHaveAttribute('aria-invalid', 'true');
    expect(number()).toHaveAccessibleDescription('Please enter mobile number');
    expect(number().closest('.field')).toHaveClass('field-invalid');
    fireEvent.change(number(), { target: { value: '1' } });
    paste(number(), '2');
    fireEvent.click(screen.getByRole('button', { name: '+244' }));
    fireEvent.click(document.querySelector('[role="option"]')!);
    expect(onErrorClear).toHaveBeenCalledTimes(3);
  });

  it('digitsOnly drops everything but digits and cuts to the limit', () => {
    expect(digitsOnly('+44 (0)20', 5)).toBe('44020');
    expect(digitsOnly('abc')).toBe('');
  });
});
