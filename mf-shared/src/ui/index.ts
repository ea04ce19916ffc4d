// shared/ui: the design system's public face. Importing it loads the design tokens once for the page.
import './tokens.css';

export { PageIntro, LengthUnitToggle, SkeletonCards, EmptyState, ErrorState, NotFoundPage, BuildStamp, Pager } from './components';
export { formatPrice, formatLength, formatLengthBoth } from './format';
export { useAsync, type AsyncState } from './use-async';
