import { createContext, useContext, type ReactNode } from 'react';
import type { Translate, Translator } from '@common/i18n/translator';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@common/i18n/locales';

/**
 * The translator of the page being shown. On the client one for the whole visit (made from the first
 * page's messages: app.tsx); in SSR one per render, because renders of both languages run side by side.
 */
const TranslatorContext = createContext<Translator | null>(null);

export function TranslatorProvider({ translator, children }: { translator: Translator; children: ReactNode }) {
  return <TranslatorContext.Provider value={translator}>{children}</TranslatorContext.Provider>;
}

export function useTranslator(): Translator {
  const translator = useContext(TranslatorContext);
  if (!translator) throw new Error('useTranslator needs a TranslatorProvider (app.tsx, ssr.tsx)');
  return translator;
}

/** The translate function of the page's language. */
export const useT = (): Translate => useTranslator().t;

/**
 * For code outside React that runs in the browser only (notifications, the player's labels): the
 * translator app.tsx made at start-up.
 */
let browserTranslator: Translator | null = null;
export const setBrowserTranslator = (translator: Translator) => {
  browserTranslator = translator;
};
/**
 * The page's language outside React: the start-up translator's, else `<html lang>` (the server writes
 * it). Our own JSON calls send it as Accept-Language, so the server's messages come back in it.
 */
export function browserLocale(): Locale {
  if (browserTranslator) return browserTranslator.locale;
  const lang = typeof document === 'undefined' ? undefined : document.documentElement.lang;
  return isLocale(lang) ? lang : DEFAULT_LOCALE;
}

export function browserT(): Translate {
  if (!browserTranslator) throw new Error('browserT before app start-up');
  return browserTranslator.t;
}
