import { compileMessage } from '@lingui/message-utils/compileMessage';
import { CATALOGUES, type MessageId } from '@common/i18n/catalogue';
import { createTranslator, isStaffMessage, type CompiledMessages, type Translator } from '@common/i18n/translator';
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

/** Which of a language's messages a page carries: every one, the public site's, or the staff area's alone. */
export type MessageArea = 'all' | 'public' | 'staff';

const byArea = Object.fromEntries(
  LOCALES.map((locale) => {
    const entries = Object.entries(compiled[locale]);
    return [
      locale,
      {
        all: compiled[locale],
        public: Object.fromEntries(entries.filter(([id]) => !isStaffMessage(id))),
        staff: Object.fromEntries(entries.filter(([id]) => isStaffMessage(id))),
      },
    ];
  }),
) as Record<Locale, Record<MessageArea, CompiledMessages>>;

/** The same object for the same language and area every time: html.ts keeps its JSON by it. */
export const compiledMessages = (locale: Locale, area: MessageArea = 'all'): CompiledMessages => byArea[locale][area];

/** The server's own texts (page titles and descriptions, error pages) in a request's language. */
export const translatorFor = (locale: Locale): Translator => translators[locale];

export type { MessageId };
