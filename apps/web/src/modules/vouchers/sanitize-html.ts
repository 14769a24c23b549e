/*
 * The voucher description is HTML the server already sanitised (issue 19 contract). The page
 * cleans it once more before it is shown, so a server or data fault cannot run script here:
 * only the tags and attributes below survive; links keep http(s) and mailto targets only.
 */
const TAGS = new Set(['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'ul', 'ol', 'li', 'a', 'span', 'h3', 'h4', 'small']);
const DROP_WITH_CONTENT = new Set(['script', 'style', 'iframe', 'object', 'embed', 'template', 'noscript', 'svg', 'math']);

function clean(node: Node, doc: Document): Node | null {
  if (node.nodeType === Node.TEXT_NODE) return doc.createTextNode(node.textContent ?? '');
  if (node.nodeType !== Node.ELEMENT_NODE) return null;
  const el = node as Element;
  const tag = el.tagName.toLowerCase();
  if (DROP_WITH_CONTENT.has(tag)) return null;
  const children = [...el.childNodes].map((c) => clean(c, doc)).filter((c): c is Node => c !== null);
  if (!TAGS.has(tag)) {
    // An unknown wrapper (div, font...) keeps its text, not itself.
    const frag = doc.createDocumentFragment();
    children.forEach((c) => frag.appendChild(c));
    return frag;
  }
  const out = doc.createElement(tag);
  if (tag === 'a') {
    const href = (el.getAttribute('href') ?? '').trim();
    if (/^(https?:|mailto:)/i.test(href)) {
      out.setAttribute('href', href);
      out.setAttribute('rel', 'noopener noreferrer');
      out.setAttribute('target', '_blank');
    }
  }
  children.forEach((c) => out.appendChild(c));
  return out;
}

/** Allow-listed HTML of `html`: no script, style, frame, event attribute or script link. */
export function sanitizeHtml(html: string): string {
  if (typeof DOMParser === 'undefined') return '';
  const parsed = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  const doc = document.implementation.createHTMLDocument('');
  const box = doc.createElement('div');
  for (const child of [...parsed.body.childNodes]) {
    const c = clean(child, doc);
    if (c) box.appendChild(c);
  }
  return box.innerHTML;
}
