import { useSyncExternalStore } from 'react';
import { usePage } from '@inertiajs/react';
import { dataSaverOn, onDataSaverChange } from './data-saver';

/**
 * Whether data saver is on, for rendering. The server cannot read this browser's setting, only what the
 * request said (the `data_saver` cookie, Save-Data: `app.saveData`), so the server's markup and the
 * first render in the browser both use that, and the hydrated page then follows the setting itself.
 */
export function useDataSaver(): boolean {
  const saveData = usePage().props.app?.saveData === true;
  return useSyncExternalStore(onDataSaverChange, dataSaverOn, () => saveData);
}
