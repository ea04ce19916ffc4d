import { fireEvent, render, screen } from '@testing-library/react';
import { apiFail, apiOk } from '../testing/fake-server';
import { signedFields } from '../testing/sent-fields';
import { fakeServerPerTest } from '../testing/server-per-test';
import { logInAs } from '../testing/session';
import { AskSecondLook } from './ask-second-look';

const server = fakeServerPerTest();
beforeAll(() => logInAs('author-1', 'author-token'));

const PATH = '/api/v1/boats/second-looks';
const TOO_SHORT = 'Say why in 20 to 200 characters.';

function renderAsk() {
  render(
    <AskSecondLook
      label="Why should it be shown again?"
      hint="Our team reads this and decides once more."
      minLength={20}
      maxLength={200}
      messages={{ text: TOO_SHORT, asked: 'We will look again and tell you by e-mail.' }}
      path={PATH}
      item={{ kind: 'article', id: 12 }}
    />,
  );
}

const field = () => screen.getByRole('textbox', { name: 'Why should it be shown again?' });
const ask = () => fireEvent.click(screen.getByRole('button', { name: 'Ask for a second look' }));

describe('AskSecondLook', () => {
  it('opens on its button with focus in the field, and Cancel puts the button back', () => {
    renderAsk();
    expect(screen.queryByRole('textbox')).toBeNull();
    ask();
    expect(field()).toHaveFocus();
    expect(field()).toHaveAttribute('maxLength', '200');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByRole('button', { name: 'Ask for a second look' })).toBeInTheDocument();
  });

  it('sends nothing while the words are too short or too long, and says so under the field', () => {
    renderAsk();
    ask();
    fireEvent.change(field(), { target: { value: '   too short        ' } });
    ask();
    expect(field()).toHaveAccessibleDescription(expect.stringContaining(TOO_SHORT));
    fireEvent.change(field(), { target: { value: 'x'.repeat(201) } });
    ask();
    expect(screen.getByText(TOO_SHORT)).toBeInTheDocument();
    expect(server.calls('POST', PATH)).toHaveLength(0);
  });

  it('sends the trimmed words once with the item, signed, then says what happens next in place of the form', async () => {
    server.on('POST', PATH, apiOk({ asked_at: '2026-11-27T10:00:00.000Z' }));
    renderAsk();
    ask();
    fireEvent.change(field(), { target: { value: '  It was a question, not an advert.  ' } });
    ask();
    expect(await screen.findByRole('status')).toHaveTextContent('We will look again and tell you by e-mail.');
    const calls = server.calls('POST', PATH);
    expect(calls).toHaveLength(1);
    expect(signedFields(calls[0], 'author-token')).toEqual({ kind: 'article', id: 12, text: 'It was a question, not an advert.' });
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Ask for a second look' })).toBeNull();
  });

  it('shows a refusal under the field and frees the button, keeping the words', async () => {
    server.on('POST', PATH, apiFail(400409, 'You have asked already.', 409));
    renderAsk();
    ask();
    fireEvent.change(field(), { target: { value: 'Please look again at my article.' } });
    ask();
    expect(await screen.findByText('You have asked already.')).toBeVisible();
    expect(field()).toHaveValue('Please look again at my article.');
    expect(screen.getByRole('button', { name: 'Ask for a second look' })).toBeEnabled();
    expect(screen.queryByRole('status')).toBeNull();
  });
});
