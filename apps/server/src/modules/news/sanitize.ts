import sanitizeHtml from 'sanitize-html';

/**
 * The allow-list for article HTML: paragraphs, headings, lists, tables, quotes, images (http/https
 * only, no event handlers) and links that open without a referrer's reach (rel="noopener nofollow").
 * Everything else is dropped; the content of script-like elements goes with them.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'ul',
    'ol',
    'li',
    'table',
    'caption',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
    'img',
    'a',
    'strong',
    'b',
    'em',
    'i',
    'u',
    'blockquote',
    'figure',
    'figcaption',
    'hr',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'rel', 'target'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    th: ['colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'svg',
    'math',
    'iframe',
    'object',
    'template',
    'title',
  ],
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, rel: 'noopener nofollow', target: '_blank' },
    }),
  },
};

const TEXT_ONLY: sanitizeHtml.IOptions = {
  allowedTags: [],
  allowedAttributes: {},
  nonTextTags: OPTIONS.nonTextTags,
};

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/** Sanitised HTML, safe to render as it is. */
export function sanitizeArticleHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}

/** The plain text of some HTML: blocks become lines, entities are decoded. */
export function htmlToText(html: string): string {
  const blocks = html.replace(/<\/(p|h[1-6]|li|tr|blockquote|figcaption|caption)>|<br\s*\/?>/gi, '$&\n');
  return sanitizeHtml(blocks, TEXT_ONLY)
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name] ?? '')
    .split('\n')
    .map((line) => line.replace(/[ \t\u3000]+/g, ' ').trim())
    .filter(Boolean)
    .join('\n');
}

/** Plain text turned into paragraphs, for articles that arrive without HTML. */
export function textToHtml(text: string): string {
  const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return text
    .split(/\n+/)
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => `<p>${escape(line)}</p>`)
    .join('');
}
