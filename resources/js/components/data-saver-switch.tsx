import { useSyncExternalStore } from 'react';
import { dataSaverChoice, onDataSaverChange, setDataSaverChoice } from '../lib/data-saver';
import { useDataSaver } from '../lib/use-data-saver';
import { useT } from '../i18n/i18n-context';

/**
 * The menu's data saver switch. The server (and the first render) know only what the request said (see
 * useDataSaver); the switch shows the real state once the page has started.
 */
export function DataSaverSwitch() {
  const on = useDataSaver();
  const t = useT();
  const automatic = useSyncExternalStore(onDataSaverChange, () => dataSaverChoice() === 'auto', () => true);
  return (
    <div className="flex items-center gap-3 rounded-xl px-3 py-2.5">
      <span className="min-w-0 flex-1">
        <span id="data-saver-label" className="block font-medium text-stone-700">
          {t('dataSaver.label')}
        </span>
        <span className="block text-xs text-stone-500">{on && automatic ? t('dataSaver.browserAsks') : t('dataSaver.hint')}</span>
      </span>
      <button
        type="button"
        role="switch"
        aria-checked={on}
        aria-labelledby="data-saver-label"
        onClick={() => setDataSaverChoice(on ? 'off' : 'on')}
        className="relative h-7 w-12 shrink-0 rounded-full bg-stone-300 transition aria-checked:bg-teal-700"
      >
        <span aria-hidden="true" className={`absolute top-1 left-1 size-5 rounded-full bg-white shadow transition-transform ${on ? 'translate-x-5' : ''}`} />
      </button>
    </div>
  );
}
