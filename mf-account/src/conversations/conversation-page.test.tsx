import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CONVERSATION_MESSAGES, PAYMENT_WARNING } from '@yachts/contracts/conversations';
import { ErrorCode } from '@yachts/contracts/envelope';
import { apiFail, apiOk, beVisitor, expectFieldError, signedFields, type SeenRequest } from 'shared/testing';
import { buyerThread, sellerThread } from '../testing/conversations';
import { withMemberServer } from '../testing/member-server';
import { renderPage } from '../testing/render-page';

const server = withMemberServer();
const THREAD = '/api/v1/conversations/8';

async function openThread(path = '/message/conversation/8') {
  renderPage(path);
  return screen.findByRole('list', { name: 'Messages' });
}

describe('a conversation, the buyer’s side', () => {
  it('shows the yacht and the seller, and the messages as a chat: mine and theirs, as plain text with line breaks', async () => {
    server.on('GET', THREAD, apiOk(buyerThread()));
    const list = await openThread();
    const head = screen.getByRole('region', { name: 'About this conversation' });
    expect(within(head).getByRole('link', { name: 'Hallberg-Rassy 40C' })).toHaveAttribute('href', '/yachts/used/7-hallberg-rassy-40c');
    expect(within(head).getByRole('link', { name: 'Blue Water Brokers' })).toHaveAttribute('href', '/dealers/blue-water');
    expect(head).toHaveTextContent('Verified dealer');
    expect(head).toHaveTextContent('Blue Water Brokers usually replies within 3 hours.');
    expect(head).not.toHaveTextContent('No longer listed');

    const [mine, theirs] = within(list).getAllByTestId('conversation-message');
    expect(mine).toHaveClass('is-mine');
    expect(mine).toHaveTextContent('You');
    expect(within(mine!).getByText(/Is she still for sale\?/).textContent).toBe('Is she still for sale?\nCould I see her in May?');
    expect(theirs).toHaveClass('is-theirs');
    expect(theirs).toHaveTextContent('Blue Water Brokers');
    // Text, never HTML.
    expect(theirs).toHaveTextContent('<b>Today only</b>');
    expect(theirs!.querySelector('b')).toBeNull();
    expect(screen.queryByText(/earlier message/)).toBeNull();
  });

  it('shows the payment warning only with a message the api flags', async () => {
    server.on('GET', THREAD, apiOk(buyerThread()));
    const list = await openThread();
    const [mine, theirs] = within(list).getAllByTestId('conversation-message');
    const warning = within(theirs!).getByRole('note', { name: PAYMENT_WARNING.title });
    for (const point of PAYMENT_WARNING.points) expect(warning).toHaveTextContent(point);
    expect(within(mine!).queryByRole('note')).toBeNull();
    expect(screen.getAllByRole('note')).toHaveLength(1);
  });

  it('says how many earlier messages are not shown, and that a listing is gone', async () => {
    server.on('GET', THREAD, apiOk(buyerThread({ earlier: 12, yacht: { ...buyerThread().yacht, listed: false } })));
    await openThread();
    expect(screen.getByText('12 earlier messages not shown')).toBeInTheDocument();
    const head = screen.getByRole('region', { name: 'About this conversation' });
    expect(head).toHaveTextContent('No longer listed');
    expect(within(head).queryByRole('link', { name: 'Hallberg-Rassy 40C' })).toBeNull();
  });

  it('calls a seller without a dealer page a private seller', async () => {
    server.on('GET', THREAD, apiOk(buyerThread({ seller: { name: 'Ana', dealerUrl: null, verified: false, responseTime: null } })));
    await openThread();
    const head = screen.getByRole('region', { name: 'About this conversation' });
    expect(head).toHaveTextContent('Private seller');
    expect(head).not.toHaveTextContent('Verified dealer');
    expect(head).not.toHaveTextContent('usually replies');
  });

  it('shares the buyer’s e-mail and phone with the seller when asked, and says so', async () => {
    server.on('GET', THREAD, apiOk(buyerThread()));
    server.on('POST', `${THREAD}/share`, apiOk(buyerThread({ contactShared: true })));
    await openThread();
    fireEvent.click(screen.getByRole('button', { name: 'Share my e-mail and phone with the seller' }));
    expect(await screen.findByText(CONVERSATION_MESSAGES.shared)).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Share my e-mail and phone with the seller' })).toBeNull();
    expect(signedFields(server.calls('POST', `${THREAD}/share`)[0])).toEqual({});
  });

  it('offers no sharing once shared', async () => {
    server.on('GET', THREAD, apiOk(buyerThread({ contactShared: true })));
    await openThread();
    expect(screen.queryByRole('button', { name: 'Share my e-mail and phone with the seller' })).toBeNull();
    expect(screen.getByText('The seller can see your e-mail address and phone number.')).toBeInTheDocument();
  });
});

describe('replying', () => {
  it('sends the message, draws the thread the api answers with, empties the field and keeps the focus in it', async () => {
    const before = buyerThread();
    const after = buyerThread({
      messages: [
        ...before.messages,
        {
          id: 3,
          side: 'buyer',
          mine: true,
          author: 'Sam Skipper',
          body: 'I will not pay a deposit.',
          paymentWarning: false,
          createdAt: '2026-11-20T12:00:00.000Z',
        },
      ],
    });
    server.on('GET', THREAD, apiOk(before));
    server.on('POST', `${THREAD}/messages`, apiOk(after));
    const list = await openThread();
    const field = screen.getByLabelText('Your message');
    fireEvent.change(field, { target: { value: '  I will not pay a deposit.  ' } });
    expect(screen.getByText('29 / 3000')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(within(list).getAllByTestId('conversation-message')).toHaveLength(3));
    expect(field).toHaveValue('');
    expect(field).toHaveFocus();
    expect(screen.getByText(CONVERSATION_MESSAGES.sent)).toHaveAttribute('role', 'status');
    expect(signedFields(server.calls('POST', `${THREAD}/messages`)[0])).toEqual({ body: 'I will not pay a deposit.' });
  });

  it('asks for a message before sending an empty one', async () => {
    server.on('GET', THREAD, apiOk(buyerThread()));
    await openThread();
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expectFieldError('Your message', CONVERSATION_MESSAGES.bodyRequired);
    expect(server.calls('POST', `${THREAD}/messages`)).toEqual([]);
  });

  it('shows the api’s refusal under the field and keeps what was written', async () => {
    const tooMany = CONVERSATION_MESSAGES.tooMany('4 minutes');
    server.on('GET', THREAD, apiOk(buyerThread()));
    server.on('POST', `${THREAD}/messages`, apiFail(ErrorCode.RATE_LIMITED, tooMany, 429));
    await openThread();
    fireEvent.change(screen.getByLabelText('Your message'), { target: { value: 'Hello again' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expectFieldError('Your message', tooMany));
    expect(screen.getByLabelText('Your message')).toHaveValue('Hello again');
    expect(screen.getByLabelText('Your message')).toHaveFocus();
  });

  it('disables the field of a conversation marked as spam, and says why', async () => {
    server.on('GET', THREAD, apiOk(buyerThread({ canReply: false, status: 'spam' })));
    await openThread();
    expect(screen.getByLabelText('Your message')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    expect(screen.getByLabelText('Your message')).toHaveAccessibleDescription(expect.stringContaining(CONVERSATION_MESSAGES.closed));
  });
});

describe('a conversation, the seller’s side', () => {
  it('shows the buyer without their address until they share it, and no payment warning on the seller’s own words', async () => {
    server.on('GET', THREAD, apiOk(sellerThread()));
    await openThread();
    const head = screen.getByRole('region', { name: 'About this conversation' });
    expect(head).toHaveTextContent('Sam Skipper');
    expect(head).toHaveTextContent('The buyer has not shared their e-mail address or phone.');
    expect(within(head).queryByRole('link', { name: 'sam@example.com' })).toBeNull();
    expect(screen.queryByRole('note')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Share my e-mail and phone with the seller' })).toBeNull();
  });

  it('shows the buyer’s e-mail address and phone once shared', async () => {
    server.on(
      'GET',
      THREAD,
      apiOk(sellerThread({ contactShared: true, buyer: { name: 'Sam Skipper', email: 'sam@example.com', phone: '+44 7700 900123' } })),
    );
    await openThread();
    const head = screen.getByRole('region', { name: 'About this conversation' });
    expect(within(head).getByRole('link', { name: 'sam@example.com' })).toHaveAttribute('href', 'mailto:sam@example.com');
    expect(within(head).getByRole('link', { name: '+44 7700 900123' })).toHaveAttribute('href', 'tel:+447700900123');
    expect(head).not.toHaveTextContent('has not shared');
  });

  it('changes the status with the signed call and shows the one the api answers with', async () => {
    server.on('GET', THREAD, apiOk(sellerThread()));
    server.on('POST', `${THREAD}/status`, apiOk(sellerThread({ status: 'answered' })));
    await openThread();
    const group = screen.getByRole('group', { name: 'Status' });
    expect(within(group).getByRole('button', { name: 'New' })).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(within(group).getByRole('button', { name: 'Answered' }));
    await waitFor(() => expect(within(group).getByRole('button', { name: 'Answered' })).toHaveAttribute('aria-pressed', 'true'));
    expect(within(group).getByRole('button', { name: 'New' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByText('Marked as answered.')).toHaveAttribute('role', 'status');
    expect(signedFields(server.calls('POST', `${THREAD}/status`)[0])).toEqual({ status: 'answered' });
  });

  it('offers the buyer no status control', async () => {
    server.on('GET', THREAD, apiOk(buyerThread()));
    await openThread();
    expect(screen.queryByRole('group', { name: 'Status' })).toBeNull();
  });
});

describe('reporting a conversation', () => {
  it('asks why in a dialog, sends the reason and detail, thanks, and the button then says it was reported', async () => {
    server.on('GET', THREAD, apiOk(buyerThread()));
    server.on('POST', `${THREAD}/report`, { body: { code: 0, msg: CONVERSATION_MESSAGES.reported, data: null } });
    await openThread();
    const opener = screen.getByRole('button', { name: 'Report this conversation' });
    fireEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Report this conversation' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(within(dialog).getByText(CONVERSATION_MESSAGES.reportReason)).toBeInTheDocument();
    expect(server.calls('POST', `${THREAD}/report`)).toEqual([]);

    fireEvent.click(within(dialog).getByRole('radio', { name: 'A scam or a request for payment outside the site' }));
    fireEvent.change(within(dialog).getByLabelText('Details'), { target: { value: ' Asked for a deposit ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByText(CONVERSATION_MESSAGES.reported)).toBeInTheDocument();
    expect(signedFields(server.calls('POST', `${THREAD}/report`)[0])).toEqual({ reason: 'scam', detail: 'Asked for a deposit' });

    fireEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    const reported = screen.getByRole('button', { name: 'You reported this conversation' });
    await waitFor(() => expect(reported).toHaveFocus());
    expect(reported).toHaveAttribute('aria-disabled', 'true');
  });

  it('shows the api’s refusal in the dialog', async () => {
    server.on('GET', THREAD, apiOk(buyerThread()));
    server.on('POST', `${THREAD}/report`, apiFail(400000, CONVERSATION_MESSAGES.reportDetailTooLong));
    await openThread();
    fireEvent.click(screen.getByRole('button', { name: 'Report this conversation' }));
    const dialog = screen.getByRole('dialog', { name: 'Report this conversation' });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Spam or advertising' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(CONVERSATION_MESSAGES.reportDetailTooLong);
  });

  it('says when the caller’s side has reported it already', async () => {
    server.on('GET', THREAD, apiOk(buyerThread({ reported: true })));
    await openThread();
    fireEvent.click(screen.getByRole('button', { name: 'You reported this conversation' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('a visitor’s conversation, opened from their mail (?key=)', () => {
  beforeEach(beVisitor);

  /** A signed call of the visitor: signed, no login token, and the link's key among its fields. */
  function visitorFields(request: SeenRequest | undefined): Record<string, unknown> {
    const { sign, timestamp: _timestamp, echostr: _echostr, ...fields } = (request?.body ?? {}) as Record<string, unknown>;
    expect(typeof sign).toBe('string');
    expect(request?.headers['access-token']).toBeUndefined();
    return fields;
  }

  it('opens without a login and sends the key with every call: read, reply, share and report', async () => {
    server.on('GET', THREAD, apiOk(buyerThread()));
    server.on('POST', `${THREAD}/messages`, apiOk(buyerThread()));
    server.on('POST', `${THREAD}/share`, apiOk(buyerThread({ contactShared: true })));
    server.on('POST', `${THREAD}/report`, apiOk(null));
    await openThread('/message/conversation/8?key=k3y-from-mail');
    expect(screen.getByRole('heading', { level: 1, name: 'Conversation' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Your account' })).toBeNull();
    expect(server.calls('GET', THREAD)[0]?.query).toEqual({ key: 'k3y-from-mail' });

    fireEvent.change(screen.getByLabelText('Your message'), { target: { value: 'Thank you' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByText(CONVERSATION_MESSAGES.sent);
    expect(visitorFields(server.calls('POST', `${THREAD}/messages`)[0])).toEqual({ body: 'Thank you', key: 'k3y-from-mail' });

    fireEvent.click(screen.getByRole('button', { name: 'Share my e-mail and phone with the seller' }));
    await screen.findByText(CONVERSATION_MESSAGES.shared);
    expect(visitorFields(server.calls('POST', `${THREAD}/share`)[0])).toEqual({ key: 'k3y-from-mail' });

    fireEvent.click(screen.getByRole('button', { name: 'Report this conversation' }));
    const dialog = screen.getByRole('dialog', { name: 'Report this conversation' });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Something else' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    await within(dialog).findByText(CONVERSATION_MESSAGES.reported);
    expect(visitorFields(server.calls('POST', `${THREAD}/report`)[0])).toEqual({ reason: 'other', key: 'k3y-from-mail' });
  });

  it('says the conversation was not found when the key does not open it', async () => {
    server.on('GET', THREAD, apiFail(ErrorCode.NOT_FOUND, CONVERSATION_MESSAGES.notFound, 404));
    renderPage('/message/conversation/8?key=wrong');
    expect(await screen.findByRole('heading', { name: 'Conversation not found' })).toBeInTheDocument();
    expect(screen.getByText(CONVERSATION_MESSAGES.notFound)).toBeInTheDocument();
  });

  it('shows the login panel without a key, and asks nothing', async () => {
    renderPage('/message/conversation/8');
    expect(screen.getByRole('region', { name: 'Log in to see your conversations' })).toBeInTheDocument();
    await waitFor(() => expect(server.calls('GET', THREAD)).toEqual([]));
  });
});
