import { Link } from 'react-router-dom';
import { paths } from '@yachts/contracts/paths';
import { CookieSettingsButton } from 'shared/consent';
import { FeedbackButton, SideMessageForm } from 'shared/site';

interface FooterLink {
  to: string;
  label: string;
}

const SITE_LINKS: FooterLink[] = [
  { to: paths.newYachts(), label: 'New yachts' },
  { to: paths.usedYachts(), label: 'Used yachts' },
  { to: paths.dealers(), label: 'Dealers' },
  { to: paths.community(), label: 'Community' },
  { to: paths.accountInformation(), label: 'Account' },
];

const LEGAL_LINKS: FooterLink[] = [
  { to: paths.userAgreement(), label: 'User Agreement' },
  { to: paths.privacyPolicy(), label: 'Privacy Policy' },
];

/** The items of a footer list, one link each. */
function FooterLinks({ links }: { links: FooterLink[] }) {
  return links.map(({ to, label }) => (
    <li key={to}>
      <Link to={to}>{label}</Link>
    </li>
  ));
}

export function SiteFooter() {
  return (
    <footer className="site-footer">
      <div className="container footer-contact">
        <div className="footer-contact-intro">
          <h2>Questions about buying or selling?</h2>
          <p>Our brokers answer every message within one working day.</p>
        </div>
        <SideMessageForm title="Leave us a message" />
      </div>
      <div className="container site-footer-inner">
        <div>
          <p className="footer-brand">Yacht Harbour</p>
          <p className="footer-note">New and used yachts from builders and owners, and a community that knows them.</p>
        </div>
        <nav aria-label="Footer">
          <ul>
            <FooterLinks links={SITE_LINKS} />
          </ul>
        </nav>
      </div>
      <div className="container footer-legal">
        <span>© {new Date().getFullYear()} Yacht Harbour</span>
        {/* The terms an account is opened under (the register form asks to agree to them): readable from every page. */}
        {/* Floating at the corner of the screen on wider screens; on a phone it sits here, where it covers nothing. */}
        <FeedbackButton />
        <nav aria-label="Legal">
          <ul>
            <FooterLinks links={LEGAL_LINKS} />
            <li>
              <CookieSettingsButton className="footer-link-button" />
            </li>
          </ul>
        </nav>
        {/* For the people who deploy (the markup, the developer tools), not for visitors. */}
        <span className="build-note" hidden data-shell-build={__BUILD_VERSION__}>
          shell build {__BUILD_VERSION__}
        </span>
      </div>
    </footer>
  );
}
