import { fireEvent, render, screen } from '@testing-library/react';
import { BusyButton } from './busy-button';

describe('BusyButton', () => {
  it('is a plain button, pressable, while nothing is under way', () => {
    const onClick = jest.fn();
    render(
      <BusyButton busy={false} busyLabel="Withdrawing…" onClick={onClick}>
        Withdraw
      </BusyButton>,
    );
    const button = screen.getByRole('button', { name: 'Withdraw' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button).toBeEnabled();
    expect(button).not.toHaveAttribute('aria-busy');
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('while busy: disabled (a second press would send again), aria-busy, and its busy words', () => {
    const onClick = jest.fn();
    render(
      <BusyButton busy busyLabel="Withdrawing…" onClick={onClick}>
        Withdraw
      </BusyButton>,
    );
    const button = screen.getByRole('button', { name: 'Withdrawing…' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('keeps its words while busy when it has no busy words, and stays disabled when told so', () => {
    const { rerender } = render(<BusyButton busy>Load more</BusyButton>);
    expect(screen.getByRole('button', { name: 'Load more' })).toBeDisabled();
    rerender(
      <BusyButton busy={false} disabled type="submit">
        Load more
      </BusyButton>,
    );
    const button = screen.getByRole('button', { name: 'Load more' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('type', 'submit');
  });
});
