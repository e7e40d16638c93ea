import type { Locale } from '../locales';
import { en, type MessageId } from './en';
import { so } from './so';

export type { MessageId };

/** Every language's source messages. Only the server imports this: the browser gets one language, compiled, in the page. */
export const CATALOGUES: Record<Locale, Record<MessageId, string>> = { so, en };
