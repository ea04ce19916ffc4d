import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DEALER_FEEDS_API, DEALER_FEEDS_LIMITS, DEALER_FEEDS_MESSAGES } from '@yachts/contracts/dealer-feeds';
import { ErrorCode } from '@yachts/contracts/envelope';
import { paths } from '@yachts/contracts/paths';
import {
  apiFail,
  apiOk,
  beVisitor,
  chooseFiles,
  closeModals,
  expectFieldError,
  expectNothingAsked,
  expectTexts,
  signedFields,
  textsOf,
} from 'shared/testing';
import { withFakeApi } from '../../testing/fake-api';
import { renderSell } from '../testing/render-sell';
import { dealerFeeds, feedRun, feedSource, withFeeds } from './dealer-feeds-fixtures';
import { expectNotDealerPanel } from './dealer-test-fixtures';

const server = withFakeApi({ member: 'dealer-1' }, closeModals);

const CSV = 'ref,kind,builder\r\nRY-1042,used,Princess\r\n';

async function openUpload() {
  renderSell(paths.dealerFeeds());
  return screen.findByRole('region', { name: 'Upload a feed file' });
}

describe('the Feeds page (/sell/dealer/feeds): uploading a feed file', () => {
  it('sends the file’s text with the format its name says and the whole-stock choice, then shows the report', async () => {
    withFeeds(server);
    server.on(
      'POST',
      DEALER_FEEDS_API.upload,
      apiOk(feedRun({ id: 42, refused: [{ where: 'line 3', reason: 'Please add at least one photo.' }] })),
    );
    const upload = await openUpload();
    // What the page asks for after the import: the run among the latest.
    withFeeds(server, dealerFeeds({ runs: [feedRun({ id: 42 }), feedRun({ id: 40, origin: 'fetch', sourceId: 5 })] }));
    const format = within(upload).getByLabelText('Format');
    expect(format).toHaveValue('openmarine');
    const whole = within(upload).getByRole('checkbox', { name: 'This file is our whole stock (listings not in it are withdrawn)' });
    expect(whole).toBeChecked();
    expect(whole).toHaveAccessibleDescription(/every listing an earlier feed brought that is missing from this file leaves the catalogue/);

    await chooseFiles(within(upload).getByLabelText('Feed file'), [new File([CSV], 'stock.csv', { type: 'text/csv' })]);
    expect(format).toHaveValue('csv');
    fireEvent.click(whole);
    fireEvent.click(within(upload).getByRole('button', { name: 'Import' }));

    const heading = await within(upload).findByRole('heading', { name: 'Import report' });
    expect(signedFields(server.calls('POST', DEALER_FEEDS_API.upload)[0])).toEqual({ format: 'csv', full: false, content: CSV });
    await waitFor(() => expect(heading).toHaveFocus());
    const report = within(upload).getByRole('region', { name: 'Import report' });
    expect(within(report).getByText('Created').nextElementSibling).toHaveTextContent('3');
    expect(within(report).getByRole('table', { name: /1 record refused/ })).toHaveTextContent('line 3Please add at least one photo.');
    expect(within(upload).getByRole('status')).toHaveTextContent(
      'The feed was imported: 3 created, 2 updated, 1 withdrawn, 12 unchanged, 1 record refused.',
    );
    // The new run leads the list of imports.
    const imports = screen.getByRole('list', { name: 'Imports' });
    expect(within(imports).getAllByRole('listitem')[0]).toHaveTextContent('Uploaded file');
  });

  it('refuses a file larger than the api takes without sending it', async () => {
    withFeeds(server);
    const upload = await openUpload();
    const tooLarge = new File(['a'.repeat(DEALER_FEEDS_LIMITS.uploadMax + 1)], 'stock.xml', { type: 'application/xml' });
    await chooseFiles(within(upload).getByLabelText('Feed file'), [tooLarge]);
    fireEvent.click(within(upload).getByRole('button', { name: 'Import' }));
    await waitFor(() => expectFieldError('Feed file', DEALER_FEEDS_MESSAGES.tooLarge));
    await server.settle();
    expect(server.calls('POST', DEALER_FEEDS_API.upload)).toEqual([]);
  });

  it('asks for a file before sending anything', async () => {
    withFeeds(server);
    const upload = await openUpload();
    fireEvent.click(within(upload).getByRole('button', { name: 'Import' }));
    await waitFor(() => expectFieldError('Feed file', DEALER_FEEDS_MESSAGES.content));
    expect(server.calls('POST', DEALER_FEEDS_API.upload)).toEqual([]);
  });

  it('shows a failed import’s reason in the error look and says it in the live region', async () => {
    withFeeds(server);
    const failure = 'The file is not well-formed XML (line 1).';
    server.on('POST', DEALER_FEEDS_API.upload, apiOk(feedRun({ id: 43, status: 'failed', failure, created: 0, updated: 0 })));
    const upload = await openUpload();
    await chooseFiles(within(upload).getByLabelText('Feed file'), [new File(['<open_marine>'], 'stock.xml')]);
    fireEvent.click(within(upload).getByRole('button', { name: 'Import' }));
    const report = await within(upload).findByRole('region', { name: 'Import report' });
    expect(within(report).getByText('Failed')).toBeInTheDocument();
    expect(within(report).getByText('The import failed and changed nothing.').closest('p')).toHaveTextContent(failure);
    expect(signedFields(server.calls('POST', DEALER_FEEDS_API.upload)[0])).toMatchObject({ format: 'openmarine', full: true });
    expect(within(upload).getByRole('status')).toHaveTextContent(`The import failed and changed nothing. ${failure}`);
  });

  it('shows the api’s refusal of the upload under the form', async () => {
    withFeeds(server);
    server.on('POST', DEALER_FEEDS_API.upload, apiFail(ErrorCode.BAD_REQUEST, DEALER_FEEDS_MESSAGES.format, 400));
    const upload = await openUpload();
    await chooseFiles(within(upload).getByLabelText('Feed file'), [new File([CSV], 'stock.csv')]);
    fireEvent.click(within(upload).getByRole('button', { name: 'Import' }));
    expect(await within(upload).findByRole('alert')).toHaveTextContent(DEALER_FEEDS_MESSAGES.format);
  });
});

describe('the Feeds page: feed addresses', () => {
  async function openSources() {
    renderSell(paths.dealerFeeds());
    return screen.findByRole('region', { name: 'Feed addresses' });
  }

  it('lists each address with its format, whole-stock flag, schedule and fetches', async () => {
    withFeeds(
      server,
      dealerFeeds({
        sources: [
          feedSource(),
          feedSource({ id: 6, url: 'https://x.example/f.csv', format: 'csv', full: false, everyHours: 1, lastRunAt: null }),
        ],
      }),
    );
    const sources = await openSources();
    const [first, second] = within(within(sources).getByRole('list')).getAllByRole('listitem');
    expectTexts(first!, ['https://stock.riviera.example/openmarine.xml', 'OpenMarine XML', 'Whole stock', 'Every 24 hours']);
    expectTexts(second!, ['CSV', 'Adds and updates', 'Every hour', 'Not fetched yet']);
  });

  it('lets the owner add an address: the body sent, and the api’s refusal under the field it is about', async () => {
    withFeeds(server, dealerFeeds({ sources: [] }));
    server.on('POST', DEALER_FEEDS_API.addSource, apiFail(ErrorCode.BAD_REQUEST, DEALER_FEEDS_MESSAGES.url, 400));
    const sources = await openSources();
    const url = within(sources).getByLabelText('Feed address');
    const hours = within(sources).getByLabelText('Fetch every (hours)');
    expect(hours).toHaveValue('24');
    fireEvent.change(url, { target: { value: 'https://feeds.example/stock.csv' } });
    fireEvent.change(within(sources).getByLabelText('Format'), { target: { value: 'csv' } });
    fireEvent.change(hours, { target: { value: '6' } });
    fireEvent.click(within(sources).getByRole('button', { name: 'Add the address' }));
    await waitFor(() => expectFieldError('Feed address', DEALER_FEEDS_MESSAGES.url));
    expect(signedFields(server.calls('POST', DEALER_FEEDS_API.addSource)[0])).toEqual({
      url: 'https://feeds.example/stock.csv',
      format: 'csv',
      full: true,
      everyHours: 6,
    });

    // A refusal about no one field stands under the form; a success says the first fetch is on its way.
    server.on('POST', DEALER_FEEDS_API.addSource, apiFail(ErrorCode.BAD_REQUEST, DEALER_FEEDS_MESSAGES.tooManySources, 409));
    fireEvent.click(within(sources).getByRole('button', { name: 'Add the address' }));
    expect(await within(sources).findByRole('alert')).toHaveTextContent(DEALER_FEEDS_MESSAGES.tooManySources);

    server.on('POST', DEALER_FEEDS_API.addSource, apiOk(feedSource({ id: 9, url: 'https://feeds.example/stock.csv' })));
    withFeeds(server, dealerFeeds({ sources: [feedSource({ id: 9, url: 'https://feeds.example/stock.csv' })] }));
    fireEvent.click(within(sources).getByRole('button', { name: 'Add the address' }));
    await waitFor(() => expect(within(sources).getByRole('status')).toHaveTextContent(DEALER_FEEDS_MESSAGES.queued));
    expect(await within(sources).findByRole('listitem', { name: 'https://feeds.example/stock.csv' })).toBeInTheDocument();
    expect(url).toHaveValue('');
  });

  it('checks the address and the hours before sending', async () => {
    withFeeds(server, dealerFeeds({ sources: [] }));
    const sources = await openSources();
    fireEvent.change(within(sources).getByLabelText('Fetch every (hours)'), { target: { value: '200' } });
    fireEvent.click(within(sources).getByRole('button', { name: 'Add the address' }));
    expectFieldError('Feed address', DEALER_FEEDS_MESSAGES.url);
    expectFieldError('Fetch every (hours)', DEALER_FEEDS_MESSAGES.everyHours);
    expect(server.calls('POST', DEALER_FEEDS_API.addSource)).toEqual([]);
  });

  it('removes an address after a confirmation, and fetches one now', async () => {
    withFeeds(server);
    server.on('POST', DEALER_FEEDS_API.removeSource, apiOk(null));
    server.on('POST', DEALER_FEEDS_API.runSource, apiOk(null));
    const sources = await openSources();
    fireEvent.click(within(sources).getByRole('button', { name: 'Fetch now https://stock.riviera.example/openmarine.xml' }));
    await waitFor(() => expect(within(sources).getByRole('status')).toHaveTextContent(DEALER_FEEDS_MESSAGES.queued));
    expect(signedFields(server.calls('POST', DEALER_FEEDS_API.runSource)[0])).toEqual({ id: 5 });

    fireEvent.click(within(sources).getByRole('button', { name: 'Remove https://stock.riviera.example/openmarine.xml' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove this feed address?' });
    expect(server.calls('POST', DEALER_FEEDS_API.removeSource)).toEqual([]);
    withFeeds(server, dealerFeeds({ sources: [] }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove the address' }));
    expect(await within(sources).findByText('No feed address yet.')).toBeInTheDocument();
    expect(signedFields(server.calls('POST', DEALER_FEEDS_API.removeSource)[0])).toEqual({ id: 5 });
  });

  it('shows staff the addresses read-only: no form to add and no Remove', async () => {
    withFeeds(server, dealerFeeds({ role: 'staff' }));
    const sources = await openSources();
    expect(within(sources).getByRole('listitem', { name: 'https://stock.riviera.example/openmarine.xml' })).toBeInTheDocument();
    expect(within(sources).getByText(/Only the dealer’s owner adds or removes them/)).toBeInTheDocument();
    expect(within(sources).queryByRole('button', { name: /^Remove/ })).toBeNull();
    expect(within(sources).queryByLabelText('Feed address')).toBeNull();
    // Fetching one now changes no address, and the api grants it to staff as well.
    expect(within(sources).getByRole('button', { name: 'Fetch now https://stock.riviera.example/openmarine.xml' })).toBeEnabled();
    // Staff still upload files.
    expect(screen.getByRole('region', { name: 'Upload a feed file' })).toBeInTheDocument();
  });
});

describe('the Feeds page: imports, templates and who may see it', () => {
  it('lists the latest imports, each opening to its report', async () => {
    withFeeds(server, dealerFeeds({ runs: [feedRun({ id: 40, origin: 'fetch', warnings: ['2 adverts were sold and left out.'] })] }));
    renderSell(paths.dealerFeeds());
    const imports = await screen.findByRole('list', { name: 'Imports' });
    const row = within(imports).getByRole('listitem');
    expect(row).toHaveTextContent('Fetched from an address');
    expect(row).toHaveTextContent('3 created, 2 updated, 1 withdrawn, 12 unchanged, 0 records refused.');
    const toggle = within(row).getByRole('button', { name: /Show the report/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const report = within(row).getByRole('region', { name: 'Report' });
    expect(within(report).getByText('Photos fetched').nextElementSibling).toHaveTextContent('17');
    expect(within(report).getByText('1 warning')).toBeInTheDocument();
  });

  it('gives the CSV template, its columns and the exports as downloads', async () => {
    withFeeds(server);
    renderSell(paths.dealerFeeds());
    const section = await screen.findByRole('region', { name: 'Templates and exports' });
    expect(within(section).getByRole('link', { name: 'Download the CSV template' })).toHaveAttribute('href', DEALER_FEEDS_API.template);
    expect(within(section).getByRole('link', { name: 'All listings as OpenMarine XML' })).toHaveAttribute(
      'href',
      DEALER_FEEDS_API.exportXml,
    );
    expect(within(section).getByRole('link', { name: 'All listings as CSV' })).toHaveAttribute('href', DEALER_FEEDS_API.exportCsv);
    expect(within(section).getByRole('link', { name: 'Conversations as CSV' })).toHaveAttribute('download');
    const table = await within(section).findByRole('table', { name: /The CSV columns/ });
    expect(textsOf(table, 'columnheader')).toEqual(['Column', 'Required', 'What it holds', 'Example']);
    expect(within(table).getByRole('row', { name: /ref Yes Your own reference/ })).toHaveTextContent('RY-1042');
  });

  it('tells a member who works for no dealer, in the api’s words, with the way back to selling', async () => {
    await expectNotDealerPanel(server, DEALER_FEEDS_API.feeds, paths.dealerFeeds(), 'No stock feeds here');
    expect(screen.queryByRole('region', { name: 'Upload a feed file' })).toBeNull();
  });

  it('asks a visitor to log in and asks the api nothing', async () => {
    beVisitor();
    renderSell(paths.dealerFeeds());
    expect(await screen.findByRole('heading', { name: 'Log in to manage your stock feeds' })).toBeInTheDocument();
    await expectNothingAsked(server);
  });
});
