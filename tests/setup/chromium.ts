import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';

/**
 * Global setup of the browser tests: one Chromium for the whole run (Debian's, at /usr/bin/chromium),
 * which every test file connects to and opens contexts in (tests/e2e/helpers/browser.ts). Starting one
 * per file cost a second or more each, and more on a loaded machine.
 */
declare module 'vitest' {
  export interface ProvidedContext {
    chromiumEndpoint: string;
  }
}

export default async function setup(project: TestProject) {
  const server = await chromium.launchServer({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  project.provide('chromiumEndpoint', server.wsEndpoint());
  return async () => {
    await server.close();
  };
}
