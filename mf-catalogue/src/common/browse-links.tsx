// The way to the whole lists from a page with nothing to show: a dealer with nothing listed, a directory with nothing
// found, a comparison with no yachts in it.
import { Link } from 'react-router-dom';
import { KINDS } from './kinds';

export function BrowseLinks() {
  return (
    <div className="state-actions">
      <Link className="btn btn-primary" to={KINDS.idle.listPath}>
        Browse used yachts
      </Link>
      <Link className="btn btn-secondary" to={KINDS.new.listPath}>
        Browse new yachts
      </Link>
    </div>
  );
}
