// The way out of an empty list of yachts: to the new and the used ones.
import { Link } from 'react-router-dom';
import { paths } from '@yachts/contracts/paths';

export function BrowseYachts() {
  return (
    <div className="button-row button-row-center">
      <Link className="btn btn-primary" to={paths.newYachts()}>
        New yachts
      </Link>
      <Link className="btn btn-secondary" to={paths.usedYachts()}>
        Used yachts
      </Link>
    </div>
  );
}
