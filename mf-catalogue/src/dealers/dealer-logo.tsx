// A dealer's mark: its logo when it has one (and it loads), otherwise its initials on a coloured badge. Decorative
// beside the dealer's name, so it says nothing to a screen reader.
import { dealerInitials, dealerTone } from './dealer-format';
import { useStateFrom } from 'shared/ui';

export function DealerLogo({
  name,
  logoUrl,
  size = 'md',
  eager = false,
}: {
  name: string;
  logoUrl: string | null;
  /** md: a directory card (56 px); lg: the dealer page's header (88 px, 72 px on a phone). */
  size?: 'md' | 'lg';
  eager?: boolean;
}) {
  // A new logo gets its own chance to load.
  const [failed, setFailed] = useStateFrom(false, logoUrl);
  const className = `dealer-logo dealer-logo-${size}`;
  if (logoUrl && !failed) {
    return (
      <span className={`${className} dealer-logo-picture`} aria-hidden="true">
        <img src={logoUrl} alt="" loading={eager ? 'eager' : 'lazy'} decoding="async" onError={() => setFailed(true)} />
      </span>
    );
  }
  return (
    <span className={`${className} dealer-logo-initials dealer-tone-${dealerTone(name)}`} aria-hidden="true" data-testid="dealer-initials">
      {dealerInitials(name)}
    </span>
  );
}
