import { fireEvent, render, screen } from '@testing-library/react';
import { SECOND_LOOK_API, SECOND_LOOK_MESSAGES } from '@yachts/contracts/community';
import { fakeServerPerTest, logInAs } from 'shared/testing';
import { SecondLookRequest } from './second-look-request';

const server = fakeServerPerTest();
beforeAll(() => logInAs('author-1', 'author-token'));

// The form itself (limits, refusals, Cancel) is shared/forms' AskSecondLook, tested there; here its wiring to the api.
describe('asking for a second look', () => {
  it('takes the author’s words within the limits and sends them signed; then says what happens next', async () => {
    server.on('POST', SECOND_LOOK_API.ask, {
      body: { code: 0, msg: SECOND_LOOK_MESSAGES.asked, data: { asked_at: '2026-11-27T10:00:00.000Z' } },
    });
    render(<SecondLookRequest kind="topic" id={41} />);
    fireEvent.click(screen.getByRole('button', { name: 'Ask for a second look' }));
    fireEvent.change(screen.getByLabelText('Why should it be shown again?'), { target: { value: 'too short' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ask for a second look' }));
    expect(screen.getByText(SECOND_LOOK_MESSAGES.text)).toBeInTheDocument();
    expect(server.calls('POST', SECOND_LOOK_API.ask)).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('Why should it be shown again?'), { target: { value: ' It was a question, not an advert. ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ask for a second look' }));
    expect(await screen.findByRole('status')).toHaveTextContent(SECOND_LOOK_MESSAGES.asked);
    const [call] = server.calls('POST', SECOND_LOOK_API.ask);
    const anyText: unknown = expect.any(String); // the signature, which the signing tests check
    expect(call?.body).toMatchObject({ kind: 'topic', id: 41, text: 'It was a question, not an advert.', sign: anyText });
    expect(call?.headers['access-token']).toBe('author-token');
  });
});
