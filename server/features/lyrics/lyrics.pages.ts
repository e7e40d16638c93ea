import type { RequestHandler } from 'express';
import type { AppContext } from '../../app-context';
import { REPORT_THANKS, reportLyrics, submitLyrics, THANK_YOU } from './lyrics.service';

/** The song page's form: thanks by flash on the song page; errors go back through the session. */
export const submitLyricsForm =
  (context: AppContext): RequestHandler =>
  async (req, res) => {
    const submission = await submitLyrics(context, req);
    res.inertia.flash('success', THANK_YOU);
    res.redirect(303, `/song/${submission.song_id}`);
  };

/** The song page's "report a problem with these lyrics": thanks by flash on the song page. */
export const reportLyricsForm =
  (context: AppContext): RequestHandler =>
  async (req, res) => {
    const report = await reportLyrics(context, req);
    res.inertia.flash('success', REPORT_THANKS);
    res.redirect(303, `/song/${report.song_id}`);
  };
