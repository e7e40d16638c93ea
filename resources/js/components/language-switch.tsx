import { useTranslator } from '../i18n/i18n-context';
import { chooseLanguage } from '../i18n/language-switch';
import { LOCALES } from '@common/i18n/locales';

/**
 * The language switch: Somali or English, each named in itself, the page's own marked as chosen. The
 * site's side menu shows it with its label; backstage's header, short of room, says the label to
 * screen readers only.
 */
export function LanguageSwitch({ compact = false }: { compact?: boolean }) {
  const { locale, t } = useTranslator();
  return (
    <div role="group" aria-labelledby="language-label" className={compact ? 'flex items-center' : 'flex items-center gap-3 rounded-xl px-3 py-2.5'}>
      <span id="language-label" className={compact ? 'sr-only' : 'min-w-0 flex-1 font-medium text-stone-700'}>
        {t('language.label')}
      </span>
      <div className="flex shrink-0 rounded-full bg-sand-200/70 p-1">
        {LOCALES.map((option) => (
          <button
            key={option}
            type="button"
            lang={option}
            aria-pressed={option === locale}
            onClick={() => option !== locale && chooseLanguage(option)}
            className="rounded-full px-3 py-1 text-sm font-semibold text-stone-700 transition aria-pressed:bg-teal-700 aria-pressed:text-white"
          >
            {t(`language.${option}`)}
          </button>
        ))}
      </div>
    </div>
  );
}
