// Style descriptions arrive as HTML from the catalog data. Only a few formatting tags are kept,
// without any attribute; everything else is shown as text, so nothing in a description can run.
const allowedTags = new Set(['p', 'ul', 'ol', 'li', 'strong', 'em', 'b', 'i', 'br']);

const escapeText = (text: string) =>
  text
    .replace(/&(?!(?:[a-z]+|#\d+|#x[0-9a-f]+);)/gi, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');

export function sanitizeDescription(html: string): string {
  let out = '';
  let last = 0;
  for (const match of html.matchAll(/<(\/?)([a-zA-Z][a-zA-Z0-9]*)\b[^<>]*>/g)) {
    out += escapeText(html.slice(last, match.index));
    last = match.index + match[0].length;
    const tag = (match[2] ?? '').toLowerCase();
    if (allowedTags.has(tag)) out += tag === 'br' ? '<br>' : `<${match[1]}${tag}>`;
  }
  return out + escapeText(html.slice(last));
}
