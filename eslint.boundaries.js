/**
 * The house's boundaries as an allow-list: each top-level folder names what it may import, and
 * everything else is an error. Specifiers are resolved to paths first (the `@/` and `@workers/`
 * aliases and relative paths alike), so `../../db/x` and `@/db/x` are the same import. Checked:
 * static imports, `export ... from`, `import()`, and `new URL('…', import.meta.url)` (how a worker
 * file is loaded). Written here rather than taken from a plugin because none resolves the aliases
 * without a second resolver package and none sees worker URLs.
 */
import { dirname, join, normalize, relative, sep } from 'node:path';

const ROOT = dirname(new URL(import.meta.url).pathname);

const UI_PACKAGES = /^(react|react-dom|@chakra-ui\/.*|lucide-react|echarts(\/.*)?|@tanstack\/react-virtual)$/;
const DATA_PACKAGES = /^(dexie|comlink)$/;
const CONTRACT = 'src/contract/';
const CLIENT = 'src/api/client';

/**
 * Who may import what. `allow` lists path prefixes (a trailing `/` is a folder, otherwise one
 * module); `typesOnly` prefixes may be imported with `import type` only; `packages` rejects npm
 * packages by name. Keep this table and the README's architecture section in step.
 */
function policyFor(file) {
  const feature = file.match(/^src\/features\/([^/]+)\//)?.[1];
  if (feature) {
    return {
      allow: [`src/features/${feature}/`, 'src/components/', 'src/hooks/', 'src/lib/', CONTRACT, CLIENT],
      message: `A tab (src/features/${feature}) imports its own files, shared UI (src/components), hooks (src/hooks), pure helpers (src/lib), the client (src/api/client) and the contract (src/contract); never another tab, the adapter, the database or a worker.`,
    };
  }
  if (file.startsWith('src/contract/')) {
    return {
      allow: [CONTRACT],
      packages: /./,
      message: 'The contract (src/contract) is the ground floor: it imports nothing of ours and no package.',
    };
  }
  if (file.startsWith('src/lib/')) {
    return {
      allow: ['src/lib/', CONTRACT],
      packages: new RegExp(`${UI_PACKAGES.source}|${DATA_PACKAGES.source}`),
      message: 'src/lib holds pure helpers: it imports the contract and itself only (no UI, no data, no hooks).',
    };
  }
  if (file.startsWith('workers/')) {
    return {
      // The PDF module is pure and is what a worker renders manuals and reports with; a long run
      // yields to its worker's messages as the main thread does.
      allow: ['workers/', CONTRACT, 'src/lib/pdf/', 'src/lib/yieldToEventLoop'],
      packages: file.endsWith('.worker.ts')
        ? new RegExp(`${UI_PACKAGES.source}|^dexie$`)
        : new RegExp(`${UI_PACKAGES.source}|${DATA_PACKAGES.source}`),
      message:
        'Workers are pure cores: they import other worker cores, the contract, the PDF module (src/lib/pdf) and the event-loop yield (src/lib/yieldToEventLoop) only (no other src/lib, no UI, no database; Comlink in the *.worker.ts shell only).',
    };
  }
  if (file.startsWith('src/db/')) {
    return {
      allow: ['src/db/'],
      typesOnly: [CONTRACT],
      packages: UI_PACKAGES,
      message: 'The database (src/db) imports its own files and the contract’s types (import type) only.',
    };
  }
  if (file.startsWith('src/api/')) {
    return {
      allow: ['src/api/', CONTRACT, 'src/db/', 'workers/', 'src/lib/'],
      packages: UI_PACKAGES,
      message:
        'The client and the local adapter (src/api) import the contract, the database, the workers and pure helpers; never React, shared UI, hooks or a tab.',
    };
  }
  if (file.startsWith('src/hooks/')) {
    return {
      allow: ['src/hooks/', CLIENT, CONTRACT, 'src/lib/'],
      message:
        'Hooks (src/hooks) reach data through the client (src/api/client) and use the contract and pure helpers; never shared UI, a tab, the adapter or the database.',
    };
  }
  if (file.startsWith('src/components/')) {
    return {
      allow: ['src/components/', 'src/hooks/', 'src/lib/', CONTRACT],
      message:
        'Shared UI (src/components) uses hooks, pure helpers and the contract; never a tab, the shell, the client directly, the adapter or the database.',
    };
  }
  if (file.startsWith('src/app/') || file === 'src/main.tsx') {
    return {
      allow: ['src/app/', 'src/features/', 'src/components/', 'src/hooks/', 'src/lib/', CONTRACT, CLIENT],
      message: 'The shell (src/app, src/main.tsx) reaches data only through the client (src/api/client) and hooks.',
    };
  }
  if (file.startsWith('src/cli/')) {
    return {
      allow: ['src/cli/', 'src/api/', 'src/db/', 'workers/', 'src/lib/', CONTRACT],
      packages: UI_PACKAGES,
      message: 'The CLI (src/cli) drives the local adapter and the workers; it carries no UI.',
    };
  }
  return undefined;
}

const stripExtension = (path) => path.replace(/\?.*$/, '').replace(/\.(ts|tsx|js|mjs)$/, '');

/** The repo-relative path a specifier names, or undefined for a package. */
function resolve(file, specifier) {
  if (specifier.startsWith('@/')) return stripExtension(`src/${specifier.slice(2)}`);
  if (specifier.startsWith('@workers/')) return stripExtension(`workers/${specifier.slice('@workers/'.length)}`);
  if (specifier.startsWith('.'))
    return stripExtension(
      normalize(join(dirname(file), specifier))
        .split(sep)
        .join('/'),
    );
  return undefined;
}

const within = (target, prefix) => (prefix.endsWith('/') ? `${target}/`.startsWith(prefix) : target === prefix);

const boundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Each folder imports only what its row of the allow-list names.' },
    schema: [],
  },
  create(context) {
    const file = relative(ROOT, context.filename).split(sep).join('/');
    const policy = policyFor(file);
    if (!policy) return {};

    function check(node, specifier, typeOnly) {
      if (typeof specifier !== 'string') return;
      const target = resolve(file, specifier);
      if (target === undefined) {
        if (policy.packages?.test(specifier.replace(/\?.*$/, ''))) {
          context.report({ node, message: `'${specifier}': ${policy.message}` });
        }
        return;
      }
      if (policy.allow.some((prefix) => within(target, prefix))) return;
      if (typeOnly && policy.typesOnly?.some((prefix) => within(target, prefix))) return;
      context.report({ node, message: `'${specifier}': ${policy.message}` });
    }

    const allTypes = (node) =>
      node.importKind === 'type' ||
      (node.specifiers.length > 0 && node.specifiers.every((specifier) => specifier.importKind === 'type'));

    return {
      ImportDeclaration: (node) => check(node.source, node.source.value, allTypes(node)),
      ExportNamedDeclaration: (node) =>
        node.source && check(node.source, node.source.value, node.exportKind === 'type'),
      ExportAllDeclaration: (node) => check(node.source, node.source.value, node.exportKind === 'type'),
      ImportExpression(node) {
        if (node.source.type === 'Literal') check(node.source, node.source.value, false);
        else if (node.source.type === 'TemplateLiteral' && node.source.expressions.length === 0) {
          check(node.source, node.source.quasis[0].value.cooked, false);
        } else {
          context.report({
            node,
            message: `import() must name its module literally, so the boundaries can be checked. ${policy.message}`,
          });
        }
      },
      NewExpression(node) {
        const [first, second] = node.arguments;
        const isUrl = node.callee.type === 'Identifier' && node.callee.name === 'URL';
        const fromModule =
          second?.type === 'MemberExpression' &&
          second.object.type === 'MetaProperty' &&
          second.property.type === 'Identifier' &&
          second.property.name === 'url';
        if (isUrl && fromModule && first?.type === 'Literal') check(first, first.value, false);
      },
    };
  },
};

export const boundariesPlugin = { rules: { boundaries } };
