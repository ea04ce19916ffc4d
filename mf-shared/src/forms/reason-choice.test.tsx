import { useState } from 'react';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { ReasonChoice } from './reason-choice';

const REASONS = ['spam', 'scam', 'other'] as const;
type Reason = (typeof REASONS)[number];
const LABELS: Record<Reason, string> = { spam: 'Spam or advertising', scam: 'A scam', other: 'Something else' };

/** The field as a form draws it: its value and its message held by the caller, as the form controller does. */
function Harness({ initialError, onChosen }: { initialError?: string; onChosen?: (reason: Reason) => void }) {
  const [value, setValue] = useState('');
  const [error, setError] = useState(initialError);
  return (
    <ReasonChoice
      name="reason"
      formId="f1"
      legend="Why are you reporting it?"
      reasons={REASONS}
      labels={LABELS}
      value={value}
      onValueChange={(reason) => {
        setValue(reason);
        onChosen?.(reason);
      }}
      error={error}
      onErrorClear={() => setError(undefined)}
    />
  );
}

describe('ReasonChoice', () => {
  it('offers the reasons in order as radio buttons of one group named by its legend', () => {
    render(<Harness />);
    const group = screen.getByRole('group', { name: 'Why are you reporting it?' });
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((radio) => radio.closest('label')?.textContent)).toEqual(Object.values(LABELS));
    expect(radios.map((radio) => radio.getAttribute('name'))).toEqual(['reason_f1', 'reason_f1', 'reason_f1']);
    expect(radios.every((radio) => !(radio as HTMLInputElement).checked)).toBe(true);
    expect(group).not.toHaveAccessibleDescription();
  });

  it('checks the one chosen and gives the caller its reason', () => {
    const onChosen = jest.fn();
    render(<Harness onChosen={onChosen} />);
    fireEvent.click(screen.getByRole('radio', { name: 'A scam' }));
    expect(onChosen).toHaveBeenLastCalledWith('scam');
    expect(screen.getByRole('radio', { name: 'A scam' })).toBeChecked();
    fireEvent.click(screen.getByRole('radio', { name: 'Something else' }));
    expect(onChosen).toHaveBeenLastCalledWith('other');
    expect(screen.getByRole('radio', { name: 'A scam' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'Something else' })).toBeChecked();
  });

  it('says why under the group while none is chosen, and the message goes once a reason is', () => {
    render(<Harness initialError="Please choose a reason." />);
    const group = screen.getByRole('group', { name: 'Why are you reporting it?' });
    expect(group).toHaveAccessibleDescription('Please choose a reason.');
    expect(group).toHaveClass('field-invalid');
    for (const radio of within(group).getAllByRole('radio')) expect(radio).toHaveAttribute('aria-invalid', 'true');

    fireEvent.click(screen.getByRole('radio', { name: 'Spam or advertising' }));
    expect(screen.queryByText('Please choose a reason.')).toBeNull();
    expect(group).not.toHaveAccessibleDescription();
    expect(group).not.toHaveClass('field-invalid');
    expect(screen.getByRole('radio', { name: 'Spam or advertising' })).not.toHaveAttribute('aria-invalid');
  });
});
