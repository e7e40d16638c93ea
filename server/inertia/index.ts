export { inertia, isInertiaRequest, type InertiaOptions, type InertiaResponse, type SsrResult } from './middleware';
export { optional, defer, always, merge, prepend, deepMerge, InertiaProp } from './props';
export { readClientAssets, watchedClientAssets, type ClientAssets } from './vite-manifest';
export type { PageObject } from './page-object';
export { serveMessagesAsFile } from './page-messages';
