import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { SELL_CALLS, SELL_MESSAGES } from '@yachts/contracts/selling';
import { sessionStore } from 'shared/session';
import { acceptCookies, closeModals, fakeServerPerTest, formFail, formOk, logInAs } from 'shared/testing';
import { listingDetail } from '../testing/fixtures';
import { renderSell } from '../testing/render-sell';
import { body } from '../testing/sent-body';

const server = fakeServerPerTest(closeModals);

beforeAll(acceptCookies);
beforeEach(() => {
  logInAs('seller-1');
  server.on('POST', SELL_CALLS.myYachtDetail, formOk(listingDetail([])));
});

async function openForm() {
  renderSell('/sell/listings/used/301');
  const section = await screen.findByRole('region', { name: 'Change the asking price' });
  return { section, field: within(section).getByLabelText('New asking price (GBP)') };
}

const shownPrice = () => within(screen.getByRole('complementary', { name: 'The listing' })).getByText(/^£/);

describe('changing the asking price of a listing', () => {
  it('sends the new price for the listing and shows it, saying what changed and who is told', async () => {
    server.on(
      'POST',
      SELL_CALLS.changePrice,
      formOk({ price: 1090000, previousPrice: 1150000, currency: 'GBP', changedAt: '2026-11-25T10:00:00.000Z' }),
    );
    const { section, field } = await openForm();
    expect(within(section).getByText('The asking price is £1,150,000.')).toBeInTheDocument();
    expect(shownPrice()).toHaveTextContent('£1,150,000');

    fireEvent.change(field, { target: { value: '1,090,000' } });
    expect(field).toHaveValue('1090000');
    expect(field).toHaveAccessibleDescription('£1,090,000');
    fireEvent.click(within(section).getByRole('button', { name: 'Save price' }));

    await waitFor(() =>
      expect(within(section).getByRole('status')).toHaveTextContent(
        'Asking price changed from £1,150,000 to £1,090,000. Members who follow this yacht are told when the price goes down.',
      ),
    );
    expect(body(server.calls('POST', SELL_CALLS.changePrice)[0])).toEqual({ kind: 'idle', id: 301, price: 1090000 });
    expect(shownPrice()).toHaveTextContent('£1,090,000');
    expect(within(section).getByText('The asking price is £1,090,000.')).toBeInTheDocument();
    expect(field).toHaveValue('');
  });

  it('checks the price before sending: within the sell form’s limits and not the price it has now', async () => {
    const { section, field } = await openForm();
    const save = within(section).getByRole('button', { name: 'Save price' });
    fireEvent.click(save);
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(`Whole units, without separators. ${SELL_MESSAGES.price}`);

    fireEvent.change(field, { target: { value: '500' } });
    expect(field).not.toHaveAttribute('aria-invalid');
    fireEvent.click(save);
    expect(field).toHaveAccessibleDescription(`£500 ${SELL_MESSAGES.price}`);

    fireEvent.change(field, { target: { value: '1150000' } });
    fireEvent.click(save);
    expect(field).toHaveAccessibleDescription(`£1,150,000 ${SELL_MESSAGES.priceUnchanged}`);
    await server.settle();
    expect(server.calls('POST', SELL_CALLS.changePrice)).toEqual([]);
  });

  it('shows the api’s refusal beside the field, as text or as the field’s own message', async () => {
    server.on('POST', SELL_CALLS.changePrice, formFail(SELL_MESSAGES.listingNotFound, 0, 404));
    const { section, field } = await openForm();
    fireEvent.change(field, { target: { value: '990000' } });
    fireEvent.click(within(section).getByRole('button', { name: 'Save price' }));
    await waitFor(() => expect(field).toHaveAccessibleDescription(`£990,000 ${SELL_MESSAGES.listingNotFound}`));
    expect(shownPrice()).toHaveTextContent('£1,150,000');
    expect(within(section).getByRole('status')).toHaveTextContent('');

    server.on('POST', SELL_CALLS.changePrice, { status: 400, body: { code: 0, msg: { price: SELL_MESSAGES.priceUnchanged }, data: null } });
    fireEvent.change(field, { target: { value: '990001' } });
    expect(field).not.toHaveAttribute('aria-invalid');
    fireEvent.click(within(section).getByRole('button', { name: 'Save price' }));
    await waitFor(() => expect(field).toHaveAccessibleDescription(`£990,001 ${SELL_MESSAGES.priceUnchanged}`));
  });

  it('turns into the login panel when the login has expired', async () => {
    server.on('POST', SELL_CALLS.changePrice, formFail('Please log in again.', 400208, 401));
    const { section, field } = await openForm();
    fireEvent.change(field, { target: { value: '990000' } });
    fireEvent.click(within(section).getByRole('button', { name: 'Save price' }));
    expect(await screen.findByRole('region', { name: 'Log in to see your listings' })).toBeInTheDocument();
    expect(sessionStore.isLoggedIn).toBe(false);
  });
});
