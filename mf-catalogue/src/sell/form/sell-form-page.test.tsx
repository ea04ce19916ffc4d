import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { paths } from '@yachts/contracts/paths';
import { SELL_CALLS, SELL_LIMITS, SELL_MESSAGES } from '@yachts/contracts/selling';
import { SUCCESS_TIPS } from 'shared/forms';
import { modalStore } from 'shared/modals';
import { sessionStore } from 'shared/session';
import { toastStore } from 'shared/ui';
import {
  acceptCookies,
  apiFail,
  apiOk,
  beVisitor,
  type FakeServer,
  formFail,
  formOk,
  installFakeServer,
  logInAs,
  type SeenRequest,
} from 'shared/testing';
import { DESCRIPTION, PARAMETERS, USED_VALUES } from '../testing/fixtures';
import { choosePhotos, expectFieldError, expectNoFieldError, fill, jpeg, photoSources, photosGroup } from '../testing/form-helpers';
import { location, renderSell } from '../testing/render-sell';
import { PHOTO_MESSAGES } from './photo-manager';

let server: FakeServer;
let uploads: number;

/** The config call (docs/product.md §7C) as the api answers it; this site allows three formats, webp not among them. */
const CONFIG = {
  site_name: 'Yacht Harbour',
  upload_config: { pic_upload_file_type: 'jpg,jpeg,png', pic_upload_max_size: 8 * 1024 * 1024, pic_upload_max_count: 12 },
  feedback_types: [],
};
const CONFIG_PATH = '/api/v1/config/website';

const body = (request: SeenRequest | undefined) => {
  const { __token__: _token, ...fields } = (request?.body ?? {}) as Record<string, unknown>;
  return fields;
};

beforeAll(() => {
  acceptCookies();
  URL.createObjectURL = jest.fn((file: Blob) => `blob:${(file as File).name}`);
  URL.revokeObjectURL = jest.fn();
});
beforeEach(() => {
  server = installFakeServer();
  uploads = 0;
  server.on('POST', SELL_CALLS.idleParameters, formOk(PARAMETERS));
  server.on('GET', CONFIG_PATH, apiOk(CONFIG));
  server.on('POST', '/index/ajax/pic', () => {
    uploads += 1;
    return formOk([{ url: `/uploads/2026/11/upload-${uploads}.jpg` }]);
  });
});
afterEach(() => {
  act(() => {
    modalStore.close();
    toastStore.toasts = [];
  });
  server.restore();
});

/** The form with the site's formats read: the photos' hint names them. */
async function openForm(path: string) {
  renderSell(path);
  await screen.findByRole('form');
  await waitFor(() => expect(photosGroup()).toHaveAccessibleDescription(expect.stringContaining('photos in jpg, jpeg, png, up to 8 MB')));
}

const toasts = () => toastStore.toasts.map((toast) => toast.text);

const submit = (name = 'Submit for review') => fireEvent.click(screen.getByRole('button', { name }));

const VALID_USED = {
  Builder: 'Princess',
  Model: 'F55',
  'Year built': '2019',
  'Length (m)': '17.3',
  'Beam (m)': '4.7',
  'Draft (m)': '1.3',
  Cabins: '3',
  Berths: '6',
  Engines: '2 × Volvo Penta D13 900',
  'Engine hours': '640',
  'Top speed (knots)': '32',
  'Asking price': '1150000',
  Location: 'Port Solent',
  Description: DESCRIPTION,
};

function fillValidUsed() {
  fill(VALID_USED);
  fill({ Type: 'motor', Condition: 'excellent', 'Hull material': 'grp', Fuel: 'diesel', Currency: 'GBP', Country: 'GB' });
}

describe('a visitor', () => {
  beforeEach(beVisitor);

  it.each([
    ['/sell/new', 'List a new yacht'],
    ['/sell/used', 'Sell your used yacht'],
    ['/sell/used/12/edit', 'Edit your application'],
  ])('on %s sees "Log in to sell your yacht", which opens the login modal over the page', async (path, title) => {
    renderSell(path);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    const panel = screen.getByRole('region', { name: 'Log in to sell your yacht' });
    expect(screen.queryByRole('form')).toBeNull();
    fireEvent.click(within(panel).getByRole('button', { name: 'Log in' }));
    // The account modals' forms are fetched when one is first opened.
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
    expect(location.current).toBe(path);
    await server.settle();
    expect(server.requests).toEqual([]);
  });
});

// First of this file's config reads: shared/site keeps a config it has read for the page (and forgets a failure), so
// this must run before any test that opens the form with the config answered.
describe('the photos while the site’s formats cannot be read', () => {
  beforeEach(() => logInAs('seller-1'));

  it('names no format, offers any image, and takes nothing, saying so in a toast', async () => {
    server.on('GET', CONFIG_PATH, apiFail(500000, 'Something went wrong', 500));
    renderSell('/sell/used');
    await screen.findByRole('form');
    await server.settle();
    expect(photosGroup()).toHaveAccessibleDescription(expect.stringContaining('1-12 photos, up to 8 MB each.'));
    expect(document.querySelector('.sell-photo-input')).toHaveAttribute('accept', 'image/*');
    const input = await choosePhotos([jpeg('bow.jpg')]);
    expect(toasts()).toEqual([PHOTO_MESSAGES.formatsUnchecked]);
    expect(input.value).toBe('');
    expect(photoSources()).toEqual([]);
    await server.settle();
    expect(server.calls('POST', '/index/ajax/pic')).toEqual([]);
  });
});

describe('the sell form', () => {
  beforeEach(() => logInAs('seller-1'));

  it('groups every field in its section; the used form adds engine hours and condition, the new one does not', async () => {
    await openForm('/sell/used');
    const sections = within(screen.getByRole('form'))
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent);
    expect(sections).toEqual([
      'The yacht',
      'Dimensions and accommodation',
      'Engines and performance',
      'Price and location',
      'Description',
      'Photos',
    ]);
    expect(screen.getByLabelText('Engine hours')).toBeInTheDocument();
    expect(screen.getByLabelText('Condition')).toBeInTheDocument();
    // The selects are fed by idleYachtSellParameter; the country list is the contract's.
    expect(
      within(screen.getByLabelText('Type'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose a type', ...PARAMETERS.types.map((type) => type.label)]);
    expect(within(screen.getByLabelText('Country')).getByRole('option', { name: 'Greece' })).toHaveValue('GR');
    expect(server.calls('POST', SELL_CALLS.idleParameters)).toHaveLength(1);
  });

  it('the new-yacht form has no engine hours or condition and names its price the base price', async () => {
    await openForm('/sell/new');
    expect(screen.getByRole('heading', { level: 1, name: 'List a new yacht' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Engine hours')).toBeNull();
    expect(screen.queryByLabelText('Condition')).toBeNull();
    expect(screen.getByLabelText('Base price')).toBeInTheDocument();
    expect(screen.getByLabelText('Model year')).toBeInTheDocument();
  });

  it('shows SellIdleSchema’s message under every required field and sends nothing', async () => {
    await openForm('/sell/used');
    submit();
    expect(await screen.findByText('Please check the 17 fields marked below.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Please check the 17 fields marked below.');
    expectFieldError('Builder', SELL_MESSAGES.builder);
    expectFieldError('Model', SELL_MESSAGES.model);
    expectFieldError('Type', SELL_MESSAGES.type);
    expectFieldError('Year built', SELL_MESSAGES.year);
    expectFieldError('Condition', SELL_MESSAGES.condition);
    expectFieldError('Hull material', SELL_MESSAGES.hull);
    expectFieldError('Length (m)', SELL_MESSAGES.length);
    expectFieldError('Beam (m)', SELL_MESSAGES.beam);
    expectFieldError('Draft (m)', SELL_MESSAGES.draft);
    expectFieldError('Cabins', SELL_MESSAGES.cabins);
    expectFieldError('Berths', SELL_MESSAGES.berths);
    expectFieldError('Fuel', SELL_MESSAGES.fuel);
    expectFieldError('Asking price', SELL_MESSAGES.price);
    expectFieldError('Location', SELL_MESSAGES.location);
    expectFieldError('Country', SELL_MESSAGES.country);
    expectFieldError('Description', SELL_MESSAGES.description);
    expect(photosGroup()).toHaveAccessibleDescription(expect.stringContaining(SELL_MESSAGES.photos));
    // Optional fields stay quiet; the currency starts as euros.
    expectNoFieldError('Model line');
    expectNoFieldError('Engine hours');
    expectNoFieldError('Top speed (knots)');
    expect(screen.getByLabelText('Currency')).toHaveValue('EUR');
    expect(server.calls('POST', SELL_CALLS.createIdle)).toEqual([]);
  });

  it('checks the limits: year, length, speed, price and description length', async () => {
    await openForm('/sell/used');
    fill({
      'Year built': '1900',
      'Length (m)': '3',
      'Top speed (knots)': '95',
      'Asking price': '500',
      Description: 'Too short.',
    });
    submit();
    await screen.findByText(/Please check the/);
    expectFieldError('Year built', SELL_MESSAGES.year);
    expectFieldError('Length (m)', SELL_MESSAGES.length);
    expectFieldError('Top speed (knots)', SELL_MESSAGES.speed);
    expectFieldError('Asking price', SELL_MESSAGES.price);
    expectFieldError('Description', SELL_MESSAGES.description);
    fill({ 'Year built': String(SELL_LIMITS.yearMax + 1) });
    submit();
    await waitFor(() => expectFieldError('Year built', SELL_MESSAGES.year));
  });

  it('clears a field’s message as soon as the user changes it, and shows feet beside metres', async () => {
    await openForm('/sell/used');
    submit();
    await screen.findByText(/Please check the/);
    fill({ 'Length (m)': '17.3' });
    expectNoFieldError('Length (m)');
    expect(screen.getByLabelText('Length (m)')).toHaveAccessibleDescription('17.3 m is about 57 ft.');
    fill({ Type: 'sail' });
    expectNoFieldError('Type');
  });

  it('marks the photos as required like the required fields: a mark on the heading, a required file input', async () => {
    await openForm('/sell/used');
    expect(screen.getByRole('heading', { name: 'Photos' })).toHaveClass('section-required');
    expect(screen.getByLabelText('Add photos')).toBeRequired();
    expect(screen.getByLabelText('Builder')).toBeRequired();
    expect(screen.getByLabelText('Engines')).not.toBeRequired();
  });

  it('number fields take digits only (and one point where decimals make sense)', async () => {
    await openForm('/sell/used');
    fill({ 'Year built': '20a1.9', 'Length (m)': '17.3.5m', 'Asking price': '1,150,000' });
    expect(screen.getByLabelText('Year built')).toHaveValue('2019');
    expect(screen.getByLabelText('Length (m)')).toHaveValue('17.35');
    expect(screen.getByLabelText('Asking price')).toHaveValue('1150000');
  });

  it('reads a decimal comma as the decimal point: "12,35" m is 12.35 m, not 1235', async () => {
    await openForm('/sell/used');
    fill({ 'Length (m)': '12,35' });
    expect(screen.getByLabelText('Length (m)')).toHaveValue('12,35');
    expect(screen.getByLabelText('Length (m)')).toHaveAccessibleDescription('12.35 m is about 41 ft.');
  });
});

describe('the photos', () => {
  beforeEach(() => logInAs('seller-1'));

  it('uploads each chosen photo in turn through the platform upload, with a preview; the first is the cover', async () => {
    await openForm('/sell/used');
    await choosePhotos([jpeg('bow.jpg'), jpeg('saloon.jpg')]);
    expect(photoSources()).toEqual(['blob:bow.jpg', 'blob:saloon.jpg']);
    await waitFor(() => expect(server.calls('POST', '/index/ajax/pic')).toHaveLength(2));
    const sent = server.calls('POST', '/index/ajax/pic').map((request) => ((request.body as FormData).get('file') as File).name);
    expect(sent).toEqual(['bow.jpg', 'saloon.jpg']);
    expect(screen.getByRole('img', { name: 'Photo 1 (cover)' })).toBeInTheDocument();
    expect(within(photosGroup()).getByText('2 of 12')).toBeInTheDocument();
  });

  it('moves a photo left or right and removes one; the ends cannot move further', async () => {
    await openForm('/sell/used');
    await choosePhotos([jpeg('a.jpg'), jpeg('b.jpg'), jpeg('c.jpg')]);
    await waitFor(() => expect(uploads).toBe(3));
    expect(screen.getByRole('button', { name: 'Move photo 1 left' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move photo 3 right' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Move photo 3 left' }));
    expect(photoSources()).toEqual(['blob:a.jpg', 'blob:c.jpg', 'blob:b.jpg']);
    fireEvent.click(screen.getByRole('button', { name: 'Move photo 2 left' }));
    expect(photoSources()).toEqual(['blob:c.jpg', 'blob:a.jpg', 'blob:b.jpg']);
    // Focus stays with the photo that moved: it is now first, so its "right" button has it.
    expect(screen.getByRole('button', { name: 'Move photo 1 right' })).toHaveFocus();
    fireEvent.click(screen.getByRole('button', { name: 'Move photo 1 right' }));
    expect(photoSources()).toEqual(['blob:a.jpg', 'blob:c.jpg', 'blob:b.jpg']);
    fireEvent.click(screen.getByRole('button', { name: 'Remove photo 1' }));
    expect(photoSources()).toEqual(['blob:c.jpg', 'blob:b.jpg']);
    expect(screen.getByRole('button', { name: 'Remove photo 1' })).toHaveFocus();
  });

  it(`takes at most ${SELL_LIMITS.photosMax}: more are left out with the limit's message, and the add button goes`, async () => {
    await openForm('/sell/used');
    await choosePhotos(Array.from({ length: 10 }, (_, i) => jpeg(`p${i + 1}.jpg`)));
    await waitFor(() => expect(uploads).toBe(10));
    await choosePhotos([jpeg('p11.jpg'), jpeg('p12.jpg'), jpeg('p13.jpg')]);
    expect(photosGroup()).toHaveAccessibleDescription(expect.stringContaining(SELL_MESSAGES.photosMax));
    expect(photoSources()).toHaveLength(12);
    expect(photoSources()).not.toContain('blob:p13.jpg');
    expect(screen.queryByLabelText(/Add (more )?photos/)).toBeNull();
    await waitFor(() => expect(uploads).toBe(12));
    fireEvent.click(screen.getByRole('button', { name: 'Remove photo 12' }));
    expect(screen.getByLabelText('Add more photos')).toBeInTheDocument();
  });

  it('names the formats the config allows in the hint and offers only those in the file chooser', async () => {
    await openForm('/sell/used');
    expect(photosGroup()).toHaveAccessibleDescription(expect.stringContaining('1-12 photos in jpg, jpeg, png, up to 8 MB each.'));
    expect(screen.getByLabelText('Add photos')).toHaveAttribute('accept', '.jpg,.jpeg,.png');
  });

  it('refuses a selection with a format the config leaves out: a toast naming its formats, the selection cleared, nothing uploaded', async () => {
    await openForm('/sell/used');
    // webp is a photo, but not one this site's config allows.
    const input = await choosePhotos([jpeg('ok.jpg'), new File([new Uint8Array(3)], 'deck.webp', { type: 'image/webp' })]);
    expect(toasts()).toEqual(['Please upload photos in jpg,jpeg,png formats']);
    expect(input.value).toBe('');
    expect(photoSources()).toEqual([]);
    expect(photosGroup()).not.toHaveAccessibleDescription(expect.stringContaining(SELL_MESSAGES.photosMax));

    act(() => toastStore.dismiss(toastStore.toasts[0]!.id));
    await choosePhotos([new File(['%PDF'], 'survey.pdf', { type: 'application/pdf' })]);
    expect(toasts()).toEqual(['Please upload photos in jpg,jpeg,png formats']);
    await server.settle();
    expect(server.calls('POST', '/index/ajax/pic')).toEqual([]);

    // A format the config allows is taken and uploaded.
    await choosePhotos([new File([new Uint8Array(3)], 'deck.png', { type: 'image/png' })]);
    expect(photoSources()).toEqual(['blob:deck.png']);
    await waitFor(() => expect(within(photosGroup()).queryByRole('progressbar')).toBeNull());
    expect(server.calls('POST', '/index/ajax/pic')).toHaveLength(1);
  });

  it('a photo the upload refuses stays as a tile with its reason and a Remove button, not counted, until removed', async () => {
    server.on('POST', '/index/ajax/pic', formFail('Please upload photos in jpg, jpeg, png, webp formats', 0, 415));
    await openForm('/sell/used');
    await choosePhotos([jpeg('broken.jpg')]);
    const reason = await within(photosGroup()).findByRole('alert');
    expect(reason).toHaveTextContent('broken.jpg');
    expect(reason).toHaveTextContent(PHOTO_MESSAGES.notAPicture);
    expect(photoSources()).toEqual([]);
    expect(within(photosGroup()).getByText('0 of 12')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Move photo 1 left' })).toBeNull();
    expect(toasts()).toEqual([]);

    fillValidUsed();
    submit();
    await waitFor(() => expect(photosGroup()).toHaveAccessibleDescription(expect.stringContaining(PHOTO_MESSAGES.refused)));
    expect(server.calls('POST', SELL_CALLS.createIdle)).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Remove photo 1' }));
    expect(within(photosGroup()).queryByRole('alert')).toBeNull();
  });

  it('the api’s size limit shows on the refused photo’s tile', async () => {
    server.on('POST', '/index/ajax/pic', formFail('Each photo can be at most 8 MB.', 0, 413));
    await openForm('/sell/used');
    await choosePhotos([jpeg('huge.jpg')]);
    expect(await within(photosGroup()).findByRole('alert')).toHaveTextContent('Each photo can be at most 8 MB.');
  });

  it('asks to wait while a photo is still uploading', async () => {
    let release: () => void = () => undefined;
    server.on('POST', '/index/ajax/pic', () => new Promise((resolve) => (release = () => resolve(formOk([{ url: '/uploads/late.jpg' }])))));
    await openForm('/sell/used');
    fillValidUsed();
    await choosePhotos([jpeg('slow.jpg')]);
    submit();
    await waitFor(() => expect(photosGroup()).toHaveAccessibleDescription(expect.stringContaining(PHOTO_MESSAGES.uploading)));
    expect(server.calls('POST', SELL_CALLS.createIdle)).toEqual([]);
    release();
    await waitFor(() => expect(within(photosGroup()).queryByRole('progressbar')).toBeNull());
  });
});

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
    expect(body(server.calls('POST', SELL_CALLS.createIdle)[0])).toEqual({
      builder: 'Princess',
      model: 'F55',
      model_line: '',
      type: 'motor',
      year: 2019,
      length_m: 17.3,
      beam_m: 4.7,
      draft_m: 1.3,
      cabins: 3,
      berths: 6,
      engines: '2 × Volvo Penta D13 900',
      fuel: 'diesel',
      hull_material: 'grp',
      top_speed_kn: 32,
      price: 1150000,
      currency: 'GBP',
      location: 'Port Solent',
      country: 'GB',
      description: DESCRIPTION,
      photos: ['/uploads/2026/11/upload-2.jpg', '/uploads/2026/11/upload-1.jpg'],
      engine_hours: 640,
      condition: 'excellent',
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
