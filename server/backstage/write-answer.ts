import type { Request, Response } from 'express';
import { wantsJson } from '../http/error-handler';
import { translatorFor, type MessageId } from '../i18n/catalogues';
import { translatorOf } from '../i18n/i18n.props';
import { jsonLocale, sayToPage } from '../i18n/say-message';

/** A notice as a catalogue message: said in the staff's language on a page, in English to JSON clients. */
export interface Said {
  id: MessageId;
  values?: Record<string, string>;
}

interface WriteAnswer {
  /** 201 for a new record, 200 otherwise. */
  status: 200 | 201;
  /** Where the page form goes next (the edit screen, the list). */
  location: string;
  /** What the page says it did: a catalogue message, or a text the server wrote in English (said in the reader's language). */
  message: string | Said;
  /** The record, for JSON clients. */
  data: unknown;
}

/**
 * How every backstage write answers: a JSON client (Accept: application/json) gets the record and the
 * message in the language its Accept-Language names (English without one: what the apps and scripts
 * have always read; a written text is said by sayJsonMessages); a page form is redirected (303, so the
 * browser follows with a GET) with the message as a flash in the page's language (issue 31: staff read
 * backstage in Somali).
 */
export function answerWrite(req: Request, res: Response, answer: WriteAnswer): void {
  const said = answer.message;
  if (wantsJson(req)) {
    res.status(answer.status).json({ data: answer.data, message: typeof said === 'string' ? said : translatorFor(jsonLocale(req)).t(said.id, said.values) });
    return;
  }
  res.inertia.flash('success', typeof said === 'string' ? sayToPage(req, said) : translatorOf(req).t(said.id, said.values));
  res.redirect(303, answer.location);
}
