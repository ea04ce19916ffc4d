// The frame of the User Agreement and the Privacy Policy: a readable column, the date, a list of the sections to
// jump to, and each section under its own heading.
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@yachts/contracts/paths';
import { BuildStamp, usePageTitle } from 'shared/ui';

export interface LegalSection {
  id: string;
  title: string;
  body: ReactNode;
}

/** The date the texts last changed; shown on both documents. */
export const LEGAL_UPDATED = { iso: '2026-11-21', text: '21 November 2026' };

export function LegalPage({ title, intro, sections }: { title: string; intro: ReactNode; sections: LegalSection[] }) {
  usePageTitle(title);
  return (
    <div className="container legal-page">
      <article className="surface-panel legal-document" aria-labelledby="legal-title">
        <header className="legal-head">
          <p className="overline legal-kicker">Yacht Harbour</p>
          <h1 id="legal-title">{title}</h1>
          <p className="legal-updated">
            Last updated <time dateTime={LEGAL_UPDATED.iso}>{LEGAL_UPDATED.text}</time>
          </p>
          <div className="legal-intro">{intro}</div>
        </header>
        <nav className="legal-toc" aria-label="On this page">
          <ol>
            {sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{section.title}</a>
              </li>
            ))}
          </ol>
        </nav>
        {sections.map((section, index) => (
          <section key={section.id} id={section.id} className="legal-section" aria-labelledby={`${section.id}-title`}>
            <h2 id={`${section.id}-title`}>
              <span className="legal-number">{index + 1}.</span> {section.title}
            </h2>
            {section.body}
          </section>
        ))}
        <footer className="legal-foot">
          <p>
            See also: <Link to={paths.userAgreement()}>User Agreement</Link> · <Link to={paths.privacyPolicy()}>Privacy Policy</Link>
          </p>
        </footer>
      </article>
      <BuildStamp area="account" version={__BUILD_VERSION__} />
    </div>
  );
}

/** How to reach us: the last section of both documents. */
export const CONTACT_SECTION: LegalSection = {
  id: 'contact',
  title: 'Contact',
  body: (
    <p>
      Use the <strong>Feedback</strong> button shown on every page of the site, choose the question type that fits best, and give the e-mail
      address of your account so we can find it and answer you. We reply within five working days, and within one month to requests about
      your personal data.
    </p>
  ),
};
