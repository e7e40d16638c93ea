import type { Request, Response } from 'express';
import { wantsJson } from '../http/error-handler';

interface WriteAnswer {
  /** 201 for a new record, 200 otherwise. */
  status: 200 | 201;
  /** Where the page form goes next (the edit screen, the list). */
  location: string;
  /** What the page says it did. */
  message: string;
  /** The record, for JSON clients. */
  data: unknown;
}

/**
 * How every backstage write answers: a JSON client (Accept: application/json) gets the record; a
 * page form is redirected (303, so the browser follows with a GET) with the message as a flash.
 */
export function answerWrite(req: Request, res: Response, answer: WriteAnswer): void {
  if (wantsJson(req)) {
    res.status(answer.status).json({ data: answer.data, message: answer.message });
    return;
  }
  res.inertia.flash('success', answer.message);
  res.redirect(303, answer.location);
}
