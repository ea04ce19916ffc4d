// /user/privacy: what Yacht Harbour collects, why, the cookies it sets, how long it keeps data and the rights of
// the people it is about. The lifetimes quoted come from the contracts the api enforces.
import { Link } from 'react-router-dom';
import { paths } from '@yachts/contracts/paths';
import { ACCOUNT_LIMITS } from '@yachts/contracts/account';
import { CONSENT_MAX_AGE_DAYS, COOKIES } from '@yachts/contracts/cookies';
import { CONTACT_SECTION, LegalPage, type LegalSection } from './legal-page';

const COOKIE_ROWS: { name: string; purpose: string; lasts: string }[] = [
  {
    name: COOKIES.consent,
    purpose: 'Remembers whether you accepted or refused cookies (value “accepted” or “refused”), so we do not ask on every page.',
    lasts: `${CONSENT_MAX_AGE_DAYS} days`,
  },
  {
    name: COOKIES.visitor,
    purpose:
      'Your visit’s session. It ties the security tokens on our forms to your browser and keeps the limits on sending codes fair. Not readable by the page.',
    lasts: 'Until you close the browser',
  },
  {
    name: COOKIES.loginToken,
    purpose: 'Keeps you logged in. The page sends it with requests that act for your account.',
    lasts: `Ends after ${ACCOUNT_LIMITS.sessionIdleDays} days without use, and at most ${ACCOUNT_LIMITS.sessionAbsoluteDays} days after you log in; logging out ends it at once`,
  },
  {
    name: COOKIES.uuid,
    purpose: 'Your member id, so the pages know you are logged in and which posts are yours.',
    lasts: 'As long as the login',
  },
  {
    name: COOKIES.lengthUnit,
    purpose: 'Whether you read lengths in metres or feet, so every page (also the one our server draws) shows your unit.',
    lasts: '1 year, or until you choose again',
  },
  {
    name: COOKIES.currency,
    purpose: 'The currency you chose to see prices in, so every page shows them in it.',
    lasts: '1 year, or until you choose again',
  },
];

const SECTIONS: LegalSection[] = [
  {
    id: 'who',
    title: 'Who we are',
    body: (
      <p>
        Yacht Harbour runs this website, a marketplace for new and used yachts with a community for people who buy, own and sail them. We
        decide how the personal data described here is used and are responsible for it.
      </p>
    ),
  },
  {
    id: 'what',
    title: 'What we collect',
    body: (
      <ul>
        <li>
          <strong>Your account:</strong> your e-mail address, your name, your profile photo if you add one, whether your e-mail address is
          verified, and when you joined. Your password is turned into a code in your browser before it is sent, and we store only a slow,
          salted hash of that, so nobody at Yacht Harbour can read it.
        </li>
        <li>
          <strong>Listings and sell applications:</strong> the details and photos of the yacht and the contact details you give for it.
        </li>
        <li>
          <strong>Enquiries and messages:</strong> what you write to a seller or to us, with the e-mail address and mobile number (with its
          dialling code) you enter.
        </li>
        <li>
          <strong>Community activity:</strong> the topics, articles and comments you post, the posts you like or report, and the yachts,
          topics and sections you follow or collect.
        </li>
        <li>
          <strong>Feedback reports:</strong> the question type, your message, e-mail address, mobile number and any screenshots or photos
          you attach.
        </li>
        <li>
          <strong>Technical data:</strong> your IP address and browser details in our server logs, and records of failed log-ins and code
          requests, used to keep accounts safe and to stop abuse.
        </li>
      </ul>
    ),
  },
  {
    id: 'codes',
    title: 'E-mail codes',
    body: (
      <p>
        To confirm that an e-mail address is yours, we send a six-digit code to it when you register, log in with a code, reset your
        password, change your address or verify it. A code works once, for {ACCOUNT_LIMITS.codeTtlMinutes} minutes, and we store only a hash
        of it. You can ask for a new code after {ACCOUNT_LIMITS.codeCooldownSeconds} seconds, and only a few times an hour. We keep a record
        of each e-mail we send (address, subject, time) to show that it went out.
      </p>
    ),
  },
  {
    id: 'cookies',
    title: 'Cookies and local storage',
    body: (
      <>
        <p>
          We use only the cookies the site needs to work and to keep your account safe. There are no advertising or tracking cookies and no
          third-party analytics. When you first visit, a banner asks you to accept or refuse cookies; your answer is stored in the{' '}
          <code>{COOKIES.consent}</code> cookie.
        </p>
        <div className="legal-table-wrap">
          <table className="legal-table">
            <caption className="visually-hidden">Cookies set by Yacht Harbour</caption>
            <thead>
              <tr>
                <th scope="col">Cookie</th>
                <th scope="col">What it is for</th>
                <th scope="col">How long it lasts</th>
              </tr>
            </thead>
            <tbody>
              {COOKIE_ROWS.map((row) => (
                <tr key={row.name}>
                  <th scope="row">
                    <code>{row.name}</code>
                  </th>
                  <td>{row.purpose}</td>
                  <td>{row.lasts}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p>
          If you refuse cookies, you can still browse yachts and read the community. The log-in, registration, password reset and
          change-of-e-mail pages keep working, because without their cookies you could not log in safely; the other pages will not send
          forms until you accept. The yachts you put aside to compare are kept in your browser’s session storage for the open tab only, and
          never sent to us except as the address of the compare page you open.
        </p>
      </>
    ),
  },
  {
    id: 'uploads',
    title: 'Photos you upload',
    body: (
      <p>
        Every photo is checked and re-encoded on upload, and the information cameras and phones store inside photos, including the place
        where it was taken, is removed. Photos are stored under a long random address and can be seen by anyone who has that address, so
        please do not upload documents or private pictures.
      </p>
    ),
  },
  {
    id: 'use',
    title: 'How we use your data',
    body: (
      <ul>
        <li>To run your account, show your profile and posts, and send the e-mails you ask for (codes, replies, notices).</li>
        <li>To pass your enquiry and contact details to the seller you write to, so they can answer you.</li>
        <li>To review listings, act on reports and keep the site and its members safe from fraud, spam and abuse.</li>
        <li>To answer your feedback and improve the site.</li>
      </ul>
    ),
  },
  {
    id: 'sharing',
    title: 'Who we share it with',
    body: (
      <>
        <p>We do not sell your personal data and we do not share it for advertising.</p>
        <ul>
          <li>Sellers receive the enquiries you send them, with the contact details you give.</li>
          <li>Other members and visitors see your name, photo and public posts.</li>
          <li>Companies that host the site and deliver our e-mail process data for us under contract, only to provide those services.</li>
          <li>Authorities, when the law requires it.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'retention',
    title: 'How long we keep it',
    body: (
      <ul>
        <li>Account data, follows and collections: while your account is open, and deleted within 30 days after it is closed.</li>
        <li>
          Community posts: while they are published. When an account is closed, its posts are deleted or, where others replied to them,
          shown without your name.
        </li>
        <li>Enquiries and messages: 24 months after they were sent.</li>
        <li>Feedback reports and their photos: 12 months.</li>
        <li>E-mail codes: unusable after {ACCOUNT_LIMITS.codeTtlMinutes} minutes or first use, and deleted within a day.</li>
        <li>
          Log-ins: a login ends after {ACCOUNT_LIMITS.sessionIdleDays} days without use and at most {ACCOUNT_LIMITS.sessionAbsoluteDays}{' '}
          days after you logged in.
        </li>
        <li>Server logs and records of failed log-ins: 30 days.</li>
      </ul>
    ),
  },
  {
    id: 'rights',
    title: 'Your rights',
    body: (
      <>
        <p>
          You can see and correct your name, photo and e-mail address at any time on your <Link to={paths.userProfile()}>profile page</Link>{' '}
          and <Link to={paths.accountInformation()}>account overview</Link>. You can also ask us for a copy of the data we hold about you,
          to correct or delete it, to restrict or object to how we use it, or to receive it in a format you can take elsewhere.
        </p>
        <p>
          If you think we have not handled your data properly, please tell us first. You also have the right to complain to the data
          protection authority where you live.
        </p>
      </>
    ),
  },
  {
    id: 'security',
    title: 'Security',
    body: (
      <p>
        The site is served over an encrypted connection. Passwords, login tokens and e-mail codes are stored only as hashes, forms are
        protected against requests from other sites, and repeated failed log-ins or code requests are slowed down. No system is perfectly
        secure: use a password you use nowhere else and log out on shared computers.
      </p>
    ),
  },
  {
    id: 'children',
    title: 'Children',
    body: <p>Yacht Harbour is not meant for children. You must be 18 or over to create an account.</p>,
  },
  {
    id: 'changes',
    title: 'Changes to this policy',
    body: (
      <p>
        When we change this policy we update the date at the top. If a change affects how we use data we already hold, we will tell you by
        e-mail or on the site before it applies.
      </p>
    ),
  },
  CONTACT_SECTION,
];

export function PrivacyPolicyPage() {
  return (
    <LegalPage
      title="Privacy Policy"
      intro={
        <p>
          What personal data Yacht Harbour collects when you use the site, why, which cookies we set, how long we keep data and the choices
          you have. See also the <Link to={paths.userAgreement()}>User Agreement</Link>.
        </p>
      }
      sections={SECTIONS}
    />
  );
}
