// The footer's "Leave us a message" form: product rules §5's e-mail rule (empty and malformed addresses each get
// their own message) before anything is sent.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MESSAGES } from '@yachts/contracts/rules';
import { SideMessageForm } from './side-message-form';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

async function send(email: string) {
  render(<SideMessageForm />);
  fireEvent.change(screen.getByLabelText(/Your e-mail/), { target: { value: email } });
  fireEvent.change(screen.getByLabelText(/Message/), { target: { value: 'Is the Princess F55 still for sale?' } });
  fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
  // The submit flow's debounce (product rules §9: 300 ms).
  await act(() => Promise.resolve(jest.advanceTimersByTime(400)));
}

describe('side message e-mail', () => {
  it.each(['', '   '])('an empty address (%p) is asked for', async (email) => {
    await send(email);
    expect(screen.getByLabelText(/Your e-mail/)).toHaveAccessibleDescription(MESSAGES.emailRequired);
  });

  it.each(['skipper', 'skipper@', 'skipper@harbour', '@harbour.com', 'skip per@harbour.com', 'skipper@@harbour.com'])(
    'a malformed address (%p) is told it is malformed',
    async (email) => {
      await send(email);
      expect(screen.getByLabelText(/Your e-mail/)).toHaveAccessibleDescription(MESSAGES.emailInvalid);
    },
  );
});
