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
  /** Whether a message is loaded: a public page's translator lacks the staff area's (isStaffMessage). */
  has: (id: MessageId) => boolean;
  /** Adds messages (the staff area's, brought by the first backstage page of a visit). */
  load: (messages: CompiledMessages) => void;
}

/**
 * The staff area's messages: more than half of the catalogue, which a public page neither shows nor
 * needs, so its page object leaves them out (server/i18n/i18n.props.ts) and the backstage brings them.
 */
export const isStaffMessage = (id: string) => id.startsWith('backstage.');

export function createTranslator(locale: Locale, messages: CompiledMessages): Translator {
  const i18n: I18n = setupI18n({ locale, messages: { [locale]: messages as never } });
  return {
    locale,
    t: (id, values) => i18n._(id, values),
    number: (value, options) => i18n.number(value, options),
    has: (id) => id in i18n.messages,
    load: (more) => i18n.load(locale, more as never),
  };
}
