// Test support for the sell form's pages: the fake api every test starts from (the used form's parameters, the
// site's config, the platform upload counting what it takes), the form opened, and what the tests read and send.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { SELL_CALLS } from '@yachts/contracts/selling';
import { SITE_API } from '@yachts/contracts/site';
import { toastStore } from 'shared/ui';
import { acceptCookies, answerWebsiteConfig, clearToasts, closeModals, type FakeServer, fakeServerPerTest, formOk } from 'shared/testing';
import { DESCRIPTION, PARAMETERS } from './fixtures';
import { fill, photosGroup } from './form-helpers';
import { renderSell } from './render-sell';

/** The fake api of the test running now (shared/testing's fakeServerPerTest, set by setUpSellFormServer). */
export let server: FakeServer;
/** How many photos the platform upload has taken in the test running now. */
export let uploads: number;

/** The config call's address (docs/product.md §7C). */
export const CONFIG_PATH = SITE_API.websiteConfig;

/** Installs, for every test of the calling file, the fake api and the object URLs the previews use. */
export function setUpSellFormServer() {
  beforeAll(() => {
    acceptCookies();
    URL.createObjectURL = jest.fn((file: Blob) => `blob:${(file as File).name}`);
    URL.revokeObjectURL = jest.fn();
  });
  server = fakeServerPerTest(closeModals, clearToasts);
  beforeEach(() => {
    uploads = 0;
    server.on('POST', SELL_CALLS.idleParameters, formOk(PARAMETERS));
    // Three formats allowed, webp not among them; twelve photos.
    answerWebsiteConfig(server, 12);
    server.on('POST', '/index/ajax/pic', () => {
      uploads += 1;
      return formOk([{ url: `/uploads/2026/11/upload-${uploads}.jpg` }]);
    });
  });
}

export { body } from './sent-body';

/** The form with the site's formats read: the photos' hint names them. */
export async function openForm(path: string) {
  renderSell(path);
  await screen.findByRole('form');
  await waitFor(() => expect(photosGroup()).toHaveAccessibleDescription(expect.stringContaining('photos in jpg, jpeg, png, up to 8 MB')));
}

export const toasts = () => toastStore.toasts.map((toast) => toast.text);

export const submit = (name = 'Submit for review') => fireEvent.click(screen.getByRole('button', { name }));

export const VALID_USED = {
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

export function fillValidUsed() {
  fill(VALID_USED);
  fill({ Type: 'motor', Condition: 'excellent', 'Hull material': 'grp', Fuel: 'diesel', Currency: 'GBP', Country: 'GB' });
}
