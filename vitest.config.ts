import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

export default defineConfig({
  resolve: {
    alias: { '@': fileURLToPath(new URL('./resources/js', import.meta.url)) },
  },
  test: {
    globalSetup: ['tests/helpers/global-setup.ts'],
    include: ['tests/**/*.test.ts', 'tests/**/*.test.tsx'],
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
  },
});
