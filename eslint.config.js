import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** The tab folders under src/features, read when lint starts: a new tab is covered without editing this file. */
const FEATURES = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const any = (names) => `(${names.join('|')})`;

/** `@/x` or a relative path reaching `src/x` (any depth), for the given top-level folders of src. */
const srcPaths = (folders) => `^(@/|(\\.\\./)+(src/)?)${any(folders)}(/|$)`;

const DATA_LAYER = {
  regex: `^(@/|(\\.\\./)+(src/)?)(db|api/local)(/|$)`,
  message:
    "Screens reach data only through `api` (src/api/client.ts); src/db and src/api/local are the local adapter's.",
};
const NO_APP = {
  regex: srcPaths(['app']),
  message:
    'Shared code does not depend on the shell (src/app): pass what it needs as props, or use src/lib/navigation.',
};
const NO_FEATURES = {
  regex: srcPaths(['features']),
  message: 'Shared code never imports a feature: move what both need to src/components or src/lib.',
};
const NO_UI = {
  regex: `^(@/|(\\.\\./)+(src/)?)(features|app|components)(/|$)|^(react|react-dom|@chakra-ui/.*)$`,
  message: 'The API contract, record types and the database carry no UI.',
};

/** One block per boundary; a file is in exactly one of them (flat config does not merge a rule's options). */
const boundaries = [
  ...FEATURES.map((feature) => {
    const others = FEATURES.filter((name) => name !== feature);
    return {
      files: [`src/features/${feature}/**/*.{ts,tsx}`],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            patterns: [
              ...(others.length === 0
                ? []
                : [
                    {
                      regex: `^(@/features/|(\\.\\./)+(features/)?)${any(others)}(/|$)`,
                      message: `Features never import each other (${feature} → another tab): move the shared piece to src/components or src/lib, or talk through api.`,
                    },
                  ]),
              DATA_LAYER,
              NO_APP,
            ],
          },
        ],
      },
    };
  }),
  {
    files: ['src/components/**/*.{ts,tsx}', 'src/lib/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [NO_FEATURES, NO_APP, DATA_LAYER] }] },
  },
  {
    files: ['src/app/**/*.{ts,tsx}', 'src/main.tsx'],
    rules: { 'no-restricted-imports': ['error', { patterns: [DATA_LAYER] }] },
  },
  {
    files: ['src/api/*.ts', 'src/api/types/**/*.ts', 'src/api/routes/**/*.ts', 'src/db/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(@workers/|(\\.\\./)+workers/)',
              message:
                'Wire types live in src/api/types and record types in src/db; a worker module may name them, not the reverse.',
            },
            NO_UI,
          ],
        },
      ],
    },
  },
  {
    files: ['workers/**/*.ts'],
    rules: {
      'no-restricted-imports': 'off',
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^@/api/types/',
              allowTypeImports: true,
              message: "A worker may name the contract's wire types (import type), never run code from src.",
            },
            {
              regex: '^(@/(?!api/types/)|(\\.\\./)+src/)',
              message: 'Workers are pure cores: they never import src/ (use import type for src/api/types only).',
            },
            {
              regex: '^(react|react-dom|dexie|comlink|@chakra-ui/.*)$',
              message: 'Pure cores have no UI and no database; Comlink belongs in the *.worker.ts shell only.',
            },
          ],
        },
      ],
    },
  },
  {
    // The thin Comlink shells around the pure cores.
    files: ['workers/**/*.worker.ts'],
    rules: { '@typescript-eslint/no-restricted-imports': 'off' },
  },
];

export default tseslint.config(
  { ignores: ['dist', 'dev-dist', 'node_modules', 'public', 'coverage', 'test-results'] },
  {
    files: ['**/*.{ts,tsx}'],
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    languageOptions: { ecmaVersion: 2022, globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      // Prettier wraps code at 120; this catches what it leaves alone (comments). Long texts stay whole.
      'max-len': [
        'error',
        { code: 120, ignoreStrings: true, ignoreTemplateLiterals: true, ignoreUrls: true, ignoreRegExpLiterals: true },
      ],
    },
  },
  ...boundaries,
  {
    files: ['**/*.{js,mjs}'],
    extends: [js.configs.recommended],
    languageOptions: { ecmaVersion: 2022, sourceType: 'module', globals: { ...globals.node } },
  },
);
