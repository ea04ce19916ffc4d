// /user/agreement: the terms a member agrees to when creating an account (the register form links here).
import { Link } from 'react-router-dom';
import { paths } from '@yachts/contracts/paths';
import { CONTACT_SECTION, LegalPage, type LegalSection } from './legal-page';

const SECTIONS: LegalSection[] = [
  {
    id: 'about',
    title: 'About these terms',
    body: (
      <>
        <p>
          Yacht Harbour is an online marketplace where people find new and used yachts for sale, contact the people selling them, and talk
          about buying, owning and sailing boats in our community. These terms apply to everyone who uses the site; the parts about
          accounts, listings and the community apply once you create an account.
        </p>
        <p>
          By creating an account you confirm that you have read and agree to these terms and to our{' '}
          <Link to={paths.privacyPolicy()}>Privacy Policy</Link>, which explains what we do with your personal data.
        </p>
      </>
    ),
  },
  {
    id: 'account',
    title: 'Your account',
    body: (
      <>
        <p>You need an account to follow yachts, collect topics and articles, post in the community and apply to sell a yacht.</p>
        <ul>
          <li>You must be at least 18 years old and able to enter into a contract. One person, one account.</li>
          <li>
            Use an e-mail address that is yours and that you read. We send a six-digit code to it to confirm it when you register, change
            it, reset your password or log in with a code. A code works once and for ten minutes.
          </li>
          <li>
            Choose a password of 6 to 16 letters and digits that you do not use anywhere else, and keep it to yourself. You are responsible
            for what is done with your account until you tell us it has been misused.
          </li>
          <li>Keep your name and e-mail address up to date on your profile page. Your name is shown with what you post.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'listings',
    title: 'Listings and sell applications',
    body: (
      <>
        <p>
          Yachts are listed by builders, dealers, brokers and private owners. If you apply to list a yacht, you confirm that you own it or
          are authorised to sell it, and that what you tell us about it (builder, model, year, length, price, condition, equipment and
          photos) is true, complete and kept up to date. Mark a yacht as sold or withdraw it as soon as it is no longer available.
        </p>
        <p>
          We review applications and may ask for proof, decline a listing, or edit or remove one that breaks these terms, misleads buyers or
          gets credible complaints.
        </p>
        <p>
          Yacht Harbour is not a party to any sale. The contract is between buyer and seller, who agree the price, payment and handover
          between themselves. We do not inspect yachts or hold money. Before you buy, have the yacht surveyed, take a sea trial, check
          ownership, registration, outstanding finance and VAT status, and use a written contract.
        </p>
      </>
    ),
  },
  {
    id: 'messages',
    title: 'Messages and enquiries',
    body: (
      <>
        <p>
          When you send an enquiry about a yacht, we pass your message and the contact details you give (e-mail address and, if you add it,
          your mobile number) to the seller so they can answer you. You will find the enquiries you sent under Messages in your account.
        </p>
        <p>
          Use messages for genuine questions about a yacht or the site. Do not send advertising, chain messages or anything unlawful, and do
          not use contact details you receive for anything other than the conversation about that yacht. We may look at a message that has
          been reported to us and block accounts that misuse messaging.
        </p>
      </>
    ),
  },
  {
    id: 'community',
    title: 'The community',
    body: (
      <>
        <p>
          Topics, articles and comments are public. Be helpful and respectful; disagree with ideas, not with people. Do not post anything
          unlawful, hateful, harassing, sexually explicit, misleading or that infringes someone else’s rights, and do not post other
          people’s personal details. Advertising a yacht belongs in a listing, not in a topic.
        </p>
        <p>
          Anyone can report a post. We read reports and may remove posts and suspend accounts that break these rules. You keep the rights to
          what you write; you allow Yacht Harbour to show it on the site, and in search results and previews of the site, for as long as it
          stays published. Deleting a post removes it from the site.
        </p>
      </>
    ),
  },
  {
    id: 'uploads',
    title: 'Photos and other uploads',
    body: (
      <>
        <p>
          Only upload photos you took yourself or have permission to use. Photos are checked and re-encoded when you upload them (JPG, PNG
          or WebP) and the information cameras store inside them, such as the place a photo was taken, is removed. Uploaded photos are
          served from our site and anyone with their address can see them, so do not upload documents, identity papers or pictures of people
          who have not agreed to it.
        </p>
      </>
    ),
  },
  {
    id: 'acceptable-use',
    title: 'Using the site fairly',
    body: (
      <ul>
        <li>Do not copy listings or member data in bulk, or use automated tools to collect them.</li>
        <li>Do not try to get around our security, rate limits or the checks on forms, or access accounts that are not yours.</li>
        <li>Do not create accounts automatically or in bulk, or pretend to be someone else.</li>
        <li>Do not upload anything designed to harm the site or its visitors.</li>
      </ul>
    ),
  },
  {
    id: 'fees',
    title: 'Fees',
    body: (
      <p>
        Browsing, creating an account, following yachts and taking part in the community are free. If we offer paid services for sellers, we
        will show the price and terms before you order, and nothing is charged without your agreement.
      </p>
    ),
  },
  {
    id: 'liability',
    title: 'Our responsibility',
    body: (
      <>
        <p>
          We work to keep the site available and the information on it accurate, but listings are written by sellers and community posts by
          members, and we cannot guarantee that they are complete or correct. Prices may change and a yacht may be sold before its listing
          is updated.
        </p>
        <p>
          As far as the law allows, Yacht Harbour is not liable for losses arising from dealings between buyers and sellers or from relying
          on content written by others. Nothing in these terms limits liability that cannot be limited by law, or your rights as a consumer.
        </p>
      </>
    ),
  },
  {
    id: 'ending',
    title: 'Closing or suspending an account',
    body: (
      <p>
        You can ask us to close your account at any time. We may suspend or close an account that seriously or repeatedly breaks these
        terms, or to protect other members; where we can, we tell you why first and give you a chance to answer. Our{' '}
        <Link to={paths.privacyPolicy()}>Privacy Policy</Link> explains what happens to your data when an account is closed.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to these terms',
    body: (
      <p>
        We may update these terms when the site or the law changes. The date at the top shows the latest version. If a change matters to
        you, we will tell you by e-mail or on the site at least 30 days before it applies; if you do not agree, you can close your account
        before then.
      </p>
    ),
  },
  CONTACT_SECTION,
];

export function UserAgreementPage() {
  return (
    <LegalPage
      title="User Agreement"
      intro={
        <p>
          The rules for using Yacht Harbour: your account, listing a yacht, contacting sellers, the community and what we are responsible
          for. We have tried to write them plainly.
        </p>
      }
      sections={SECTIONS}
    />
  );
}
