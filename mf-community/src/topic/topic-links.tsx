// The links a topic's author added: title -> address, opened in a new tab, marked as user content (nofollow ugc)
// and without the opener or referrer. Only http(s) addresses become links (the api allows no others; this keeps a
// `javascript:` address from ever being clickable).
import { useId } from 'react';
import type { TopicLink } from '@yachts/contracts/community';

function hostOf(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.hostname.replace(/^www\./, '') : null;
  } catch {
    return null;
  }
}

export function TopicLinks({ links }: { links: TopicLink[] }) {
  const headingId = useId();
  if (links.length === 0) return null;
  return (
    <section className="topic-links" aria-labelledby={headingId}>
      <h2 id={headingId}>Links</h2>
      <ul>
        {links.map((link, index) => {
          const host = hostOf(link.url);
          return (
            <li key={`${index}:${link.url}`}>
              <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
                <path
                  d="M10.6 13.4a1 1 0 0 0 1.4 1.4l4.9-4.9a3.5 3.5 0 0 0-4.9-4.9L9.6 7.4A1 1 0 0 0 11 8.8l2.4-2.4a1.5 1.5 0 0 1 2.1 2.1zm2.8-2.8a1 1 0 0 0-1.4-1.4l-4.9 4.9a3.5 3.5 0 0 0 4.9 4.9l2.4-2.4a1 1 0 0 0-1.4-1.4l-2.4 2.4a1.5 1.5 0 0 1-2.1-2.1z"
                  fill="currentColor"
                />
              </svg>
              {host ? (
                <>
                  <a href={link.url} target="_blank" rel="nofollow ugc noopener noreferrer">
                    {link.title}
                    <span className="visually-hidden"> (opens in a new tab)</span>
                  </a>
                  <span className="topic-link-host">{host}</span>
                </>
              ) : (
                <span>{link.title}</span>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
