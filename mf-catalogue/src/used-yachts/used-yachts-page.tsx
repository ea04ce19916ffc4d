import { Link } from 'react-router-dom';
import { paths } from '@yachts/contracts/paths';
import { BuildStamp, EmptyState, PageIntro } from 'shared/ui';

/** Used ("idle") listings arrive with the catalogue's brokerage work; until then the page says so plainly. */
export function UsedYachtsPage() {
  return (
    <div className="container catalogue-page">
      <PageIntro title="Used yachts for sale" lead="Yachts from owners and brokers." />
      <EmptyState title="Used listings open soon">
        <p>We are preparing the first brokerage listings. Meanwhile you can compare new models from the builders.</p>
        <Link className="btn btn-primary" to={paths.newYachts()}>
          Browse new yachts
        </Link>
      </EmptyState>
      <BuildStamp area="catalogue" version={__BUILD_VERSION__} />
    </div>
  );
}
