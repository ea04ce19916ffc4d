import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { paths } from '@yachts/contracts/paths';
import { SELF_CERTIFICATION, SELL_CALLS } from '@yachts/contracts/selling';
import { SUCCESS_TIPS } from 'shared/forms';
import { MODAL_IDS, modalStore } from 'shared/modals';
import { acceptCookies, beVisitor, closeModals, expectNothingAsked, fakeServerPerTest, formOk, logInAs } from 'shared/testing';
import { entry } from '../testing/fixtures';
import { renderSell } from '../testing/render-sell';

const server = fakeServerPerTest(closeModals);

beforeAll(acceptCookies);

describe('/sell for a visitor', () => {
  beforeEach(beVisitor);

  it('offers a new or a used listing, explains the steps, and asks nothing of the api', async () => {
    renderSell('/sell');
    expect(screen.getByRole('heading', { level: 1, name: 'Sell your yacht' })).toBeInTheDocument();
    expect(document.title).toBe('Sell your yacht · Yacht Harbour');
    const choices = screen.getByRole('region', { name: 'What would you like to list?' });
    expect(within(choices).getByRole('link', { name: /^A new yacht/ })).toHaveAttribute('href', paths.sellNew());
    expect(within(choices).getByRole('link', { name: /^A used yacht/ })).toHaveAttribute('href', paths.sellUsed());
    const steps = within(screen.getByRole('region', { name: 'How it works' })).getAllByRole('listitem');
    expect(steps.map((step) => within(step).getByRole('heading').textContent)).toEqual(['Submit', 'Review', 'Listed']);
    const nav = screen.getByRole('navigation', { name: 'Selling' });
    expect(within(nav).getByRole('link', { name: 'Sell a yacht' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'My applications' })).toHaveAttribute('href', paths.sellApplications());
    expect(within(nav).getByRole('link', { name: 'My listings' })).toHaveAttribute('href', paths.myListings());
    await expectNothingAsked(server);
  });

  it.each(['Apply as a seller', 'Register your business'])('"%s" opens the login-required modal', (name) => {
    renderSell('/sell');
    fireEvent.click(screen.getByRole('button', { name }));
    expect(modalStore.active).toBe(MODAL_IDS.loginRequired);
    expect(screen.getByRole('dialog', { name: 'Log in to continue' })).toBeInTheDocument();
  });
});

describe('/sell for a logged-in user', () => {
  beforeEach(() => logInAs('seller-1'));

  it('lists the entry applications already sent, with their status and a rejection’s reason', async () => {
    server.on(
      'POST',
      SELL_CALLS.enterDetail,
      formOk([
        entry(),
        entry({
          id: 3,
          type: 'seller',
          category: 'broker',
          status: 'rejected',
          companyName: '',
          reason: 'We could not verify the brokerage licence.',
          reviewedAt: '2026-10-20T10:00:00.000Z',
        }),
      ]),
    );
    renderSell('/sell');
    const list = await screen.findByRole('list', { name: 'Your applications to sell' });
    const business = within(list).getByRole('article', { name: 'Business registration, Waiting for review' });
    expect(business).toHaveTextContent('Authorised dealer · Riviera Yachts Ltd · United Kingdom');
    const seller = within(list).getByRole('article', { name: 'Seller application, Rejected' });
    expect(seller).toHaveTextContent('We could not verify the brokerage licence.');
    expect(seller).toHaveTextContent('reviewed 20 Oct 2026');
    // The section's own navigation leads to the applications and listings; the page does not repeat it.
    const nav = screen.getByRole('navigation', { name: 'Selling' });
    expect(within(nav).getByRole('link', { name: 'My applications' })).toHaveAttribute('href', paths.sellApplications());
    expect(within(nav).getByRole('link', { name: 'My listings' })).toHaveAttribute('href', paths.myListings());
    expect(screen.getAllByRole('link', { name: 'My applications' })).toHaveLength(1);
    // The business registration is waiting: not offered again; the rejected seller application may be sent anew.
    expect(screen.queryByRole('button', { name: 'Register your business' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Apply as a seller' })).toBeInTheDocument();
  });

  it('offers neither application once both are approved or waiting', async () => {
    server.on(
      'POST',
      SELL_CALLS.enterDetail,
      formOk([
        entry({ id: 1, type: 'business', status: 'approved' }),
        entry({ id: 2, type: 'seller', category: 'broker', status: 'submitted' }),
      ]),
    );
    renderSell('/sell');
    await screen.findByRole('list', { name: 'Your applications to sell' });
    expect(screen.queryByRole('button', { name: 'Apply as a seller' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Register your business' })).not.toBeInTheDocument();
  });

  it('says when none was sent', async () => {
    server.on('POST', SELL_CALLS.enterDetail, formOk([]));
    renderSell('/sell');
    expect(await screen.findByText('You have not sent a seller or business application yet.')).toBeInTheDocument();
  });

  it('"Register your business" opens the user enter modal; after it is sent the list is asked again', async () => {
    server.on('POST', SELL_CALLS.enterDetail, formOk([]));
    server.on('POST', SELL_CALLS.enter, formOk({ id: 8 }));
    server.on(
      'POST',
      '/user/profile',
      formOk({ uuid: 'seller-1', name: 'Tom Reed', email: 'tom@riviera.example', avatarUrl: null, emailVerified: true, createdAt: '' }),
    );
    renderSell('/sell');
    await screen.findByText('You have not sent a seller or business application yet.');
    fireEvent.click(screen.getByRole('button', { name: 'Register your business' }));
    // The modal's form is fetched when it is first opened.
    const dialog = await screen.findByRole('dialog', { name: 'Register your business' });
    await waitFor(() => expect(within(dialog).getByLabelText('E-mail')).toHaveValue('tom@riviera.example'));
    fireEvent.click(within(dialog).getByRole('radio', { name: /Builder/ }));
    fireEvent.change(within(dialog).getByLabelText('Company name'), { target: { value: 'Harbour Yachts' } });
    fireEvent.change(within(dialog).getByLabelText('Country of the business'), { target: { value: 'IT' } });
    // A business's trader details (decision 045).
    fireEvent.change(within(dialog).getByLabelText('Postal address'), { target: { value: 'Calata Molo Vecchio 15, Genova' } });
    fireEvent.change(within(dialog).getByLabelText('Trade register and number'), { target: { value: 'Registro Imprese GE-512233' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Phone (required for a business)' }), { target: { value: '0100002233' } });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: SELF_CERTIFICATION }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send application' }));
    expect(await screen.findByRole('dialog', { name: SUCCESS_TIPS.user_enter!.title })).toBeInTheDocument();
    await waitFor(() => expect(server.calls('POST', SELL_CALLS.enterDetail)).toHaveLength(2));
  });

  it('"Apply as a seller" opens the seller application modal', async () => {
    server.on('POST', SELL_CALLS.enterDetail, formOk([]));
    renderSell('/sell');
    fireEvent.click(screen.getByRole('button', { name: 'Apply as a seller' }));
    expect(await screen.findByRole('dialog', { name: 'Apply as a seller' })).toBeInTheDocument();
  });
});
