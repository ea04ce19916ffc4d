import { fireEvent, render, screen, within } from '@testing-library/react';
import { LISTING_REPORT_API, LISTING_SECOND_LOOK_MESSAGES } from '@yachts/contracts/listing-reports';
import { fakeServerPerTest, formOk, logInAs } from 'shared/testing';
import { withdrawn } from '../testing/fixtures';
import { ListingWithdrawals } from './listing-withdrawals';

const server = fakeServerPerTest();
beforeAll(() => logInAs('seller-1', 'seller-token'));

const field = () => screen.getByLabelText('Why should it be listed again?');
const ask = () => fireEvent.click(screen.getByRole('button', { name: 'Ask for a second look' }));

// The form itself (limits, refusals, Cancel) is shared/forms' AskSecondLook, tested there; here the list and its wiring.
describe('the seller’s withdrawn listings', () => {
  it('draws nothing when no listing was withdrawn', async () => {
    server.on('POST', LISTING_REPORT_API.withdrawals, formOk([]));
    const { container } = render(<ListingWithdrawals />);
    await server.settle();
    expect(server.calls('POST', LISTING_REPORT_API.withdrawals)).toHaveLength(1);
    expect(container).toBeEmptyDOMElement();
  });

  it('shows the reason and takes the seller’s words within the limits, sent signed; then says what happens next', async () => {
    server.on('POST', LISTING_REPORT_API.withdrawals, formOk([withdrawn()]));
    server.on('POST', LISTING_REPORT_API.askSecondLook, {
      body: { code: 0, msg: LISTING_SECOND_LOOK_MESSAGES.asked, data: { asked_at: '2026-11-22T10:00:00.000Z' } },
    });
    render(<ListingWithdrawals />);
    const section = await screen.findByRole('region', { name: 'Withdrawn by our team' });
    expect(within(section).getByRole('heading', { level: 3, name: 'Hallberg-Rassy 44' })).toBeInTheDocument();
    expect(section).toHaveTextContent('Why: We could not confirm you own the yacht.');

    ask();
    fireEvent.change(field(), { target: { value: 'too short' } });
    ask();
    expect(screen.getByText(LISTING_SECOND_LOOK_MESSAGES.text)).toBeInTheDocument();
    expect(server.calls('POST', LISTING_REPORT_API.askSecondLook)).toHaveLength(0);

    fireEvent.change(field(), { target: { value: '  I can send the registration papers.  ' } });
    ask();
    expect(await screen.findByRole('status')).toHaveTextContent(LISTING_SECOND_LOOK_MESSAGES.asked);
    const [call] = server.calls('POST', LISTING_REPORT_API.askSecondLook);
    const anyText: unknown = expect.any(String); // the signature, which the signing tests check
    expect(call?.body).toMatchObject({ kind: 'idle', id: 57, text: 'I can send the registration papers.', sign: anyText });
    expect(call?.headers['access-token']).toBe('seller-token');
  });

  it('says a second look was asked or answered instead of offering another', async () => {
    server.on(
      'POST',
      LISTING_REPORT_API.withdrawals,
      formOk([
        withdrawn({ second_look: { asked_at: '2026-11-22T10:00:00.000Z', outcome: null } }),
        withdrawn({ id: 58, name: 'Bavaria C42', second_look: { asked_at: '2026-11-22T10:00:00.000Z', outcome: 'upheld' } }),
        withdrawn({ id: 59, name: 'Lagoon 42' }),
      ]),
    );
    render(<ListingWithdrawals />);
    await screen.findByRole('region', { name: 'Withdrawn by our team' });
    const item = (name: string) => screen.getByRole('heading', { level: 3, name }).closest('li') as HTMLElement;
    expect(item('Hallberg-Rassy 44')).toHaveTextContent('our team will decide once more');
    expect(item('Bavaria C42')).toHaveTextContent('the listing stays withdrawn');
    expect(within(item('Lagoon 42')).getByRole('button', { name: 'Ask for a second look' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Ask for a second look' })).toHaveLength(1);
  });
});
