// Out-of-vocabulary rate of the shipped word vectors: the share of word tokens (as the engine
// tokenises them for word vectors) that get no vector, over labelled sets and keyword lists. A token
// the engine reads through its parts (a contraction, "top-up") counts as known when a part is.
// Usage: npm run oov -- [FILE.jsonl | FILE.txt | industry-library.json | node_modules ...]
// Defaults: ../shared/data/*.jsonl, the bundled industry library and a technical list read from
// node_modules: the description and keywords of every installed package's package.json (software
// vocabulary: frameworks, formats, protocols, product names). TW_NO_SUBWORDS=1 measures the
// whole-word vectors alone.
import { readdir, readFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { semanticTokens } from '../../workers/clustering/semantic';
import { foldText } from '../../workers/clustering/text';
import { sifEmbed } from '../../workers/clustering/vectors';
import { loadWordVectorsFromDisk } from '../../workers/clustering/vectors.node.ts';

type Library = { industries: { clusters: { keywords: string[] }[] }[] };

/** One text per installed package: its description and its keywords. */
async function packageTexts(): Promise<string[]> {
  const out: string[] = [];
  const read = async (dir: string) => {
    try {
      const meta = JSON.parse(await readFile(join(dir, 'package.json'), 'utf8')) as {
        description?: unknown;
        keywords?: unknown;
      };
      const keywords = Array.isArray(meta.keywords) ? meta.keywords.filter((k) => typeof k === 'string') : [];
      const text = [typeof meta.description === 'string' ? meta.description : '', ...keywords].join(' ').trim();
      if (text) out.push(text);
    } catch {
      // A folder without a readable package.json (.bin, .cache) is not a package.
    }
  };
  for (const name of (await readdir('node_modules')).sort()) {
    if (name.startsWith('@')) {
      for (const scoped of (await readdir(join('node_modules', name))).sort())
        await read(join('node_modules', name, scoped));
    } else await read(join('node_modules', name));
  }
  return out;
}

async function texts(file: string): Promise<string[]> {
  if (file === 'node_modules') return packageTexts();
  const content = await readFile(file, 'utf8');
  if (file.endsWith('.jsonl')) {
    return content
      .split('\n')
      .filter((line) => line.trim())
      .map((line) => (JSON.parse(line) as { keyword: string }).keyword);
  }
  if (file.endsWith('.json')) {
    return (JSON.parse(content) as Library).industries.flatMap((i) => i.clusters.flatMap((c) => c.keywords));
  }
  return content.split(/\r?\n/).filter((line) => line.trim());
}

async function defaultFiles(): Promise<string[]> {
  const dir = '../shared/data';
  const sets = (await readdir(dir)).filter((name) => name.endsWith('.jsonl')).map((name) => join(dir, name));
  return [...sets, 'public/data/industry-library.json', 'node_modules'];
}

async function main(): Promise<void> {
  const vectors = await loadWordVectorsFromDisk();
  const files = process.argv.slice(2).length ? process.argv.slice(2) : await defaultFiles();
  console.log(`# word vectors: ${vectors.size} words${process.env.TW_NO_SUBWORDS === '1' ? '' : ' + sub-words'}`);
  // The source vectors have no "a" and "i" at all (see scripts/build-vectors.mjs); a second rate leaves them out.
  console.log('file\ttexts\ttokens\tOOV tokens\tOOV rate\twithout a, i\tdistinct OOV\tmost frequent OOV');
  for (const file of files) {
    const list = await texts(file);
    let tokens = 0;
    let missing = 0;
    let articles = 0;
    const oov = new Map<string, number>();
    for (const text of list) {
      for (const token of semanticTokens(foldText(text))) {
        tokens++;
        if (sifEmbed([token], vectors)) continue;
        missing++;
        if (token === 'a' || token === 'i') articles++;
        oov.set(token, (oov.get(token) ?? 0) + 1);
      }
    }
    const top = [...oov.entries()]
      .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
      .slice(0, 12)
      .map(([word, count]) => `${word} ${count}`);
    console.log(
      [
        basename(file),
        list.length,
        tokens,
        missing,
        `${((100 * missing) / tokens).toFixed(2)}%`,
        `${((100 * (missing - articles)) / (tokens - articles)).toFixed(2)}%`,
        oov.size,
        top.join(', '),
      ].join('\t'),
    );
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
