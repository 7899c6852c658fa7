import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The house, floor by floor: a room may import only rooms on a lower floor (rooms on one floor
 * never import each other). The rooms are the folders a newcomer sees: the top-level folders of
 * `src/` and `workers/`. Keep this list and the README's architecture section in step.
 */
const FLOORS: Record<string, number> = {
  'src/contract': 0,
  'src/lib': 1,
  // Above src/lib: a worker renders PDFs with src/lib/pdf and yields with src/lib/yieldToEventLoop (the lint
  // allow-list admits no other src/lib module).
  workers: 2,
  'src/db': 2,
  'src/api': 3,
  'src/hooks': 4,
  'src/components': 5,
  'src/features': 6,
  'src/cli': 6,
  'src/app': 7,
  'src/main.tsx': 8,
};

const ROOT = process.cwd();

function sourceFiles(folder: string): string[] {
  return readdirSync(join(ROOT, folder), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => relative(ROOT, join(entry.parentPath, entry.name)));
}

/** Every module a file names: static imports, `export ... from`, `import()` and worker URLs. */
function specifiers(code: string): string[] {
  const found: string[] = [];
  const patterns = [
    /\b(?:import|export)\s+(?:type\s+)?[^'";]*?\bfrom\s*['"]([^'"]+)['"]/g,
    /\bimport\s*['"]([^'"]+)['"]/g,
    /\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
    /new\s+URL\(\s*['"]([^'"]+)['"]\s*,\s*import\.meta\.url/g,
  ];
  for (const pattern of patterns) for (const match of code.matchAll(pattern)) found.push(match[1]);
  return found;
}

function roomOf(path: string): string | undefined {
  if (path === 'src/main.tsx') return path;
  const [top, second] = path.split('/');
  if (top === 'workers') return 'workers';
  if (top === 'src' && second) return `src/${second}`;
  return undefined;
}

function targetOf(file: string, specifier: string): string | undefined {
  if (specifier.startsWith('@/')) return `src/${specifier.slice(2)}`;
  if (specifier.startsWith('@workers/')) return `workers/${specifier.slice('@workers/'.length)}`;
  if (specifier.startsWith('.')) return normalize(join(dirname(file), specifier));
  return undefined;
}

type Arrow = { from: string; to: string; file: string; specifier: string };

function arrows(): Arrow[] {
  const files = [...sourceFiles('src'), ...sourceFiles('workers')];
  return files.flatMap((file) => {
    const from = roomOf(file);
    return specifiers(readFileSync(join(ROOT, file), 'utf8')).flatMap((specifier) => {
      const target = targetOf(file, specifier);
      const to = target && roomOf(target);
      return from && to && from !== to ? [{ from, to, file, specifier }] : [];
    });
  });
}

describe('the import graph between top-level folders', () => {
  const all = arrows();

  it('finds the arrows it checks (the parser reads this tree)', () => {
    expect(all.length).toBeGreaterThan(100);
    expect(all.some((arrow) => arrow.from === 'src/api' && arrow.to === 'workers')).toBe(true);
    expect(all.some((arrow) => arrow.from === 'src/features' && arrow.to === 'src/contract')).toBe(true);
  });

  it('knows every room of the tree', () => {
    const rooms = new Set(all.flatMap((arrow) => [arrow.from, arrow.to]));
    expect([...rooms].filter((room) => !(room in FLOORS))).toEqual([]);
  });

  it('has no arrow that runs up or sideways, so no cycle either', () => {
    const wrong = all
      .filter((arrow) => FLOORS[arrow.to] >= FLOORS[arrow.from])
      .map((arrow) => `${arrow.file} → ${arrow.specifier}`);
    expect(wrong).toEqual([]);
  });

  it('keeps the contract free of anything of ours', () => {
    expect(all.filter((arrow) => arrow.from === 'src/contract')).toEqual([]);
  });
});
