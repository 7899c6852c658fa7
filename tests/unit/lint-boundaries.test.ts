import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });

/** The boundary messages ESLint reports for `code` as if it lived at `filePath`. */
async function violations(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages
    .filter((message) => message.ruleId?.endsWith('no-restricted-imports'))
    .map((message) => message.message);
}

describe('lint enforces the layer boundaries', () => {
  it('fails a feature that imports another feature, by alias or by relative path', async () => {
    const byAlias = "import { useDraft } from '@/features/clustering/useDraft';\nexport const x = useDraft;\n";
    const byPath = "import { useDraft } from '../clustering/useDraft';\nexport const x = useDraft;\n";
    expect(await violations('src/features/pricing/Probe.ts', byAlias)).toEqual([
      expect.stringMatching(/Features never import each other/),
    ]);
    expect(await violations('src/features/pricing/Probe.ts', byPath)).toEqual([
      expect.stringMatching(/Features never import each other/),
    ]);
  });

  it('lets a feature import its own files, shared components, lib and the api client', async () => {
    const code = [
      "import { usePricing } from './usePricing';",
      "import { EmptyState } from '@/components/EmptyState';",
      "import { useRemote } from '@/lib/useRemote';",
      "import { api } from '@/api/client';",
      'export const all = [usePricing, EmptyState, useRemote, api];',
      '',
    ].join('\n');
    expect(await violations('src/features/pricing/Probe.ts', code)).toEqual([]);
  });

  it('fails a feature that reaches the database or the local adapter directly', async () => {
    const code =
      "import { db } from '@/db/database';\nimport { local } from '@/api/local/router';\nexport const x = [db, local];\n";
    expect(await violations('src/features/industries/Probe.ts', code)).toHaveLength(2);
  });

  it('fails a shared component that imports a feature or the shell', async () => {
    const code =
      "import { TABS } from '@/app/tabs';\nimport { useDraft } from '@/features/clustering/useDraft';\nexport const x = [TABS, useDraft];\n";
    expect(await violations('src/components/Probe.tsx', code)).toHaveLength(2);
  });

  it('fails a worker that imports src, but lets it name the wire types', async () => {
    const runtime = "import { api } from '@/api/client';\nexport const x = api;\n";
    const typeOnly = "import type { Job } from '@/api/types/jobs';\nexport type X = Job;\n";
    expect(await violations('workers/clustering/probe.ts', runtime)).toHaveLength(1);
    expect(await violations('workers/clustering/probe.ts', typeOnly)).toEqual([]);
  });

  it('fails wire and record types that come from a worker module', async () => {
    const code =
      "import type { LibraryIndustry } from '@workers/industries/types';\nexport type X = LibraryIndustry;\n";
    expect(await violations('src/api/types/probe.ts', code)).toHaveLength(1);
    expect(await violations('src/db/probe.ts', code)).toHaveLength(1);
  });
});
