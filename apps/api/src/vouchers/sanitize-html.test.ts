import { describe, expect, it } from 'vitest';
import { safeHref, sanitizeHtml } from './sanitize-html';

describe('sanitizeHtml (decision 0032 allow-list)', () => {
  it.each([
    ['keeps allowed tags', '<p>Hola <strong>tú</strong></p>', '<p>Hola <strong>tú</strong></p>'],
    ['drops script with its content', '<p>a</p><script>alert(1)</script><p>b</p>', '<p>a</p><p>b</p>'],
    ['drops style and iframe with content', '<style>p{}</style><iframe src="x">y</iframe>ok', 'ok'],
    ['drops on* attributes', '<p onclick="alert(1)" class="x">t</p>', '<p>t</p>'],
    ['drops img entirely (onerror)', '<img src=x onerror=alert(1)>t', 't'],
    ['removes javascript: links', '<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['removes obfuscated javascript: links', '<a href="jav&#x09;ascript:alert(1)">x</a><a href=" JaVaScRiPt:alert(1)">y</a>', '<a>x</a><a>y</a>'],
    ['removes data: links', '<a href="data:text/html,<script>alert(1)</script>">x</a>', '<a>x</a>'],
    ['keeps https links with rel', '<a href="https://example.com/?a=1&amp;b=2" target="_blank">x</a>', '<a href="https://example.com/?a=1&amp;b=2" rel="noopener noreferrer nofollow">x</a>'],
    ['closes what it opened', '<p><em>x', '<p><em>x</em></p>'],
    ['escapes stray angle brackets', 'a < b > c', 'a &lt; b &gt; c'],
    ['unknown tags dropped, text kept', '<div><marquee>hi</marquee></div>', 'hi'],
    ['comments dropped', 'a<!-- <script>x</script> -->b', 'ab'],
    ['an unclosed script drops the rest', 'a<script>alert(1)', 'a'],
  ])('%s', (_t, input, expected) => {
    expect(sanitizeHtml(input)).toBe(expected);
  });

  it.each([
    ['https://x.es', 'https://x.es'],
    ['mailto:a@b.es', 'mailto:a@b.es'],
    ['/help', '/help'],
    ['javascript:alert(1)', null],
    ['vbscript:x', null],
    ['//evil.example', null],
  ])('safeHref(%s)', (href, expected) => {
    expect(safeHref(href)).toBe(expected);
  });
});
