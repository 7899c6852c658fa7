// Command-line clustering for batch users and quality checks:
//   npm run cluster -- --input FILE [--threshold 0.7] [--min 2] [--max 20] [--language en]
//                      [--location US] [--serp-overlap 3] [--format json|csv] [--no-vectors]
// FILE is .txt (one keyword a line) or .csv (a keyword/query column; volume and URL
// columns are used when present). JSON goes to stdout as
// {"clusters":[{"name","keywords"}],"unclustered":[...],"stats":{...}}; every distinct
// input keyword appears exactly once (exact duplicates merged into their first spelling,
// word-order and plural variants listed next to the keyword they were merged into).
// Errors go to stderr with exit code 1.
import { readFile } from 'node:fs/promises';
import { parseArgs } from './cli-args';
import { parseKeywordFile } from './cli-input';
import { toCliCsv, toCliJson } from './cli-output';
import { clusterKeywords } from './engine';
import { loadWordVectorsFromDisk } from './vectors.node.ts';

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  let text: string;
  try {
    text = await readFile(args.input, 'utf8');
  } catch {
    throw new Error(`Cannot read input file: ${args.input}`);
  }
  const keywords = parseKeywordFile(args.input, text);
  if (keywords.length === 0) throw new Error(`No keywords found in ${args.input}`);
  const vectors = args.vectors ? await loadWordVectorsFromDisk() : undefined;
  const result = await clusterKeywords(keywords, args.options, { vectors });
  const json = toCliJson(result);
  process.stdout.write(args.format === 'json' ? `${JSON.stringify(json)}\n` : `${toCliCsv(json)}\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
