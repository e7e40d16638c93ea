import { compileMessage } from '@lingui/message-utils/compileMessage';
import { CATALOGUES, type MessageId } from '@common/i18n/catalogue';
import { createTranslator, type CompiledMessages, type Translator } from '@common/i18n/translator';
import { LOCALES, type Locale } from '@common/i18n/locales';

/**
 * Each language's messages compiled once, at start-up, on the server: the browser receives them
 * compiled in the page (shared props), so Lingui's message compiler never ships in the bundle.
 */
const compiled = Object.fromEntries(
  LOCALES.map((locale) => [
    locale,
    Object.fromEntries(Object.entries(CATALOGUES[locale]).map(([id, message]) => [id, compileMessage(message)])) as CompiledMessages,
  ]),
) as Record<Locale, CompiledMessages>;

const translators = Object.fromEntries(LOCALES.map((locale) => [locale, createTranslator(locale, compiled[locale])])) as Record<Locale, Translator>;

export const compiledMessages = (locale: Locale): CompiledMessages => compiled[locale];

/** The server's own texts (page titles and descriptions, error pages) in a request's language. */
export const translatorFor = (locale: Locale): Translator => translators[locale];

export type { MessageId };
