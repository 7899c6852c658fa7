import { describe, expect, it } from 'vitest';
import { renderPdf, type PdfDocumentSpec } from '@/lib/pdf';
import { breakLine, tokens } from '@/lib/pdf/wrap';
import { toRuns } from '@/lib/pdf/fonts';
import { fileFontLoader, hasPdfToText, pdfText, squash } from './pdfText';

const PNG_1x1 = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
);

const spec = (blocks: PdfDocumentSpec['blocks'], extra: Partial<PdfDocumentSpec> = {}): PdfDocumentSpec => ({
  title: 'Test document',
  language: 'en',
  generatedAt: new Date('2026-11-26T00:00:00Z'),
  blocks,
  ...extra,
});

describe('runs and line breaking', () => {
  it('keeps shared characters in the run they are in and marks what no font draws', () => {
    const missing = new Set<string>();
    expect(toRuns('Привет, world', missing)).toEqual([{ face: 'noto', text: 'Привет, world' }]);
    expect(toRuns('café 日本', missing)).toEqual([
      { face: 'latin', text: 'café ' },
      { face: 'cjk', text: '日本' },
    ]);
    expect(
      toRuns('a 😀 שלום', missing)
        .map((run) => run.text)
        .join(''),
    ).toBe('a ? ????');
    expect([...missing]).toEqual(['😀', 'ש', 'ל', 'ו', 'ם']);
  });

  it('breaks Japanese between characters and keeps closing punctuation on its line', () => {
    expect(tokens('日本語。「東京」')).toEqual(['日', '本', '語。', '「東', '京」']);
    const lines = breakLine('キーワードを、まとめる', 3, (text) => [...text].length);
    expect(lines.every((line) => [...line].length <= 3)).toBe(true);
    expect(lines.some((line) => line.startsWith('、'))).toBe(false);
  });

  it('breaks a word longer than the line between characters', () => {
    const lines = breakLine('x'.repeat(25), 10, (text) => text.length);
    expect(lines).toEqual(['x'.repeat(10), 'x'.repeat(10), 'x'.repeat(5)]);
  });
});

describe.skipIf(!hasPdfToText)('renderPdf, read back with pdftotext', () => {
  it('writes headings, steps, tables, a flow, an image, contents with page numbers and footers', async () => {
    const rendered = await renderPdf(
      spec(
        [
          { kind: 'heading', level: 1, text: 'First chapter' },
          { kind: 'paragraph', text: 'Curly “quotes” — and café.' },
          { kind: 'steps', items: ['Import keywords', 'Cluster them'] },
          {
            kind: 'table',
            columns: [{ header: 'Cluster' }, { header: 'Volume', align: 'right' }],
            rows: [['espresso', '12,100']],
          },
          { kind: 'flow', steps: ['Import', 'Cluster', 'Export'] },
          { kind: 'image', image: { data: PNG_1x1, format: 'PNG', widthPx: 1, heightPx: 1 }, caption: 'A pixel' },
          { kind: 'heading', level: 1, text: 'Second chapter', pageBreak: true },
          { kind: 'note', text: 'A tip.' },
        ],
        { branding: { companyName: 'Acme <script>', footerText: 'Confidential', primaryColor: '#0b7285' } },
      ),
      { loadFont: fileFontLoader },
    );
    expect(rendered.fonts).toEqual([]);
    expect(rendered.pageCount).toBe(4);
    const text = pdfText(rendered.bytes);
    for (const expected of [
      'Test document',
      'Contents',
      'First chapter',
      'Curly “quotes” — and café.',
      '1.',
      'Import keywords',
      'espresso',
      '12,100',
      'A pixel',
      'Page 4 of 4',
      'Acme <script> · Confidential · Generated November 26, 2026',
    ]) {
      expect(text).toContain(expected);
    }
    // Contents: the second chapter starts on page 4 (title, contents, first chapter, second).
    expect(squash(text)).toContain('Firstchapter3Secondchapter4');
  });

  it('embeds Noto Sans for Cyrillic and the CJK font for Japanese, and sets the language', async () => {
    const ru = await renderPdf(
      spec([{ kind: 'paragraph', text: 'Кластеризация ключевых слов — быстро.' }], {
        language: 'ru',
        title: 'Руководство',
      }),
      {
        loadFont: fileFontLoader,
      },
    );
    expect(ru.fonts).toEqual(['NotoSans-Regular.ttf', 'NotoSans-Bold.ttf']);
    expect(squash(pdfText(ru.bytes))).toContain(squash('Кластеризация ключевых слов — быстро.'));
    expect(new TextDecoder('latin1').decode(ru.bytes)).toContain('/Lang (ru)');

    const ja = await renderPdf(
      spec([{ kind: 'paragraph', text: 'キーワードをクラスタリングして、ページを計画します。'.repeat(6) }], {
        language: 'ja',
      }),
      {
        loadFont: fileFontLoader,
      },
    );
    expect(ja.fonts).toContain('DroidSansFallback.ttf');
    expect(squash(pdfText(ja.bytes))).toContain(
      squash('キーワードをクラスタリングして、ページを計画します。'.repeat(6)),
    );
  });

  it('survives hostile text: a 10,000-character line, emoji, RTL, line separators, bidi overrides', async () => {
    const rendered = await renderPdf(
      spec([
        { kind: 'paragraph', text: `${'a'.repeat(10_000)}\u2028second line \u202Eevil\u202C 😀 مرحبا` },
        { kind: 'table', columns: [{ header: '=cmd|calc' }], rows: [['b'.repeat(3000)]] },
      ]),
      { loadFont: fileFontLoader },
    );
    expect(rendered.missingCharacters).toContain('😀');
    const text = pdfText(rendered.bytes);
    expect(text).toContain('second line evil ?');
    expect(squash(text).match(/a/g)?.length).toBeGreaterThanOrEqual(10_000);
  });

  it('stops when cancelled', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(
      renderPdf(spec([{ kind: 'paragraph', text: 'x' }]), { loadFont: fileFontLoader, signal: controller.signal }),
    ).rejects.toThrow();
  });
});
