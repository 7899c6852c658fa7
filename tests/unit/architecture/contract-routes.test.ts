import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * One way to declare a route: in its area's file under src/contract/routes, once. TypeScript
 * rejects a key two areas declare with different types, but not one declared twice alike, and it
 * cannot see an area left out of `Contract`; this reads the files to catch both.
 */
const CONTRACT = join(process.cwd(), 'src/contract');
const ROUTE_KEY = /^\s*'((?:GET|POST|PUT|DELETE) \/[^']*)'\s*:/gm;

const read = (path: string) => readFileSync(join(CONTRACT, path), 'utf8');
const keysIn = (code: string) => [...code.matchAll(ROUTE_KEY)].map((match) => match[1]);

const areaFiles = readdirSync(join(CONTRACT, 'routes')).filter((name) => name.endsWith('.ts'));
const index = read('index.ts');

describe('the route declarations', () => {
  const declared = areaFiles.flatMap((file) => keysIn(read(`routes/${file}`)).map((key) => ({ key, file })));

  it('finds the keys it checks (the parser reads these files)', () => {
    expect(declared.length).toBeGreaterThan(50);
    expect(declared).toContainEqual({ key: 'POST /api/cluster', file: 'clustering.ts' });
  });

  it('declares no route inline in src/contract/index.ts', () => {
    expect(keysIn(index)).toEqual([]);
  });

  it('declares every key in one area only', () => {
    const files = new Map<string, string[]>();
    for (const { key, file } of declared) files.set(key, [...(files.get(key) ?? []), file]);
    const twice = [...files]
      .filter(([, where]) => where.length > 1)
      .map(([key, where]) => `${key}: ${where.join(', ')}`);
    expect(twice).toEqual([]);
  });

  it('composes Contract from every area', () => {
    const extended = index.match(/interface Contract\s+extends([^{]*)\{/)?.[1] ?? '';
    const areas = areaFiles.flatMap((file) =>
      [...read(`routes/${file}`).matchAll(/export interface (\w+Routes)\b/g)].map((match) => match[1]),
    );
    expect(areas).toHaveLength(areaFiles.length);
    expect(areas.filter((area) => !new RegExp(`\\b${area}\\b`).test(extended))).toEqual([]);
  });
});
