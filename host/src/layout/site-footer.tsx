import { Link } from 'react-router-dom';
import { paths } from '@yachts/contracts/paths';
import { CookieSettingsButton } from 'shared/consent';
import { FeedbackButton, SideMessageForm } from 'shared/site';

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
            <li>
              <Link to={paths.newYachts()}>New yachts</Link>
            </li>
            <li>
              <Link to={paths.usedYachts()}>Used yachts</Link>
            </li>
            <li>
              <Link to={paths.dealers()}>Dealers</Link>
            </li>
            <li>
              <Link to={paths.community()}>Community</Link>
            </li>
            <li>
              <Link to={paths.accountInformation()}>Account</Link>
            </li>
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
            <li>
              <Link to={paths.userAgreement()}>User Agreement</Link>
            </li>
            <li>
              <Link to={paths.privacyPolicy()}>Privacy Policy</Link>
            </li>
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
