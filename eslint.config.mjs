// Flat config: type-aware TypeScript rules plus the import boundaries of ARCHITECTURE.md.
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const layer = (files, forbidden, why) => ({
  files,
  rules: {
    'no-restricted-imports': [
      'error',
      { patterns: forbidden.map((group) => ({ group: [group], message: why })) },
    ],
  },
});

export default tseslint.config(
  {
    ignores: [
      'node_modules/**',
      '.next/**',
      'data/**',
      'db/*/migrations/**',
      'test-results/**',
      'playwright-report/**',
      'bench-results/**',
      'next-env.d.ts',
      'spec/**',
      '**/*.tmp.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { attributes: false } },
      ],
      '@typescript-eslint/only-throw-error': 'off',
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    files: ['**/*.mjs', '**/*.cjs', '**/*.js', '**/*.d.mts'],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: {
      ...tseslint.configs.disableTypeChecked.languageOptions,
      globals: globals.node,
    },
  },
  {
    files: ['scripts/**', 'e2e/**', 'tests/**', '**/*.test.ts', '**/*.test.tsx', '*.config.*'],
    rules: { 'no-console': 'off' },
  },
  // lib/domain: pure rules; imports nothing outside lib/domain.
  layer(
    ['lib/domain/**'],
    [
      '@/lib/services/*',
      '@/lib/rest/*',
      '@/lib/soap/*',
      '@/lib/server/*',
      '@/lib/client/*',
      '@/lib/contracts/*',
      '@/db/*',
      '@/components/*',
      '@/app/*',
      'next',
      'next/*',
      'react',
      'better-sqlite3',
      'pg',
      'drizzle-orm',
      'drizzle-orm/*',
      'node:*',
    ],
    'lib/domain holds pure rules and imports nothing outside lib/domain.',
  ),
  // lib/services: use cases over ports; never a dialect, never a transport.
  layer(
    ['lib/services/**'],
    [
      '@/db/*',
      '@/lib/rest/*',
      '@/lib/soap/*',
      '@/lib/server/*',
      '@/lib/client/*',
      '@/components/*',
      '@/app/*',
      'next',
      'next/*',
      'react',
      'better-sqlite3',
      'pg',
      'drizzle-orm',
      'drizzle-orm/*',
    ],
    'lib/services talks to repository ports (lib/domain/ports), never to db/, transports or UI.',
  ),
  // db: implements the ports of lib/domain; knows nothing above it.
  layer(
    ['db/**'],
    [
      '@/lib/services/*',
      '@/lib/rest/*',
      '@/lib/soap/*',
      '@/lib/server/*',
      '@/lib/client/*',
      '@/components/*',
      '@/app/*',
      'next',
      'next/*',
      'react',
    ],
    'db/ depends only on lib/domain (ports and types).',
  ),
  // Only db/database.ts knows the dialect: the composition root and the doors never name one.
  layer(
    ['lib/server/**', 'app/**'],
    ['@/db/sqlite/*', '@/db/postgres/*', 'better-sqlite3', 'pg', 'drizzle-orm', 'drizzle-orm/*'],
    'lib/server and app open the database through @/db/database, never a dialect directly.',
  ),
  // Adapters reach the services through lib/server; never the database directly.
  layer(
    ['lib/rest/**', 'lib/soap/**'],
    [
      '@/db/*',
      '@/lib/client/*',
      '@/components/*',
      '@/app/*',
      'better-sqlite3',
      'pg',
      'drizzle-orm',
      'drizzle-orm/*',
      'react',
    ],
    'lib/rest and lib/soap reach the services through lib/server, never db/ or UI code.',
  ),
  // The browser side never imports server code.
  layer(
    ['components/**', 'lib/client/**'],
    [
      '@/lib/server/*',
      '@/lib/services/*',
      '@/db/*',
      '@/lib/rest/*',
      '@/lib/soap/*',
      'better-sqlite3',
      'pg',
      'drizzle-orm',
      'drizzle-orm/*',
      'node:*',
    ],
    'components and lib/client run in the browser: no server, services or database imports.',
  ),
  layer(
    ['lib/crypto/**'],
    ['@/*', 'next', 'next/*', 'react'],
    'lib/crypto holds hashing helpers over node:crypto and imports nothing of the app.',
  ),
  layer(
    ['lib/contracts/**'],
    [
      '@/lib/server/*',
      '@/lib/services/*',
      '@/db/*',
      '@/lib/rest/*',
      '@/lib/soap/*',
      '@/components/*',
      '@/app/*',
    ],
    'lib/contracts holds wire shapes only (zod), shared by server and browser.',
  ),
);
