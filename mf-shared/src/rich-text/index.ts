// shared/rich-text: members' rich text, sanitised (product rules §5). Apart from shared/ui so the sanitiser only
// comes with the pages that show rich text.
export { SafeHtml } from './safe-html';
export { sanitizeHtml } from './sanitize-html';
