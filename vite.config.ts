import { readFileSync } from 'node:fs';
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { defineConfig } from 'vitest/config';

/**
 * React's reconciler and the app's Chakra theme (its recipes and tokens), which src/main.tsx imports
 * on their own so that each evaluates in a task of its own.
 */
const REACT_DOM_CLIENT = 'react-dom-client';
const THEME = 'theme';
const PRELOADED = [REACT_DOM_CLIENT, THEME];

/**
 * Their chunks are needed for the first paint: preloaded beside the entry so they download with it
 * (a dynamic import alone would wait for the entry's evaluation), and counted in the first-load
 * budget (scripts/check-bundle-size.mjs reads the page's modulepreload links).
 */
function preloadFirstPaintChunks(): Plugin {
  let base = '/';
  return {
    name: 'topicwise:preload-first-paint-chunks',
    apply: 'build',
    configResolved: (config) => void (base = config.base),
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        return PRELOADED.map((name) => {
          const chunk = Object.values(bundle ?? {}).find((file) => file.type === 'chunk' && file.name === name);
          if (!chunk) throw new Error(`No ${name} chunk to preload: check codeSplitting in vite.config.ts`);
          return {
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${chunk.fileName}` },
            injectTo: 'head' as const,
          };
        });
      },
    },
  };
}

/** Chakra's system module, whose global styles src/main.tsx builds in a task of their own. */
const CHAKRA_SYSTEM = /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]system\.js$/;
const CHAKRA_EAGER_GLOBAL = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];';

/**
 * `createSystem` builds the system's global styles (every token's CSS variable through Chakra's
 * `css()`, the reset, the global CSS) as its last step: half of its time, and with it one task of
 * about 120 ms on Lighthouse's phone. Here `_global` becomes a getter that builds them on first
 * read, so that src/main.tsx can read it in a task of its own before the first render (the
 * provider reads it then). Same styles, same order; only when they are built moves.
 */
function deferChakraGlobalStyles(): Plugin {
  return {
    name: 'topicwise:defer-chakra-global-styles',
    apply: 'build',
    transform(code, id) {
      if (!CHAKRA_SYSTEM.test(id)) return null;
      if (!code.includes(CHAKRA_EAGER_GLOBAL) || !code.includes('    _global,\n'))
        throw new Error(`${id} changed: update deferChakraGlobalStyles in vite.config.ts`);
      return code
        .replace(CHAKRA_EAGER_GLOBAL, 'let _global;')
        .replace(
          '    _global,\n',
          '    get _global() {\n      return _global ??= [getPreflightCss(), getGlobalCss(), getTokenCss()];\n    },\n',
        );
    },
  };
}

// The app's version, written into backups' manifests.
const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string };

export default defineConfig({
  define: { 'import.meta.env.VITE_APP_VERSION': JSON.stringify(version) },
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      '@workers': fileURLToPath(new URL('./workers', import.meta.url)),
    },
  },
  worker: { format: 'es' },
  build: {
    target: 'es2022',
    chunkSizeWarningLimit: 1500,
    // Everything the entry imports statically stays in one chunk: without this, rolldown splits
    // modules the shell shares with two or more lazy tabs (DataList's icons, Chakra parts) into
    // small common chunks, adding ~1.4 kB gzip of first-load JS per new DataList user.
    //
    // The Chakra parts and icons that only lazy tabs use go to one chunk too: left to themselves they
    // became ~40 chunks of about 1 kB that the first tab waited for, a few at a time over HTTP/1.1
    // (Lighthouse's phone profile: each round trip 150 ms).
    rolldownOptions: {
      // Chakra's preset module builds a default system at import (`createSystem(defaultConfig)`),
      // which the app never uses (src/app/theme.ts builds its own): a third of the first load's
      // script evaluation. The call has no other effect, so the bundler may drop it; likewise the
      // preset's `mergeConfigs` of the default config, which src/app/theme.ts does not use.
      treeshake: { manualPureFunctions: ['createSystem', 'mergeConfigs'] },
      output: {
        codeSplitting: {
          groups: [
            { name: 'shell', tags: ['$initial'] },
            {
              name: REACT_DOM_CLIENT,
              test: /[\\/]node_modules[\\/](react-dom[\\/](client\.js|cjs[\\/]react-dom-client\.production\.js)|scheduler[\\/])/,
            },
            {
              name: THEME,
              test: /src[\\/]app[\\/]theme\.ts|@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/](theme[\\/]|preset-base\.js|anatomy\.js)|@zag-js[\\/]anatomy[\\/]/,
            },
            // The parts and icons the clustering tab (the default first screen) uses have their own
            // chunk: with the rest they were 230 kB that a phone downloaded and evaluated before the
            // form could show. A part or icon the tab starts using later lands in 'ui' and still
            // works, one chunk more (add it here).
            {
              name: 'ui-first-tab',
              test: new RegExp(
                [
                  '@chakra-ui/react/dist/esm/components/(slider|number-input|switch|progress|native-select|field|card|list|textarea|simple-grid|visually-hidden|empty-state|stat|stack)/',
                  '@ark-ui/react/dist/components/(slider|number-input|switch|progress|field)/',
                  '@zag-js/(slider|number-input|switch|progress|focus-visible)/',
                  '@internationalized/',
                  'lucide-react/dist/esm/icons/(folder-plus|circle-dashed|list-ordered|rotate-ccw-clock|play|upload|circle-check|x|git-compare)\\.mjs',
                ]
                  .map((path) => `node_modules/${path}`.replaceAll('/', '[\\\\/]'))
                  .join('|'),
              ),
            },
            { name: 'ui', test: /[\\/]node_modules[\\/](@chakra-ui|@ark-ui|@zag-js|@floating-ui|lucide-react)[\\/]/ },
          ],
        },
      },
    },
  },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
  plugins: [
    react(),
    preloadFirstPaintChunks(),
    deferChakraGlobalStyles(),
    VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      includeAssets: ['favicon.svg', 'icons/*.png'],
      manifest: {
        name: 'Topicwise: SEO Intelligence Platform',
        short_name: 'Topicwise',
        description:
          'Offline-first keyword clustering and SEO intelligence for practitioners, agencies and content strategists.',
        theme_color: '#4338ca',
        background_color: '#ffffff',
        display: 'standalone',
        start_url: '.',
        scope: '.',
        icons: [
          { src: 'icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: 'icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: 'icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,ico,webmanifest,json,bin}'],
        maximumFileSizeToCacheInBytes: 16 * 1024 * 1024,
        cleanupOutdatedCaches: true,
        navigateFallback: 'index.html',
        // The AI tab's dictionaries (1.5 MB, .tsv so not precached) are kept once first used, for offline runs.
        runtimeCaching: [
          {
            urlPattern: ({ url }) => url.pathname.includes('/data/dictionaries/') && url.pathname.endsWith('.tsv'),
            handler: 'CacheFirst',
            options: { cacheName: 'dictionaries', expiration: { maxEntries: 8 } },
          },
          // The sub-word vectors (6.8 MB, .ngrams so not precached) load with the first English run and are kept.
          {
            urlPattern: ({ url }) => url.pathname.includes('/vectors/') && url.pathname.endsWith('.ngrams'),
            handler: 'CacheFirst',
            options: { cacheName: 'subword-vectors', expiration: { maxEntries: 2 } },
          },
          // The PDF fonts (.ttf, never precached: 4 MB for CJK) load with the first PDF that needs them and are kept.
          {
            urlPattern: ({ url }) => url.pathname.includes('/fonts/') && url.pathname.endsWith('.ttf'),
            handler: 'CacheFirst',
            options: { cacheName: 'pdf-fonts', expiration: { maxEntries: 4 } },
          },
        ],
      },
      devOptions: { enabled: false },
    }),
  ],
  test: {
    testTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['tests/unit/**/*.test.ts', 'workers/**/*.test.ts'], environment: 'node' },
      },
      {
        // Hooks and shared components, rendered with Testing Library in jsdom.
        extends: true,
        test: {
          name: 'component',
          include: ['tests/component/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['tests/component/setup.ts'],
        },
      },
    ],
  },
});
