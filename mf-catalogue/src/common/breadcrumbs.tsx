// The trail above a yacht's or a dealer's page (Home › … › this page), and the paragraphs of a seller's text.
import { Link } from 'react-router-dom';

export interface Crumb {
  to: string;
  label: string;
}

/** The links leading to this page, then this page's own name (not a link). */
export function Breadcrumbs({ trail, current }: { trail: Crumb[]; current: string }) {
  return (
    <nav className="breadcrumbs" aria-label="Breadcrumb">
      <ol>
        {trail.map((crumb) => (
          <li key={crumb.to}>
            <Link to={crumb.to}>{crumb.label}</Link>
          </li>
        ))}
        <li>
          <span aria-current="page">{current}</span>
        </li>
      </ol>
    </nav>
  );
}

/** A text's paragraphs: its parts between blank lines, trimmed, the empty ones left out. */
export function paragraphsOf(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter(Boolean);
}

/** The paragraphs of a seller's text, as the description shows them. */
export function Description({ paragraphs }: { paragraphs: string[] }) {
  return (
    <div className="yacht-description">
      {paragraphs.map((text, index) => (
        <p key={index}>{text}</p>
      ))}
    </div>
  );
}
