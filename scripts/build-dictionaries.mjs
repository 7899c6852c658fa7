#!/usr/bin/env node
/**
 * Converts Debian's FreeDict English→Spanish/French/German/Japanese dictionaries (dictd format)
 * into the compact word lists the AI tab's multi-language analysis looks words up in:
 * public/data/dictionaries/eng-<lang>.tsv, one `english<TAB>translation` line per headword.
 *
 * Get the sources (Debian bookworm packages, dictd format) and run:
 *   mkdir /tmp/freedict && cd /tmp/freedict
 *   apt-get download dict-freedict-eng-spa dict-freedict-eng-fra dict-freedict-eng-deu dict-freedict-eng-jpn
 *   for f in *.deb; do dpkg -x "$f" x; done
 *   node scripts/build-dictionaries.mjs /tmp/freedict/x
 *
 * Kept per headword: the first translation of its first plain sense (entries labelled with a
 * subject field such as [auto] or [econ.] are used only when no plain one exists), without
 * grammar labels. Headwords are at most three words of letters; the German dictionary (460,000
 * entries) is cut to headwords that at least one of the other three also has, so the files stay small.
 */
import { gunzipSync } from 'node:zlib';
import { copyFileSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';

const LANGS = { spa: 'es', fra: 'fr', deu: 'de', jpn: 'ja' };
const OUT_DIR = new URL('../public/data/dictionaries/', import.meta.url).pathname;
const root = process.argv[2];
if (!root) {
  console.error('Usage: node scripts/build-dictionaries.mjs <folder with usr/share/dictd from the .deb files>');
  process.exit(1);
}

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const decode64 = (text) => [...text].reduce((n, ch) => n * 64 + B64.indexOf(ch), 0);
const HEADWORD = /^[a-z][a-z'-]*( [a-z][a-z'-]*){0,2}$/;

/** The first translation of an entry's body: drop labels, notes, examples and English glosses. */
function firstTranslation(body) {
  const lines = body.split('\n').slice(1);
  const numbered = lines.filter((line) => /^\d+\. /.test(line));
  // Indented lines are notes, examples and synonyms, except a leading region label (' [Am.] Waggon').
  const line = numbered.length ? numbered[0].replace(/^\d+\. /, '') : lines.find((l) => l && /^(\S| \[)/.test(l));
  if (!line) return null;
  const first = line
    .split(/[,;]\s*/)[0]
    .replace(/<[^>]*>?|\[[^\]]*\]|\{[^}]*\}|\([^)]*\)|\s\d+\.$/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  // Fused or grammar-formula renderings ('LaHaya', 'adj.1 + れば') are source errors, not translations.
  if (!first || first.length > 60 || /[a-z][A-Z]|[+<>]|\d|\badj\./.test(first)) return null;
  return { text: first, labelled: /\[[^\]]*\]/.test(line), example: /^\s+"/m.test(body) };
}

function readDictionary(code) {
  const base = join(root, 'usr/share/dictd', `freedict-eng-${code}`);
  if (!existsSync(`${base}.index`)) {
    console.warn(`freedict-eng-${code} is missing: skipped`);
    return null;
  }
  const data = gunzipSync(readFileSync(`${base}.dict.dz`));
  const candidates = new Map();
  for (const row of readFileSync(`${base}.index`, 'utf8').split('\n')) {
    const [word, offset, length] = row.split('\t');
    if (!word || word.startsWith('00database') || length === undefined) continue;
    const headword = word.toLowerCase();
    if (!HEADWORD.test(headword)) continue;
    const start = decode64(offset);
    const translation = firstTranslation(data.subarray(start, start + decode64(length)).toString('utf8'));
    if (!translation) continue;
    candidates.set(headword, [...(candidates.get(headword) ?? []), translation]);
  }
  // A headword with several entries (German 'dog': Bandhaken, Bock, Hund, ...) keeps the common
  // sense: the entry with a usage example (trade terms seldom have one), then the shortest word.
  const score = (t) => (t.example ? 100 : 0) - (t.labelled ? 10 : 0) - t.text.length;
  const entries = new Map();
  for (const [headword, list] of candidates) {
    entries.set(
      headword,
      list.reduce((best, t) => (score(t) > score(best) ? t : best)),
    );
  }
  return entries;
}

const dictionaries = Object.fromEntries(Object.keys(LANGS).map((code) => [code, readDictionary(code)]));
const sharedVocabulary = new Set(
  ['spa', 'fra', 'jpn'].flatMap((code) => (dictionaries[code] ? [...dictionaries[code].keys()] : [])),
);

for (const [code, lang] of Object.entries(LANGS)) {
  const entries = dictionaries[code];
  if (!entries) continue;
  const rows = [...entries]
    .filter(([word]) => code !== 'deu' || sharedVocabulary.has(word))
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([word, { text }]) => `${word}\t${text.replace(/[\t\n]/g, ' ')}`);
  writeFileSync(join(OUT_DIR, `eng-${code}.tsv`), `${rows.join('\n')}\n`);
  const copyright = join(root, `usr/share/doc/dict-freedict-eng-${code}/copyright`);
  if (existsSync(copyright)) copyFileSync(copyright, join(OUT_DIR, `eng-${code}.copyright.txt`));
  console.log(`eng-${code} (${lang}): ${rows.length} headwords`);
}
