import type { Request, RequestHandler } from 'express';
import type { AppContext } from '../../app-context';
import { ValidationError } from '../../http/errors';
import { musicEn } from '@common/i18n/catalogue/music.en';
import type { MessageId } from '@common/i18n/catalogue/en';
import { translatorOf } from '../../i18n/i18n.props';
import { reportLyrics, submitLyrics } from './lyrics.service';

/** The forms' fixed field errors (lyrics.schema.ts writes the English catalogue's), by their English text. */
const ERROR_IDS = new Map(
  Object.entries(musicEn)
    .filter(([id]) => id.startsWith('lyricsForm.error.'))
    .map(([id, text]) => [text, id as MessageId]),
);

/**
 * The song page's forms in the page's language: their field errors translated (any other message,
 * such as the input boundary's, stays as the server wrote it); /api keeps the English.
 */
async function inPageLanguage<T>(req: Request, send: () => Promise<T>): Promise<T> {
  try {
    return await send();
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const { t } = translatorOf(req);
    const say = (message: string) => {
      const id = ERROR_IDS.get(message);
      return id ? t(id) : message;
    };
    throw new ValidationError(Object.fromEntries(Object.entries(error.errors).map(([field, messages]) => [field, messages.map(say)])));
  }
}

/** The song page's form: thanks by flash on the song page; errors go back through the session. */
export const submitLyricsForm =
  (context: AppContext): RequestHandler =>
  async (req, res) => {
    const submission = await inPageLanguage(req, () => submitLyrics(context, req));
    res.inertia.flash('success', translatorOf(req).t('addLyrics.thanks'));
    res.redirect(303, `/song/${submission.song_id}`);
  };

/** The song page's "report a problem with these lyrics": thanks by flash on the song page. */
export const reportLyricsForm =
  (context: AppContext): RequestHandler =>
  async (req, res) => {
    const report = await inPageLanguage(req, () => reportLyrics(context, req));
    res.inertia.flash('success', translatorOf(req).t('reportLyrics.thanks'));
    res.redirect(303, `/song/${report.song_id}`);
  };
