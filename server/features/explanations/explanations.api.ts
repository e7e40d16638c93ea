import type { RequestHandler } from 'express';
import type { AppContext } from '../../app-context';
import { NotFound, ValidationError } from '../../http/errors';
import { idParam } from '../../http/params';
import { validate } from '../../http/validate';
import { paginate, pageRequest } from '../../db/paginate';
import { announcePublicChange } from '../../lib/public-content-generation';
import { detectLanguage } from './detect-language';
import { createExplanationInput, reportExplanationInput } from './explanations.schema';
import { insertExplanation, insertReport, isTrustedExplainer, ownExplanations, publishedExplanation, readingText, setVote, type OwnExplanationRow } from './explanations.queries';
import { presentOwnExplanation, presentVoteState } from './explanations.presenter';

const SONG_NOT_FOUND = 'Song not found.';
const NOT_FOUND = 'That explanation does not exist.';
export const OWN_PER_PAGE = 20;

/**
 * `POST /api/song/{id}/explanations` {from_line, to_line, body}: staff and trusted explainers publish
 * at once, anyone else's waits in the lyrics queue. The lines must be within the song's lyrics as the
 * page shows them; their text is kept as the quote, to find them again when the lyrics change.
 */
export const createExplanation =
  ({ db: { knex }, logger }: AppContext): RequestHandler =>
  async (req, res) => {
    const songId = idParam(req.params.id, SONG_NOT_FOUND);
    const text = await readingText(knex, songId);
    if (text === undefined) throw new NotFound(SONG_NOT_FOUND);
    const input = validate(createExplanationInput, req.body ?? {});
    const { lines } = text;
    if (input.from_line >= lines.length) throw new ValidationError({ from_line: ['That line is not in the lyrics.'] });
    if (input.to_line >= lines.length) throw new ValidationError({ to_line: ['That line is not in the lyrics.'] });
    const user = req.user!;
    const publish = user.isAdmin || (await isTrustedExplainer(knex, user.id));
    const row = await insertExplanation(knex, {
      song_id: songId,
      verse_id: text.verseId,
      from_line: input.from_line,
      to_line: input.to_line,
      quote: lines.slice(input.from_line, input.to_line + 1).join('\n'),
      body: input.body,
      language: detectLanguage(input.body),
      user_id: user.id,
      author_name: user.name.slice(0, 200),
      status: publish ? 'published' : 'pending',
      reviewed_by: publish ? user.id : null,
    });
    // A published one changes the song's public page: visitors' kept answers must go.
    if (publish) await announcePublicChange(knex).catch((error: unknown) => logger.warn({ err: error }, 'could not announce a public content change'));
    res.status(201).json({ data: presentOwnExplanation({ ...row, song_id: songId, song_name: text.songName }) });
  };

/** `PUT|DELETE /api/explanations/{id}/vote`: idempotent; the count is kept on the explanation. */
export const voteExplanation =
  ({ db: { knex } }: AppContext, voted: boolean): RequestHandler =>
  async (req, res) => {
    const id = idParam(req.params.id, NOT_FOUND);
    if (!(await publishedExplanation(knex, id))) throw new NotFound(NOT_FOUND);
    const votes = await setVote(knex, id, req.user!.id, voted);
    if (votes === undefined) throw new NotFound(NOT_FOUND);
    res.json({ data: presentVoteState(votes, voted) });
  };

/** `POST /api/explanations/{id}/report` {reason, note?}: reaches staff in the lyrics queue's Explanations tab. */
export const reportExplanation =
  ({ db: { knex } }: AppContext): RequestHandler =>
  async (req, res) => {
    const id = idParam(req.params.id, NOT_FOUND);
    if (!(await publishedExplanation(knex, id))) throw new NotFound(NOT_FOUND);
    const input = validate(reportExplanationInput, req.body ?? {});
    const row = await insertReport(knex, id, req.user!.id, input.reason, input.note);
    res.status(201).json({ message: 'Thank you: staff will look at it.', data: { id: row.id, explanation_id: id, reason: input.reason, created_at: row.created_at.toISOString() } });
  };

/** `GET /api/me/explanations?page=`: the caller's own, newest first, with their state. */
export const listOwnExplanations =
  ({ db: { knex } }: AppContext): RequestHandler =>
  async (req, res) => {
    res.json(await paginate(knex, ownExplanations(knex, req.user!.id), pageRequest(req), OWN_PER_PAGE, (row: OwnExplanationRow) => presentOwnExplanation(row)));
  };
