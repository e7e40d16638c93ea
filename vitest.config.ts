import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

/**
 * Four projects (docs/testing.md): `server` runs on whichever database the run has (PGlite, or the
 * PostgreSQL server at DATABASE_URL) and is the one CI runs twice; `unit`, `client` and `e2e` touch no
 * SQL of their own dialect and run once (`e2e` on the run's database too: CI gives backstage's to PostgreSQL).
 */
export default defineConfig({
  resolve: {
    alias: {
      '@common': fileURLToPath(new URL('./common', import.meta.url)),
      '@': fileURLToPath(new URL('./resources/js', import.meta.url)),
    },
  },
  test: {
    // Generous: browser tests share two cores with the server under test.
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // expect.poll gives up after 1 s by default: too soon for a browser waiting on a loaded machine
    // (a file picked, a dialog answered, a job done). A poll that succeeds returns at once anyway.
    expect: { poll: { timeout: 15_000, interval: 100 } },
    // Each file gets its own database; two cores, so two files at a time.
    maxWorkers: 2,
    pool: 'forks',
    env: { NODE_ENV: 'test', LOG_LEVEL: 'silent' },
    // Each transformed module kept on disk (node_modules/.experimental-vitest-cache, keyed by its
    // source, the config and Vitest's version; emptied when the lockfile changes): a second run of one
    // server file skips ~3 s of transforming the app, and in a run the projects and CI's two passes
    // share one transform of each module (docs/testing.md).
    experimental: { fsModuleCache: true },
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts'],
          // A worker imports the app once and runs file after file (docs/testing.md: about 8 s of
          // imports a file otherwise). Each file still opens its own app, database and storage.
          isolate: false,
          globalSetup: ['tests/setup/build.ts', 'tests/setup/databases.ts'],
          // Every /api answer the tests receive is checked against the OpenAPI document (docs/features/api-contract.md).
          setupFiles: ['tests/setup/openapi-responses.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts', 'tests/scripts/**/*.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'client',
          include: ['tests/client/**/*.test.ts', 'tests/client/**/*.test.tsx'],
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          isolate: false,
          // A browser walk through a backstage screen with uploads and the audio pipeline takes 30-40 s
          // on a quiet machine and over 90 s at a load of 15: a hang still fails, two minutes on.
          testTimeout: 120_000,
          globalSetup: ['tests/setup/build.ts', 'tests/setup/databases.ts', 'tests/setup/chromium.ts'],
        },
      },
    ],
  },
});
