/**
 * A small allow-list HTML sanitiser for voucher descriptions (docs/decisions/0032). It reads
 * the admin's HTML as tokens and writes back only allowed tags with allowed attributes, every
 * text escaped; it never passes a byte of the input through unescaped. Dropped with their
 * content: script, style, iframe, object, embed, template, noscript, textarea, title, svg,
 * math. Other unknown tags are dropped and their text kept. Links keep `href` only when it is
 * http(s), mailto or a relative path; they get rel="noopener noreferrer nofollow".
 */

const ALLOWED = new Set(['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'ul', 'ol', 'li', 'a', 'h3', 'h4', 'span']);
const VOID = new Set(['br']);
const DROP_WITH_CONTENT = new Set(['script', 'style', 'iframe', 'object', 'embed', 'template', 'noscript', 'textarea', 'title', 'svg', 'math', 'xmp', 'noembed', 'noframes', 'plaintext']);

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

function decodeEntities(s: string): string {
  return s.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);?/gi, (m, e: string) => {
    if (e[0] === '#') {
      const code = e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
    }
    return ENTITIES[e.toLowerCase()] ?? m;
  });
}

function escapeText(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

/** http(s), mailto and relative links; anything with another scheme (javascript:, data:, vbscript:) is refused. */
export function safeHref(raw: string): string | null {
  // entities decoded and control characters and spaces removed, as browsers do before reading the scheme
  const href = [...decodeEntities(raw)].filter((c) => {
    const n = c.codePointAt(0)!;
    return n > 0x20 && (n < 0x7f || n > 0x9f);
  }).join('');
  if (href === '') return null;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(href);
  if (scheme) return ['http', 'https', 'mailto'].includes(scheme[1]!.toLowerCase()) ? href : null;
  // no scheme: a path or an anchor, but not a protocol-relative "//host" nor a backslash trick
  if (href.startsWith('//') || href.includes('\\')) return null;
  return href;
}

const ATTR = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g;

function cleanTag(name: string, attrs: string): string {
  if (name !== 'a') return `<${name}>`;
  let href: string | null = null;
  for (const m of attrs.matchAll(ATTR)) {
    if (m[1]!.toLowerCase() !== 'href') continue;
    href = safeHref(m[2] ?? m[3] ?? m[4] ?? '');
    break;
  }
  return href === null ? '<a>' : `<a href="${escapeText(href)}" rel="noopener noreferrer nofollow">`;
}

export function sanitizeHtml(input: string): string {
  let out = '';
  const open: string[] = [];
  let dropping: string | null = null;
  const tag = /<!--[\s\S]*?(?:-->|$)|<!\[CDATA\[[\s\S]*?(?:\]\]>|$)|<![^>]*>?|<\?[^>]*>?|<(\/?)([a-zA-Z][a-zA-Z0-9-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/g;
  let last = 0;
  for (const m of input.matchAll(tag)) {
    const text = input.slice(last, m.index);
    last = m.index + m[0].length;
    if (dropping === null) out += escapeText(decodeEntities(text));
    const name = m[2]?.toLowerCase();
    if (name === undefined) continue; // comment, doctype, CDATA, processing instruction
    const closing = m[1] === '/';
    if (dropping !== null) {
      if (closing && name === dropping) dropping = null;
      continue;
    }
    if (DROP_WITH_CONTENT.has(name)) {
      if (!closing && !/\/\s*$/.test(m[3] ?? '')) dropping = name;
      continue;
    }
    if (!ALLOWED.has(name)) continue;
    if (VOID.has(name)) {
      if (!closing) out += `<${name}>`;
      continue;
    }
    if (closing) {
      const at = open.lastIndexOf(name);
      if (at === -1) continue;
      while (open.length > at) out += `</${open.pop()}>`;
      continue;
    }
    open.push(name);
    out += cleanTag(name, m[3] ?? '');
  }
  if (dropping === null) out += escapeText(decodeEntities(input.slice(last)));
  while (open.length > 0) out += `</${open.pop()}>`;
  return out;
}
