// shared/ui: the design system's public face. Importing it loads the design tokens once for the page.
import './tokens.css';
import './pills.css';
import './links.css';

export {
  PageIntro,
  LengthUnitToggle,
  CurrencySelect,
  PriceTag,
  SkeletonCards,
  EmptyState,
  ErrorState,
  NotFoundPage,
  BuildStamp,
  Pager,
} from './components';
export { formatPrice, formatLength, formatLengthBoth, currencySymbol } from './format';
export { useAsync, type AsyncState } from './use-async';
export { AsyncView, type AsyncViewProps } from './async-view';
export { useMemberAsync } from './use-member-async';
export { useHydrated } from './use-hydrated';
export { useMounted } from './use-mounted';
export { useStateFrom } from './use-state-from';
export { whenNearScreen, NEAR_SCREEN_MARGIN } from './when-near-screen';
export { AreaSlot } from './area-slot';
export { useLinkCall, type LinkCallOutcome } from './use-link-call';
export { useMailLinkToken } from './use-mail-link-token';
export { formatDate, formatDateTime, formatMonth } from './dates';
export { dateFormat, numberFormat, relativeTimeFormat } from './intl-formats';
export { SiteLink, isSitePath } from './site-link';
export { ToastViewport, LoadingOverlay, BackToTop, FallbackImage, Avatar, DEFAULT_PICTURE_URL, DEFAULT_AVATAR_URL } from './furniture';
export { showToast, toastStore, TOAST_DURATION_MS } from './toast-store';
export { loadingStore, type LoadingMode } from './loading-store';
export { truncate } from './text';
export { rovingIndex } from './roving-index';
export { MissingPanel } from './missing-panel';
export { BusyButton, type BusyButtonProps } from './busy-button';
export { Breadcrumbs, type Crumb } from './breadcrumbs';
export { ReportOpenButton, type ReportOpenButtonProps } from './report-open-button';
export { LoginMark, SuccessMark } from './marks';
export { ArrowIcon, CloseIcon, FlagIcon, HeartIcon, PlusIcon, TrashIcon } from './icons';
export { LoadingStatus, SkeletonList } from './loading-status';
export { SkeletonRows, type SkeletonRowsLook } from './skeleton-rows';
export { StatFigures } from './stat-figures';
export { usePageMeta, usePageTitle, SITE_NAME } from './use-page-title';
export { pageCount, pageFrom, useFocusAfterPaging, useListAddress, type ListAddress } from './list-address';
export { PagedItems } from './paged-items';
