import { describe, expect, it } from 'vitest';
import { decodeHtml } from '@/lib/htmlCharset';

const latin1 = (text: string) => Uint8Array.from([...text].map((c) => c.charCodeAt(0)));

describe('an HTML page decoded in the HTML standard order', () => {
  it('reads a windows-1252 page by its <meta charset>', () => {
    const page = decodeHtml(latin1('<meta charset="windows-1252"><title>Caf\u00e9 cr\u00e8me</title>'));
    expect(page.encoding).toBe('windows-1252');
    expect(page.text).toContain('Café crème');
    expect(page.unreadable).toBe(false);
  });

  it('reads a Shift_JIS page by its http-equiv meta', () => {
    const bytes = new Uint8Array([
      ...latin1('<meta http-equiv="Content-Type" content="text/html; charset=Shift_JIS"><title>'),
      0x93,
      0xfa,
      0x96,
      0x7b, // 日本
      ...latin1('</title>'),
    ]);
    expect(decodeHtml(bytes).text).toContain('<title>日本</title>');
  });

  it('reads a UTF-16 page by its byte order mark, whatever the header says', () => {
    const body = '<title>Crème brûlée</title>';
    const bytes = new Uint8Array(2 + body.length * 2);
    bytes.set([0xff, 0xfe]);
    [...body].forEach((c, i) => bytes.set([c.charCodeAt(0) & 0xff, c.charCodeAt(0) >> 8], 2 + i * 2));
    const page = decodeHtml(bytes, 'text/html; charset=iso-8859-1');
    expect(page.encoding).toBe('utf-16le');
    expect(page.text).toBe(body);
  });

  it('lets the Content-Type header win over the meta tag', () => {
    const page = decodeHtml(latin1('<meta charset="utf-8"><p>Caf\u00e9</p>'), 'text/html; charset=ISO-8859-1');
    expect(page.text).toContain('Café');
  });

  it('says so when most of a page does not decode', () => {
    const bytes = Uint8Array.from({ length: 200 }, (_, i) => (i % 2 ? 0xe9 : 0xfa));
    expect(decodeHtml(bytes).unreadable).toBe(true);
  });
});
