// Rich text from users, sanitised to the HTML profile before it reaches the DOM (product rules §5). Its own module
// (shared/rich-text), so the sanitiser is loaded only by pages that show rich text, not by every first load.
import { sanitizeHtml } from './sanitize-html';

export function SafeHtml({ html, className }: { html: string; className?: string }) {
  return <div className={className} dangerouslySetInnerHTML={{ __html: sanitizeHtml(html) }} />;
}
