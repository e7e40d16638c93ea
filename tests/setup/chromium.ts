import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../helpers/chromium';

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
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_ARGS,
  });
  project.provide('chromiumEndpoint', server.wsEndpoint());
  return async () => {
    await server.close();
  };
}
