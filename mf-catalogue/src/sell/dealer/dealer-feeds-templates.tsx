// "Templates and exports" on the Feeds page (decision 045): the CSV template and its columns (from the api, the list
// the template is made from), and the dealer's listings and conversations as files. The exports are plain links: the
// api reads the login cookie on these GETs (as well as the header), so the browser downloads them itself.
import { DEALER_FEEDS_API } from '@yachts/contracts/dealer-feeds';
import { errorMessage } from 'shared/api';
import { ErrorState, useAsync } from 'shared/ui';
import { listFeedFields } from '../api/list-feed-fields';

function FieldsTable() {
  const [state, reload] = useAsync((signal) => listFeedFields(signal), 'dealer-feed-fields');
  if (state.status === 'loading') return <p className="feeds-empty">Loading the columns…</p>;
  if (state.status === 'error')
    return <ErrorState title="We couldn’t load the columns" message={errorMessage(state.error)} onRetry={reload} />;
  return (
    <div className="feeds-table-wrap" role="region" aria-label="The CSV columns" tabIndex={0}>
      <table className="feeds-table feeds-fields">
        <caption>The CSV columns: one listing a line, a header line first, lengths in metres.</caption>
        <thead>
          <tr>
            <th scope="col">Column</th>
            <th scope="col">Required</th>
            <th scope="col">What it holds</th>
            <th scope="col">Example</th>
          </tr>
        </thead>
        <tbody>
          {state.data.map((field) => (
            <tr key={field.name}>
              <th scope="row">
                <code>{field.name}</code>
              </th>
              <td>{field.required ? 'Yes' : 'No'}</td>
              <td>{field.holds}</td>
              <td className="feeds-example">{field.example}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function FeedTemplates() {
  return (
    <section className="surface-panel sell-card feeds-card" aria-labelledby="feeds-templates-title">
      <h2 id="feeds-templates-title">Templates and exports</h2>
      <div className="feeds-downloads">
        <div>
          <h3 className="feeds-subtitle">CSV template</h3>
          <p className="sell-note">
            The header and one example line; fill in a line per yacht, or save your spreadsheet with these columns.
          </p>
          <a className="btn btn-secondary btn-small" href={DEALER_FEEDS_API.template} download>
            Download the CSV template
          </a>
        </div>
        <div>
          <h3 className="feeds-subtitle">Exports</h3>
          <p className="sell-note">Every listing of the dealer, and every message of its conversations with buyers.</p>
          <ul className="stack-list feeds-export-links">
            <li>
              <a href={DEALER_FEEDS_API.exportXml} download>
                All listings as OpenMarine XML
              </a>
            </li>
            <li>
              <a href={DEALER_FEEDS_API.exportCsv} download>
                All listings as CSV
              </a>
            </li>
            <li>
              <a href={DEALER_FEEDS_API.exportConversations} download>
                Conversations as CSV
              </a>
            </li>
          </ul>
        </div>
      </div>
      <details className="feeds-fields-details">
        <summary>The CSV columns</summary>
        <FieldsTable />
      </details>
    </section>
  );
}
