// One flat config for the whole repository; per-area rules below.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';
import boundaries from 'eslint-plugin-boundaries';
import pluginQuery from '@tanstack/eslint-plugin-query';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'apps/web/src/routeTree.gen.ts',
      'apps/web/src/components/ui/**',
      'e2e/.tmp/**',
      '**/test-results/**',
      '**/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: { ...globals.node },
      parserOptions: {
        projectService: {
          allowDefaultProject: ['vitest.config.ts', 'apps/server/vitest.config.ts'],
        },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-unnecessary-condition': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  { files: ['apps/web/**/*.tsx'], ...jsxA11y.flatConfigs.recommended },
  {
    // The server the same way: shared code -> modules and the embedded provider -> the app that
    // registers them (app.ts, api.ts, server.ts, seed.ts); a module never imports another module.
    // Shared are lib, db, plugins and config, and what several modules and the provider build
    // on: identity (users of sign-ins, tenant scope) and invitations (pending memberships).
    files: ['apps/server/src/**/*.ts'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { typescript: { project: 'apps/server/tsconfig.json' } },
      'boundaries/elements': [
        {
          type: 'server-shared',
          pattern: 'apps/server/src/{lib/**,db/**,plugins/**,config.ts,logger.ts}',
          mode: 'full',
        },
        // Invitations make users and sign-in accounts; the identity side knows nothing of them.
        { type: 'server-identity', pattern: 'apps/server/src/identity/**', mode: 'full' },
        { type: 'server-invitations', pattern: 'apps/server/src/invitations/**', mode: 'full' },
        // Shared game code reaches a game only through the games registry.
        {
          type: 'server-games-registry',
          pattern: 'apps/server/src/modules/games/{registry.ts,games.routes.ts}',
          mode: 'full',
        },
        {
          type: 'server-games-shared',
          pattern: 'apps/server/src/modules/games/shared/**',
          mode: 'full',
        },
        { type: 'server-game', pattern: 'apps/server/src/modules/games/*', capture: ['game'] },
        { type: 'server-module', pattern: 'apps/server/src/modules/*', capture: ['module'] },
        { type: 'server-idp', pattern: 'apps/server/src/idp/**', mode: 'full' },
        { type: 'server-app', pattern: 'apps/server/src/*.ts', mode: 'full' },
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          rules: [
            {
              from: { type: ['server-shared', 'server-invitations'] },
              allow: {
                to: [
                  { type: 'server-shared' },
                  { type: 'server-identity' },
                  { type: 'server-invitations' },
                ],
              },
            },
            {
              from: { type: 'server-identity' },
              allow: { to: [{ type: 'server-shared' }, { type: 'server-identity' }] },
            },
            {
              from: { type: 'server-module' },
              allow: {
                to: [
                  { type: 'server-shared' },
                  { type: 'server-identity' },
                  { type: 'server-invitations' },
                  { type: 'server-module', captured: { module: '{{ from.captured.module }}' } },
                ],
              },
            },
            {
              from: { type: 'server-games-shared' },
              allow: {
                to: [
                  { type: 'server-shared' },
                  { type: 'server-games-shared' },
                  { type: 'server-games-registry' },
                ],
              },
            },
            {
              from: { type: 'server-game' },
              allow: {
                to: [
                  { type: 'server-shared' },
                  { type: 'server-identity' },
                  { type: 'server-games-shared' },
                  { type: 'server-games-registry' },
                  { type: 'server-game', captured: { game: '{{ from.captured.game }}' } },
                ],
              },
            },
            {
              from: { type: 'server-games-registry' },
              allow: {
                to: [
                  { type: 'server-shared' },
                  { type: 'server-games-shared' },
                  { type: 'server-games-registry' },
                  { type: 'server-game' },
                ],
              },
            },
            {
              from: { type: 'server-idp' },
              allow: {
                to: [
                  { type: 'server-shared' },
                  { type: 'server-identity' },
                  { type: 'server-invitations' },
                  { type: 'server-idp' },
                ],
              },
            },
            { from: { type: 'server-app' }, allow: { to: { type: '*' } } },
          ],
        },
      ],
    },
  },
  ...pluginQuery.configs['flat/recommended'],
  {
    // Imports flow shared -> features -> app; a feature never imports another feature.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { typescript: { project: 'apps/web/tsconfig.json' } },
      'boundaries/elements': [
        {
          type: 'web-shared',
          pattern: 'apps/web/src/{components,lib,hooks,config,test}/**',
          mode: 'full',
        },
        // Shared code reaches a game only through the games registries (the app's and the play
        // page's).
        {
          type: 'web-games-registry',
          pattern: 'apps/web/src/features/games/{registry,play-registry,results-registry}.ts',
          mode: 'full',
        },
        // What the play page and the games' play screens share: the item clock, texts, buttons.
        {
          type: 'web-play-kit',
          pattern: 'apps/web/src/features/games/shared/play/**',
          mode: 'full',
        },
        {
          type: 'web-games-shared',
          pattern: 'apps/web/src/features/games/shared/**',
          mode: 'full',
        },
        {
          type: 'web-game',
          pattern: 'apps/web/src/features/games/*',
          capture: ['game'],
        },
        {
          type: 'web-feature',
          pattern: 'apps/web/src/features/*',
          capture: ['feature'],
        },
        {
          type: 'web-app',
          pattern: 'apps/web/src/{routes/**,*.ts,*.tsx}',
          mode: 'full',
        },
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          rules: [
            {
              from: { type: 'web-shared' },
              allow: { to: [{ type: 'web-shared' }, { type: 'web-games-registry' }] },
            },
            {
              from: { type: 'web-feature' },
              allow: {
                to: [
                  { type: 'web-shared' },
                  { type: 'web-games-registry' },
                  { type: 'web-feature', captured: { feature: '{{ from.captured.feature }}' } },
                ],
              },
            },
            {
              from: { type: 'web-feature', captured: { feature: 'play' } },
              allow: { to: { type: 'web-play-kit' } },
            },
            {
              from: { type: 'web-play-kit' },
              allow: { to: [{ type: 'web-shared' }, { type: 'web-play-kit' }] },
            },
            {
              from: { type: 'web-games-shared' },
              allow: {
                to: [
                  { type: 'web-shared' },
                  { type: 'web-games-shared' },
                  { type: 'web-games-registry' },
                ],
              },
            },
            {
              from: { type: 'web-game' },
              allow: {
                to: [
                  { type: 'web-shared' },
                  { type: 'web-games-shared' },
                  { type: 'web-play-kit' },
                  { type: 'web-games-registry' },
                  { type: 'web-game', captured: { game: '{{ from.captured.game }}' } },
                ],
              },
            },
            {
              from: { type: 'web-games-registry' },
              allow: {
                to: [
                  { type: 'web-shared' },
                  { type: 'web-games-shared' },
                  { type: 'web-play-kit' },
                  { type: 'web-game' },
                ],
              },
            },
            { from: { type: 'web-app' }, allow: { to: { type: '*' } } },
          ],
        },
      ],
    },
  },

  { files: ['**/*.{js,mjs,cjs}'], ...tseslint.configs.disableTypeChecked },
  {
    // Environment is read in exactly one module per app, so settings are validated in one place.
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/config.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        {
          object: 'process',
          property: 'env',
          message: 'Read configuration through src/config.ts.',
        },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/config/env.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.type='MetaProperty'][property.name='env']",
          message: 'Read import.meta.env through src/config/env.ts.',
        },
      ],
    },
  },
);
