import { setupI18n, type I18n } from '@lingui/core';
import type { MessageId } from './catalogue/en';
import type { Locale } from './locales';

/** Messages as the server compiled them (server/i18n/catalogues.ts): no compiler ships to the browser. */
export type CompiledMessages = Record<string, unknown>;

/** The page props that carry the language: `locale` always, the messages only on a full page load. */
export interface LocaleProps {
  locale: Locale;
  messages?: CompiledMessages;
}

export type TranslateValues = Record<string, string | number>;
export type Translate = (id: MessageId, values?: TranslateValues) => string;

export interface Translator {
  locale: Locale;
  t: Translate;
  /** A number as the language writes it (grouping and decimal signs). */
  number: (value: number, options?: Intl.NumberFormatOptions) => string;
}

export function createTranslator(locale: Locale, messages: CompiledMessages): Translator {
  const i18n: I18n = setupI18n({ locale, messages: { [locale]: messages as never } });
  return {
    locale,
    t: (id, values) => i18n._(id, values),
    number: (value, options) => i18n.number(value, options),
  };
}
