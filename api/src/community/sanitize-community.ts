// The rich text of community topics (docs/decisions/018-community.md): the create form's editor sends HTML, and
// only this short allow-list is ever stored. The browser sanitises again before rendering (shared/ui SafeHtml);
// this is the layer that holds even for a client that is not our page. Titles and comments are plain text and never
// pass through here: they are rendered as text.
import sanitizeHtml from 'sanitize-html';

/** What the editor can produce: paragraphs, emphasis, two heading levels, quotes, lists, code, links, images. */
const ALLOWED_TAGS = ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'h2', 'h3', 'blockquote', 'ul', 'ol', 'li', 'a', 'img', 'code', 'pre'];

/**
 * Tags dropped with everything inside them. Other disallowed tags (div, span, font, form…) are unwrapped: their
 * text stays, as text. Scripts, styles and embedded documents have nothing a reader should see.
 */
const DROPPED_WITH_CONTENT = [
  'script',
  'style',
  'textarea',
  'option',
  'select',
  'noscript',
  'template',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'svg',
  'math',
  'xmp',
  'noembed',
  'noframes',
  'title',
  'head',
];

/** Links leave the site marked as user content, never pass the opener, and open in a new tab. */
export const LINK_REL = 'nofollow ugc noopener';

/** An image of the site's own uploads (POST /index/ajax/pic, or the seed's pictures): no other host, no `..`. */
const UPLOAD_SRC = /^\/uploads\/(?!.*\.\.)[A-Za-z0-9][A-Za-z0-9/_.-]*$/;
const LINK_HREF = /^(https?:\/\/[^\s/]|mailto:[^\s])/i;

/**
 * An attribute value as a browser's URL parser reads it: leading and trailing controls and spaces, and tabs and
 * line breaks anywhere, do not count ("java\tscript:" is "javascript:"). Other control characters are refused.
 */
function urlAsBrowsersRead(value: string | undefined): string | null {
  if (value === undefined) return null;
  // eslint-disable-next-line no-control-regex -- control characters are what a URL parser strips here
  const cleaned = value.replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '').replace(/[\t\n\r]/g, '');
  // eslint-disable-next-line no-control-regex -- and what no safe URL contains
  return /[\u0000-\u001f\u007f-\u009f\s]/.test(cleaned) ? null : cleaned;
}

export function isUploadPath(src: string | undefined): boolean {
  const url = urlAsBrowsersRead(src);
  return url !== null && UPLOAD_SRC.test(url);
}

function safeHref(href: string | undefined): string | null {
  const url = urlAsBrowsersRead(href);
  return url !== null && LINK_HREF.test(url) ? url : null;
}

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: { a: ['href', 'rel', 'target'], img: ['src', 'alt'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  // Images are site paths only (UPLOAD_SRC, no scheme at all): data: and remote images are dropped below.
  allowedSchemesByTag: { img: [] },
  allowProtocolRelative: false,
  allowedStyles: {},
  disallowedTagsMode: 'discard',
  nonTextTags: DROPPED_WITH_CONTENT,
  transformTags: {
    // Pasted documents keep their shape in the tags the editor knows, rather than running together.
    h1: 'h2',
    h4: 'h3',
    h5: 'h3',
    h6: 'h3',
    div: 'p',
    // rel and target are ours, whatever the editor sent. A link with a scheme we do not allow loses its href here
    // and its tag in exclusiveFilter, keeping its words.
    a: (_tagName, attribs) => {
      const href = safeHref(attribs.href);
      const kept: sanitizeHtml.Attributes = href === null ? {} : { href, rel: LINK_REL, target: '_blank' };
      return { tagName: 'a', attribs: kept };
    },
    img: (_tagName, attribs) => {
      const src = urlAsBrowsersRead(attribs.src);
      const alt = (attribs.alt ?? '').slice(0, 200);
      const kept: sanitizeHtml.Attributes = src === null ? { alt } : { src, alt };
      return { tagName: 'img', attribs: kept };
    },
  },
  // An image that is not one of the site's uploads goes, alt text and all; a link without a usable href leaves its
  // words behind.
  exclusiveFilter: (frame) => {
    if (frame.tag === 'img') return !isUploadPath(frame.attribs.src);
    if (frame.tag === 'a' && !frame.attribs.href) return 'excludeTag';
    return false;
  },
};

/** The topic body as stored: only the allow-list survives. */
export function sanitizeCommunityHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

/** Block ends and line breaks: where words of different blocks would otherwise run together in the text. */
const BLOCK_END = /<\/(p|h[1-6]|li|blockquote|pre|div|td|th|tr)\s*>|<br\s*\/?>/gi;

const TEXT_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [],
  allowedAttributes: {},
  nonTextTags: DROPPED_WITH_CONTENT,
};

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };

/**
 * The words of an HTML fragment as plain text on one line: for excerpts (rendered as text, so `<` is just a
 * character) and for "is there any text in it at all".
 */
export function htmlToText(html: string): string {
  const spaced = html.replace(BLOCK_END, '$& ');
  const escaped = sanitizeHtml(spaced, TEXT_OPTIONS);
  return escaped
    .replace(/&(amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity] ?? entity)
    .replace(/\s+/g, ' ')
    .trim();
}
