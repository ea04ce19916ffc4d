import { fireEvent, render, screen } from '@testing-library/react';
import { AskSecondLook } from './ask-second-look';

const TOO_SHORT = 'Say why in 20 to 200 characters.';

function renderAsk(send: (words: string) => Promise<void>) {
  render(
    <AskSecondLook
      label="Why should it be shown again?"
      hint="Our team reads this and decides once more."
      minLength={20}
      maxLength={200}
      lengthMessage={TOO_SHORT}
      askedMessage="We will look again and tell you by e-mail."
      send={send}
    />,
  );
}

const field = () => screen.getByRole('textbox', { name: 'Why should it be shown again?' });
const ask = () => fireEvent.click(screen.getByRole('button', { name: 'Ask for a second look' }));

describe('AskSecondLook', () => {
  it('opens on its button with focus in the field, and Cancel puts the button back', () => {
    renderAsk(jest.fn());
    expect(screen.queryByRole('textbox')).toBeNull();
    ask();
    expect(field()).toHaveFocus();
    expect(field()).toHaveAttribute('maxLength', '200');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByRole('button', { name: 'Ask for a second look' })).toBeInTheDocument();
  });

  it('sends nothing while the words are too short or too long, and says so under the field', () => {
    const send = jest.fn(() => Promise.resolve());
    renderAsk(send);
    ask();
    fireEvent.change(field(), { target: { value: '   too short        ' } });
    ask();
    expect(field()).toHaveAccessibleDescription(expect.stringContaining(TOO_SHORT));
    fireEvent.change(field(), { target: { value: 'x'.repeat(201) } });
    ask();
    expect(screen.getByText(TOO_SHORT)).toBeInTheDocument();
    expect(send).not.toHaveBeenCalled();
  });

  it('sends the trimmed words once, then says what happens next in place of the form', async () => {
    const send = jest.fn(() => Promise.resolve());
    renderAsk(send);
    ask();
    fireEvent.change(field(), { target: { value: '  It was a question, not an advert.  ' } });
    ask();
    expect(await screen.findByRole('status')).toHaveTextContent('We will look again and tell you by e-mail.');
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith('It was a question, not an advert.');
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Ask for a second look' })).toBeNull();
  });

  it('shows a refusal under the field and frees the button, keeping the words', async () => {
    const send = jest.fn(() => Promise.reject(new Error('You have asked already.')));
    renderAsk(send);
    ask();
    fireEvent.change(field(), { target: { value: 'Please look again at my article.' } });
    ask();
    expect(await screen.findByText('You have asked already.')).toBeVisible();
    expect(field()).toHaveValue('Please look again at my article.');
    expect(screen.getByRole('button', { name: 'Ask for a second look' })).toBeEnabled();
    expect(screen.queryByRole('status')).toBeNull();
  });
});
