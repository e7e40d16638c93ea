import { DEFAULT_LOCALE, isLocale } from '@common/i18n/locales';
import { createTranslator, type Translator } from '@common/i18n/translator';

/**
 * The translator for a page loaded in full (the HTML's page object, or the one SSR renders): its
 * `locale` and compiled `messages` props (server/i18n/i18n.props.ts), or the messages given (the
 * browser's, from their own file: starting-messages.ts).
 */
export function translatorFromPage(page: { props: Record<string, unknown> }, messages: unknown = page.props.messages): Translator {
  const locale = isLocale(page.props.locale) ? page.props.locale : DEFAULT_LOCALE;
  return createTranslator(locale, messages && typeof messages === 'object' ? (messages as Record<string, unknown>) : {});
}
