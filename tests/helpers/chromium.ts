/**
 * The Chromium the tests and benchmarks drive: Debian's (or CHROMIUM_PATH), headless, with the flags
 * every one of them runs it with (no sandbox in a container, no GPU, no background requests).
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'];
