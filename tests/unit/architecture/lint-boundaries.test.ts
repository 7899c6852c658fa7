import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });

/** The boundary messages ESLint reports for `code` as if it lived at `filePath`. */
async function violations(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.filter((message) => message.ruleId === 'local/boundaries').map((message) => message.message);
}

type Probe = { name: string; file: string; code: string };

/** One import per rule of the allow-list that must fail (the first eight passed lint before it). */
const MUST_FAIL: Probe[] = [
  {
    name: 'a feature loading the database with import()',
    file: 'src/features/pricing/Probe.ts',
    code: "export const load = () => import('@/db/database');\n",
  },
  {
    name: 'a feature importing a worker core',
    file: 'src/features/clustering/Probe.ts',
    code: "import { runEngine } from '@workers/clustering/engine';\nexport const x = runEngine;\n",
  },
  {
    name: 'the adapter importing React',
    file: 'src/api/local/handlers/Probe.ts',
    code: "import { useState } from 'react';\nexport const x = useState;\n",
  },
  {
    name: 'the adapter importing a feature',
    file: 'src/api/local/Probe.ts',
    code: "import { useDraft } from '@/features/clustering/useDraft';\nexport const x = useDraft;\n",
  },
  {
    name: 'a worker shell importing src',
    file: 'workers/clustering/probe.worker.ts',
    code: "import { api } from '@/api/client';\nexport const x = api;\n",
  },
  {
    name: 'a worker core importing a value from src/lib',
    file: 'workers/content/probe.ts',
    code: "import { formatNumber } from '@/lib/format';\nexport const x = formatNumber;\n",
  },
  {
    name: 'a feature re-exporting the local adapter',
    file: 'src/features/industries/Probe.ts',
    code: "export { local } from '@/api/local/router';\n",
  },
  {
    name: 'a feature importing another by a relative path',
    file: 'src/features/pricing/Probe.ts',
    code: "import { useDraft } from '../clustering/useDraft';\nexport const x = useDraft;\n",
  },
  {
    name: 'a feature importing another by alias',
    file: 'src/features/pricing/Probe.ts',
    code: "import { useDraft } from '@/features/clustering/useDraft';\nexport const x = useDraft;\n",
  },
  {
    name: 'a feature reaching the database',
    file: 'src/features/industries/Probe.ts',
    code: "import { db } from '@/db/database';\nexport const x = db;\n",
  },
  {
    name: 'a feature using the shell',
    file: 'src/features/industries/Probe.ts',
    code: "import { TABS } from '@/app/tabs';\nexport const x = TABS;\n",
  },
  {
    name: 'a dynamic import() with a computed module name',
    file: 'src/features/industries/Probe.ts',
    code: 'export const load = (name: string) => import(name);\n',
  },
  {
    name: 'a shared component importing a feature',
    file: 'src/components/Probe.tsx',
    code: "import { useDraft } from '@/features/clustering/useDraft';\nexport const x = useDraft;\n",
  },
  {
    name: 'a shared component using the shell',
    file: 'src/components/Probe.tsx',
    code: "import { TABS } from '@/app/tabs';\nexport const x = TABS;\n",
  },
  {
    name: 'a shared component calling the client directly',
    file: 'src/components/Probe.tsx',
    code: "import { api } from '@/api/client';\nexport const x = api;\n",
  },
  {
    name: 'a hook importing shared UI',
    file: 'src/hooks/Probe.ts',
    code: "import { Gate } from '@/components/Gate';\nexport const x = Gate;\n",
  },
  {
    name: 'a hook reaching the local adapter',
    file: 'src/hooks/Probe.ts',
    code: "import { local } from '@/api/local/router';\nexport const x = local;\n",
  },
  {
    name: 'a pure helper importing a hook',
    file: 'src/lib/Probe.ts',
    code: "import { useRemote } from '@/hooks/useRemote';\nexport const x = useRemote;\n",
  },
  {
    name: 'a pure helper importing React',
    file: 'src/lib/Probe.ts',
    code: "import { useState } from 'react';\nexport const x = useState;\n",
  },
  {
    name: 'the contract importing a helper',
    file: 'src/contract/types/Probe.ts',
    code: "import { formatNumber } from '@/lib/format';\nexport const x = formatNumber;\n",
  },
  {
    name: 'the contract importing a package',
    file: 'src/contract/Probe.ts',
    code: "import Papa from 'papaparse';\nexport const x = Papa;\n",
  },
  {
    name: 'a worker naming a record type of the database',
    file: 'workers/clustering/probe.ts',
    code: "import type { StoredResult } from '@/db/records';\nexport type X = StoredResult;\n",
  },
  {
    name: 'a worker core using Comlink',
    file: 'workers/clustering/probe.ts',
    code: "import * as Comlink from 'comlink';\nexport const x = Comlink;\n",
  },
  {
    name: 'the database taking a value from the contract',
    file: 'src/db/probe.ts',
    code: "import { SETTING_KEYS } from '@/contract';\nexport const x = SETTING_KEYS;\n",
  },
  {
    name: 'the database importing a worker module',
    file: 'src/db/probe.ts',
    code: "import type { LibraryIndustry } from '@workers/industries/types';\nexport type X = LibraryIndustry;\n",
  },
  {
    name: 'the shell reaching the adapter',
    file: 'src/app/Probe.ts',
    code: "import { local } from '@/api/local/router';\nexport const x = local;\n",
  },
  {
    name: 'a feature loading a worker file by URL',
    file: 'src/features/clustering/Probe.ts',
    code: "export const w = new Worker(new URL('../../../workers/clustering/clustering.worker.ts', import.meta.url));\n",
  },
  {
    name: 'the CLI importing React',
    file: 'src/cli/Probe.ts',
    code: "import { useState } from 'react';\nexport const x = useState;\n",
  },
];

const MAY_PASS: Probe[] = [
  {
    name: 'a feature importing its files, shared UI, hooks, helpers, the client and the contract',
    file: 'src/features/pricing/Probe.ts',
    code: [
      "import { usePricing } from './usePricing';",
      "import { EmptyState } from '@/components/EmptyState';",
      "import { useRemote } from '@/hooks/useRemote';",
      "import { formatNumber } from '@/lib/format';",
      "import { api } from '@/api/client';",
      "import { ApiError } from '@/contract/errors';",
      "import type { Project } from '@/contract';",
      'export const all = [usePricing, EmptyState, useRemote, formatNumber, api, ApiError];',
      'export type P = Project;',
      '',
    ].join('\n'),
  },
  {
    name: 'the adapter importing the contract, the database, a worker and a helper',
    file: 'src/api/local/handlers/Probe.ts',
    code: [
      "import { ApiError } from '@/contract/errors';",
      "import { db } from '@/db/database';",
      "import { normalizeKeyword } from '@workers/clustering/text';",
      "import { splitLines } from '@/lib/lines';",
      'export const all = [ApiError, db, normalizeKeyword, splitLines];',
      "export const w = new URL('../../../../workers/clustering/clustering.worker.ts', import.meta.url);",
      '',
    ].join('\n'),
  },
  {
    name: 'a worker core rendering a PDF with the PDF module',
    file: 'workers/learning/probe.ts',
    code: "import { renderPdf } from '@/lib/pdf';\nexport const x = renderPdf;\n",
  },
  {
    name: 'a worker shell using Comlink and its core, and a core naming the wire types',
    file: 'workers/clustering/probe.worker.ts',
    code: [
      "import * as Comlink from 'comlink';",
      "import { runEngine } from './engine';",
      "import type { Job } from '@/contract/types/jobs';",
      'export const all = [Comlink, runEngine];',
      'export type J = Job;',
      '',
    ].join('\n'),
  },
  {
    name: 'the database naming the contract’s types',
    file: 'src/db/probe.ts',
    code: "import type { Project } from '@/contract';\nexport type P = Project;\n",
  },
];

describe('lint enforces the allow-list of each folder', () => {
  it.each(MUST_FAIL.map((probe) => [probe.name, probe] as const))('fails %s', async (_name, probe) => {
    expect(await violations(probe.file, probe.code)).toHaveLength(1);
  });

  it.each(MAY_PASS.map((probe) => [probe.name, probe] as const))('allows %s', async (_name, probe) => {
    expect(await violations(probe.file, probe.code)).toEqual([]);
  });
});
