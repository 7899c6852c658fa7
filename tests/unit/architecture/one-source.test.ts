import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * One source per value: each value below is declared in one file and imported everywhere else.
 * Each check is a pattern only a declaration of that value matches (comments are left out), and
 * the one file allowed to hold it; a copy anywhere under src/ or workers/ fails here and names the
 * file. Where a type can do it, the type does instead: LocationCode and LanguageCode come from the
 * lists, and the markets, stemmers and question openers are records over them.
 */
const CHECKS: { value: string; home: string; pattern: RegExp }[] = [
  {
    value: 'clustering setting defaults and ranges',
    home: 'src/contract/settings.ts',
    pattern:
      /(?:similarity|topic)_threshold\s*:\s*(?:0\.\d|\{)|(?:min|max)_cluster_size\s*:\s*\{|(?:min|max)_cluster_size'?,\s*(?:1,\s*10|2,\s*50)\b|\bmin:\s*0\.1,\s*max:\s*1\b|\b(?:0\.1,\s*1|1,\s*10|2,\s*50),\s*(?:true|false)\)/,
  },
  {
    value: 'the discovery request defaults',
    home: 'src/contract/settings.ts',
    pattern: /\btrendingLimit\s*:\s*\d/,
  },
  {
    value: 'the location list',
    home: 'src/contract/vocabulary.ts',
    pattern: /'US',\s*'GB'|'US'\s*\|\s*'GB'|code:\s*'US'[^}]*\},\s*\{\s*code:\s*'GB'/,
  },
  {
    value: 'the language list',
    home: 'src/contract/vocabulary.ts',
    pattern: /'en',\s*'de',\s*'fr'|'en'\s*\|\s*'de'\s*\|\s*'fr'/,
  },
  {
    value: 'the month names',
    home: 'src/contract/vocabulary.ts',
    pattern: /['"`](?:jan|feb)(?:uary|ruary)?['"`]|january\s*\|\s*february/i,
  },
  {
    value: 'the search intents',
    home: 'src/contract/types/clustering.ts',
    pattern:
      /'informational',\s*'commercial',\s*'transactional',\s*'navigational',\s*'local'|'informational'\s*\|\s*'commercial'\s*\|\s*'transactional'\s*\|\s*'navigational'\s*\|\s*'local'/,
  },
  {
    value: 'the AI target languages',
    home: 'src/contract/types/ai.ts',
    pattern: /'es',\s*'fr',\s*'de',\s*'ja'|'es'\s*\|\s*'fr'\s*\|\s*'de'\s*\|\s*'ja'/,
  },
  {
    value: 'the accepted upload types',
    home: 'src/contract/types/clustering.ts',
    pattern: /'\.csv',\s*'\.txt'/,
  },
  {
    value: 'the cancelled-request status',
    home: 'src/contract/errors.ts',
    pattern: /(?:ApiError\(\s*|status\s*[!=]==?\s*|=\s*)499\b/,
  },
  {
    value: 'the question rule',
    home: 'workers/text/question.ts',
    pattern:
      /\b(?:function|const|let)\s+isQuestion\b|\bQUESTION_(?:WORDS|START|STARTS|STARTERS|OPENERS)\s*=|\bquestionStarts\s*:|\/\^\((?:\?:)?(?:what|who|how)\|/,
  },
  ...(['Topic', 'FigureTotals', 'SearchIntent'] as const).map((name) => ({
    value: `the ${name} type`,
    home: 'src/contract/types/clustering.ts',
    pattern: new RegExp(`\\binterface\\s+${name}\\b|\\btype\\s+${name}\\s*=`),
  })),
  ...(['LocationCode', 'LanguageCode'] as const).map((name) => ({
    value: `the ${name} type`,
    home: 'src/contract/vocabulary.ts',
    pattern: new RegExp(`\\binterface\\s+${name}\\b|\\btype\\s+${name}\\s*=`),
  })),
  {
    value: 'the AI display caps',
    home: 'src/contract/types/ai.ts',
    pattern: /\baffectedKeywords\s*:\s*\d/,
  },
  // Constants whose copies would carry the same name, perhaps with a prefix (DEFAULT_MAX_PAGES).
  ...(
    [
      ['VOICE_READY', 'src/contract/types/ai.ts'],
      ['MAX_COMPETITORS', 'src/contract/settings.ts'],
      ['PAGES_PER_WEEK', 'src/contract/settings.ts'],
      ['MAX_PAGES', 'src/contract/settings.ts'],
    ] as const
  ).map(([name, home]) => ({
    value: name,
    home,
    pattern: new RegExp(`\\b(?:const|let|var)\\s+\\w*${name}\\s*=`),
  })),
];

const ROOT = process.cwd();

function sourceFiles(folder: string): string[] {
  return readdirSync(join(ROOT, folder), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => relative(ROOT, join(entry.parentPath, entry.name)));
}

/** The code without its comments: block comments that open a line, and line comments after a space. */
const withoutComments = (code: string) => code.replace(/^\s*\/\*[\s\S]*?\*\//gm, '').replace(/(^|\s)\/\/.*$/gm, '$1');

const files = [...sourceFiles('src'), ...sourceFiles('workers')].map((path) => ({
  path,
  code: withoutComments(readFileSync(join(ROOT, path), 'utf8')),
}));

describe('one source per value', () => {
  it('reads the tree it checks', () => {
    expect(files.length).toBeGreaterThan(300);
  });

  it.each(CHECKS)('$value is declared in $home only', ({ home, pattern }) => {
    expect(files.filter((file) => pattern.test(file.code)).map((file) => file.path)).toEqual([home]);
  });
});
