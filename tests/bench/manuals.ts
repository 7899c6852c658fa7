// Learning Center manuals: generation time (the worker core, in Node) and PDF size per type and
// language, and the weight of the font files each language fetches (never precached). The time
// is the median of 3 runs after one warm-up (jsPDF and the font parse once per document).
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { MANUAL_LANGUAGES } from '../../src/contract/learning';
import { facesNeeded } from '../../src/lib/pdf';
import type { PdfFontFile } from '../../src/lib/pdf';
import { GUIDE_BOOKS } from '../../workers/learning/guides';
import { renderManual } from '../../workers/learning/worker-api';
import type { Benchmark } from './types';

const FONT_DIR = join(process.cwd(), 'public/fonts');
const loadFont = async (file: PdfFontFile) => {
  const bytes = readFileSync(join(FONT_DIR, file));
  return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
};

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const bench: Benchmark = {
  name: 'manuals',
  async run(report) {
    for (const { code } of MANUAL_LANGUAGES) {
      for (const type of ['quick_start', 'detailed'] as const) {
        await renderManual(type, code, new Date().toISOString(), null, loadFont);
        const times: number[] = [];
        let last = { bytes: new ArrayBuffer(0), page_count: 0 };
        for (let run = 0; run < 3; run += 1) {
          const start = performance.now();
          last = await renderManual(type, code, new Date().toISOString(), null, loadFont);
          times.push(performance.now() - start);
        }
        report({
          bench: 'manuals',
          manual_type: type,
          language: code,
          median_ms: Math.round(median(times)),
          pages: last.page_count,
          pdf_kb: Math.round((last.bytes.byteLength / 1024) * 10) / 10,
        });
      }
      const book = GUIDE_BOOKS[code];
      const texts = Object.values(book.features).flatMap((feature) => [
        feature.title,
        feature.summary,
        ...feature.steps,
      ]);
      const fonts = [...facesNeeded([book.title, ...texts])];
      const files = fonts.flatMap((face) =>
        face === 'noto' ? ['NotoSans-Regular.ttf', 'NotoSans-Bold.ttf'] : ['DroidSansFallback.ttf'],
      );
      const kb = files.reduce((sum, file) => sum + statSync(join(FONT_DIR, file)).size / 1024, 0);
      report({ bench: 'manual-fonts', language: code, files: files.join(' '), fetched_kb: Math.round(kb) });
    }
  },
};

export default bench;
