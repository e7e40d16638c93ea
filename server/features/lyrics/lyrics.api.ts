import type { RequestHandler } from 'express';
import type { AppContext } from '../../app-context';
import { REPORT_THANKS, reportLyrics, submitLyrics, THANK_YOU } from './lyrics.service';

export const submitLyricsJson =
  (context: AppContext): RequestHandler =>
  async (req, res) => {
    const submission = await submitLyrics(context, req);
    res.status(201).json({ message: THANK_YOU, data: submission });
  };

export const reportLyricsJson =
  (context: AppContext): RequestHandler =>
  async (req, res) => {
    res.status(201).json({ message: REPORT_THANKS, data: await reportLyrics(context, req) });
  };
