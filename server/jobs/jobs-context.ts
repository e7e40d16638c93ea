import type { AppContext } from '../app-context';

/** What job handlers are built with: the app's dependencies without the HTTP parts. */
export type JobsContext = Pick<AppContext, 'config' | 'db' | 'logger' | 'storage'>;
