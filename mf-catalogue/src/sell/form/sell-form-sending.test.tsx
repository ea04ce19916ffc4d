// Sending a sell application and editing one.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { paths } from '@yachts/contracts/paths';
import { SELL_CALLS, SELL_MESSAGES } from '@yachts/contracts/selling';
import { SUCCESS_TIPS } from 'shared/forms';
import { sessionStore } from 'shared/session';
import { formFail, formOk, logInAs } from 'shared/testing';
import { USED_VALUES } from '../testing/fixtures';
import { choosePhotos, expectFieldError, fill, jpeg, photoSources, photosGroup } from '../testing/form-helpers';
import { location, renderSell } from '../testing/render-sell';
import { body, fillValidUsed, openForm, server, submit, uploads, setUpSellFormServer, VALID_USED } from '../testing/sell-form-setup';

setUpSellFormServer();

describe('sending an application', () => {
  beforeEach(() => logInAs('seller-1'));

  it('creates it with the cleaned values and the photos in gallery order, shows the success modal, then opens its page', async () => {
    server.on('POST', SELL_CALLS.createIdle, formOk({ id: 77 }));
    await openForm('/sell/used');
    fillValidUsed();
    await choosePhotos([jpeg('stern.jpg'), jpeg('bow.jpg')]);
    await waitFor(() => expect(uploads).toBe(2));
    fireEvent.click(screen.getByRole('button', { name: 'Move photo 2 left' }));
    submit();
    await waitFor(() => expect(server.calls('POST', SELL_CALLS.createIdle)).toHaveLength(1));
    // The form's valid used values (USED_VALUES without a model line or a cruise speed), the photos as ordered.
    const { cruise_speed_kn: _cruise, ...filled } = USED_VALUES;
    expect(body(server.calls('POST', SELL_CALLS.createIdle)[0])).toEqual({
      ...filled,
      model_line: '',
      photos: ['/uploads/2026/11/upload-2.jpg', '/uploads/2026/11/upload-1.jpg'],
    });
    expect(await screen.findByRole('dialog', { name: SUCCESS_TIPS.idle_yacht_sell!.title })).toHaveTextContent(
      SUCCESS_TIPS.idle_yacht_sell!.tip,
    );
    await waitFor(() => expect(location.current).toBe(paths.sellApplication(77)));
  });

  it('a new yacht goes to yachtSell, without the used-only fields', async () => {
    server.on('POST', SELL_CALLS.createNew, formOk({ id: 5 }));
    await openForm('/sell/new');
    const { 'Year built': year, 'Asking price': price, 'Engine hours': _hours, ...rest } = VALID_USED;
    fill({ ...rest, 'Model year': year, 'Base price': price });
    fill({ Type: 'motor', 'Hull material': 'grp', Fuel: 'diesel', Country: 'GB' });
    await choosePhotos([jpeg('profile.jpg')]);
    await waitFor(() => expect(uploads).toBe(1));
    submit();
    await waitFor(() => expect(server.calls('POST', SELL_CALLS.createNew)).toHaveLength(1));
    const sent = body(server.calls('POST', SELL_CALLS.createNew)[0]);
    expect(sent).toMatchObject({
      builder: 'Princess',
      year: 2019,
      price: 1150000,
      currency: 'EUR',
      photos: ['/uploads/2026/11/upload-1.jpg'],
    });
    expect(sent).not.toHaveProperty('engine_hours');
    expect(sent).not.toHaveProperty('condition');
    expect(await screen.findByRole('dialog', { name: SUCCESS_TIPS.yacht_sell!.title })).toBeInTheDocument();
    await waitFor(() => expect(location.current).toBe(paths.sellApplication(5)));
  });

  it('shows the api’s field messages under the fields (a photo’s by its place under the photos) and stays', async () => {
    server.on(
      'POST',
      SELL_CALLS.createIdle,
      formFail({ builder: SELL_MESSAGES.builder, 'photos[1]': SELL_MESSAGES.photoUrl } as unknown as string),
    );
    await openForm('/sell/used');
    fillValidUsed();
    await choosePhotos([jpeg('a.jpg'), jpeg('b.jpg')]);
    await waitFor(() => expect(uploads).toBe(2));
    submit();
    await waitFor(() => expectFieldError('Builder', SELL_MESSAGES.builder));
    expect(photosGroup()).toHaveAccessibleDescription(expect.stringContaining(SELL_MESSAGES.photoUrl));
    expect(location.current).toBe('/sell/used');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('editing an application', () => {
  beforeEach(() => logInAs('seller-1'));

  it('fills the form from getSell and saves the changes with editIdleYachtSell, then opens its page', async () => {
    server.on('POST', SELL_CALLS.get, formOk({ id: 12, kind: 'idle', status: 'rejected', values: USED_VALUES }));
    server.on('POST', SELL_CALLS.editIdle, formOk({ id: 12 }));
    await openForm('/sell/used/12/edit');
    expect(body(server.calls('POST', SELL_CALLS.get)[0])).toEqual({ id: 12 });
    expect(screen.getByRole('heading', { level: 1, name: 'Edit your application' })).toBeInTheDocument();
    expect(screen.getByText(/This application was rejected/)).toBeInTheDocument();
    expect(screen.getByLabelText('Builder')).toHaveValue('Princess');
    expect(screen.getByLabelText('Length (m)')).toHaveValue('17.3');
    expect(screen.getByLabelText('Condition')).toHaveValue('excellent');
    expect(screen.getByLabelText('Country')).toHaveValue('GB');
    expect(screen.getByLabelText('Cruising speed (knots)')).toHaveValue('');
    expect(photoSources()).toEqual(USED_VALUES.photos);
    fill({ 'Asking price': '1095000' });
    fireEvent.click(screen.getByRole('button', { name: 'Remove photo 2' }));
    submit('Save changes');
    await waitFor(() => expect(server.calls('POST', SELL_CALLS.editIdle)).toHaveLength(1));
    expect(body(server.calls('POST', SELL_CALLS.editIdle)[0])).toMatchObject({ id: 12, price: 1095000, photos: [USED_VALUES.photos[0]] });
    await waitFor(() => expect(location.current).toBe(paths.sellApplication(12)));
  });

  it('a status that cannot change says so, with no form, and links to the application', async () => {
    server.on('POST', SELL_CALLS.get, formOk({ id: 12, kind: 'idle', status: 'approved', values: USED_VALUES }));
    renderSell('/sell/used/12/edit');
    expect(await screen.findByRole('heading', { name: SELL_MESSAGES.notEditable })).toBeInTheDocument();
    expect(screen.getByText('Approved and listed')).toBeInTheDocument();
    expect(screen.queryByRole('form')).toBeNull();
    expect(screen.getByRole('link', { name: 'View the application' })).toHaveAttribute('href', paths.sellApplication(12));
  });

  it('an address of the other kind moves to the application’s own edit page', async () => {
    server.on('POST', SELL_CALLS.get, formOk({ id: 12, kind: 'idle', status: 'submitted', values: USED_VALUES }));
    renderSell('/sell/new/12/edit');
    await waitFor(() => expect(location.current).toBe(paths.sellEdit('idle', 12)));
    expect(await screen.findByLabelText('Engine hours')).toHaveValue('640');
  });

  it('another user’s or a missing application is not found', async () => {
    server.on('POST', SELL_CALLS.get, formFail(SELL_MESSAGES.notFound, 0, 404));
    renderSell('/sell/used/99/edit');
    expect(await screen.findByRole('heading', { name: SELL_MESSAGES.notFound })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to my applications' })).toHaveAttribute('href', paths.sellApplications());
  });

  it('a session the api no longer knows turns into the login panel', async () => {
    server.on('POST', SELL_CALLS.get, formFail('Please log in first.', 400401, 401));
    renderSell('/sell/used/12/edit');
    // Every area forgets the login at once (the header too); the page shows its login panel.
    await waitFor(() => expect(sessionStore.isLoggedIn).toBe(false));
    expect(screen.getByRole('region', { name: 'Log in to sell your yacht' })).toBeInTheDocument();
    expect(screen.queryByRole('form')).toBeNull();
  });
});
