import { fileURLToPath, URL } from 'node:url';
import { defineConfig, type Plugin } from 'vitest/config';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { HAND_MODEL_DIR, PLAY_WORKER_FILE, playWorkerBuild } from './vite-play-worker';

const isHandModelFile = (file: string) => /node_modules[\\/]@mediapipe[\\/]hands[\\/]/.test(file);

// The dev server forwards everything the Node server owns (API, sign-in provider, translations).
const backend = 'http://localhost:3000';

/** In development, /play/{token} answers the play page, as the Node server does in production. */
function playPageInDev(): Plugin {
  return {
    name: 'cogniplay-play-page',
    configureServer(server) {
      server.middlewares.use((request, _response, next) => {
        if (request.url && /^\/play(\/|$)/.test(request.url)) request.url = '/play.html';
        next();
      });
    },
  };
}

export default defineConfig({
  plugins: [
    // Must run before the React plugin so it can split route files.
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // Loaders travel with their page: the data-fetching code (TanStack Query, API modules)
      // then stays out of the entry chunk that /login loads.
      codeSplittingOptions: {
        defaultBehavior: [['loader', 'component'], ['errorComponent'], ['notFoundComponent']],
      },
    }),
    react(),
    tailwindcss(),
    playPageInDev(),
    playWorkerBuild(),
  ],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    proxy: { '/api': backend, '/realms': backend, '/locales': backend, '/about': backend },
  },
  build: {
    // bench/ reads chunk sizes from dist/.vite/manifest.json.
    manifest: true,
    // The hand model's files stay files, however small: the model asks for each by URL.
    assetsInlineLimit: (file) => (isHandModelFile(file) ? false : undefined),
    // Two pages: the app, and the children's play page with its own small bundle; and the play
    // page's service worker, at the top so that it may serve /play/ (vite-play-worker.ts).
    rollupOptions: {
      input: {
        main: fileURLToPath(new URL('./index.html', import.meta.url)),
        play: fileURLToPath(new URL('./play.html', import.meta.url)),
        'play-sw': fileURLToPath(new URL('./src/play-sw.ts', import.meta.url)),
      },
      output: {
        entryFileNames: (chunk) =>
          chunk.name === 'play-sw' ? PLAY_WORKER_FILE : 'assets/[name]-[hash].js',
        // A hash and no name: the entry's preload map names every lazy chunk, so each character
        // of a name is paid for on /login's first load (names cost 0.6 KB gzip at 100 chunks).
        // The manifest (dist/.vite/manifest.json) says which source each chunk holds.
        chunkFileNames: 'assets/c-[hash:8].js',
        // The hand model's files in a folder of their own, which the play page's service worker
        // leaves to the sessions that use the camera (vite-play-worker.ts).
        assetFileNames: (asset) =>
          asset.originalFileNames.some(isHandModelFile)
            ? `${HAND_MODEL_DIR}/[name]-[hash][extname]`
            : 'assets/[name]-[hash][extname]',
        // The router's many small modules become one chunk instead of about ten tiny ones: the
        // first load of /login is then ~1.5 KB gzip smaller. Only the router's own modules and its
        // store's selector shim are captured (not their dependencies, React among them), so the
        // play page keeps its small bundle without the router. `useBlocker` stays out: only the
        // assessment forms' leave warning uses it, and in this chunk it weighed on /login.
        codeSplitting: {
          groups: [
            {
              name: 'router',
              includeDependenciesRecursively: false,
              test: /node_modules[\\/]@tanstack[\\/](react-router[\\/](?!dist[\\/]esm[\\/]useBlocker\.)|router-core[\\/]|history[\\/]|store[\\/]|react-store[\\/])|node_modules[\\/]use-sync-external-store[\\/]/,
            },
            // Small modules the first load of /login needs and lazy pages share, which Rolldown
            // would otherwise give a chunk each (a few hundred bytes, each with its own import and
            // compression overhead): one chunk, /login 150.6 → 149.7 KB gzip with the shim above
            // (2026-11-27). None of them is the play page's. Grouping changes the order modules
            // run in: with the CommonJS shim in this group instead, /login failed to start, which
            // every end-to-end spec shows; `npm test` also checks the budgets.
            {
              name: 'first-load',
              includeDependenciesRecursively: false,
              test: /src[\\/](lib[\\/]id-param|features[\\/]assessments[\\/]session-state-search|components[\\/](skip-link|pressed-button-group))\.|lucide-react[\\/].*[\\/](info|triangle-exclamation-point)\.mjs|node_modules[\\/]clsx[\\/]/,
            },
            // What the forms of the signed-in pages share to submit once and word a failure:
            // one chunk, not three. Every lazy chunk is named in the entry's preload map, so the
            // submit lock as a chunk of its own put 17 bytes gzip on the first load of /login;
            // grouped, /login is 22 bytes smaller than before it (2026-11-28).
            {
              name: 'submit',
              includeDependenciesRecursively: false,
              test: /src[\\/](hooks[\\/]use-submit-lock|lib[\\/](failure-toast|error-message))\./,
            },
            // The games' drawings, which the play page and the games' pages share: one chunk for
            // both games instead of one each (each lazy chunk's name is in /login's preload map).
            {
              name: 'pictures',
              includeDependenciesRecursively: false,
              test: /src[\\/]features[\\/]games[\\/](hand-gesture[\\/]pictures[\\/]|rule-finding[\\/]pictures[\\/](item-picture|creature-picture|shape-picture|picture-features)\.)/,
            },
            // The icons the signed-in pages share and the play page does not use: one chunk, which
            // the shell loads anyway for the sidebar's icons, instead of a chunk each, whose names
            // and preload lists the entry chunk (and so /login) carries for every lazy route.
            {
              name: 'icons',
              includeDependenciesRecursively: false,
              test: /lucide-react[\\/].*[\\/](arrow-left|arrow-up|chevron-left|chevron-right|copy|flask-conical|lock|mail|pencil|plus|search|user-round|users)\.mjs/,
            },
            // Likewise TanStack Query, which every signed-in page needs and the play page does not.
            {
              name: 'query',
              includeDependenciesRecursively: false,
              test: /node_modules[\\/]@tanstack[\\/](query-core|react-query)[\\/]/,
            },
          ],
        },
      },
    },
  },
  // Which tests, and whether they share a worker's jsdom: the workspace's vitest.config.ts.
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    restoreMocks: true,
  },
});
