import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';

// The dev server forwards everything the Node server owns (API, sign-in provider, translations).
const backend = 'http://localhost:3000';

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
  ],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    proxy: { '/api': backend, '/realms': backend, '/locales': backend },
  },
  build: {
    // bench/ reads chunk sizes from dist/.vite/manifest.json.
    manifest: true,
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    restoreMocks: true,
  },
});
