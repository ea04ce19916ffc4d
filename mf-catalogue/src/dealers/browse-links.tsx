// The way from a dealer with nothing listed (or a directory with nothing found) to the whole lists.
import { Link } from 'react-router-dom';
import { KINDS } from '../common/kinds';

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
