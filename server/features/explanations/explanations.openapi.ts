import { z } from 'zod';
import { BLOCK_LANGUAGES } from '@common/block-language';
import type { OwnExplanation, PublicExplanation } from '@common/explanations';
import type { ApiOperation } from '../../http/openapi/api-operation';
import { presents } from '../../http/openapi/presents';
import { dataOf, idPath, messageWith, pageParams, paginated } from '../../http/openapi/shapes';
import type { VoteState } from './explanations.presenter';
import { approveExplanationInput, createExplanationInput, rejectExplanationInput, reportExplanationInput } from './explanations.schema';

const STATUSES = ['pending', 'published', 'rejected'] as const;
const line = z.number().int().meta({ description: 'A line of the default lyrics as the song page numbers them, from 0.' });

/** A published explanation, as the song's answer carries it (`explanations`). */
export const publicExplanation = presents<PublicExplanation>()(
  z.object({
    id: z.number().int(),
    from_line: line,
    to_line: line.meta({ description: 'The last line explained (inclusive).' }),
    quote: z.string().meta({ description: 'The explained lines\' text.' }),
    body: z.string().meta({ description: 'Plain text; bare https URLs are links.' }),
    language: z.enum(BLOCK_LANGUAGES),
    author: z.object({ name: z.string() }),
    votes: z.number().int(),
    voted: z.boolean().meta({ description: 'Whether the signed-in caller upvoted it (false for everyone else).' }),
    created_at: z.string(),
  }),
);

export const ownExplanation = presents<OwnExplanation>()(
  z.object({
    id: z.number().int(),
    song: z.object({ id: z.number().int(), title: z.string(), url: z.string() }),
    from_line: line,
    to_line: line,
    quote: z.string(),
    body: z.string(),
    status: z.enum(STATUSES),
    reject_reason: z.string().nullable(),
    created_at: z.string(),
  }),
);

const voteState = presents<VoteState>()(z.object({ votes: z.number().int(), voted: z.boolean() }));
const report = z.object({ id: z.number().int(), explanation_id: z.number().int(), reason: z.string(), created_at: z.string() });
const decision = z.object({ id: z.number().int(), status: z.enum(STATUSES), needs_review: z.boolean(), reports: z.number().int() });

const songParams = z.object({ id: idPath('The song\'s id.') });
const params = z.object({ id: idPath('The explanation\'s id.') });
const userParams = z.object({ userId: idPath('The user\'s id.') });

/** Line explanations (docs/features/line-explanations.md). */
export const explanationOperations: readonly ApiOperation[] = [
  {
    method: 'post',
    path: '/api/song/:id/explanations',
    tag: 'Explanations',
    summary: 'Explains a line or a run of lines of a song\'s lyrics.',
    description: 'Published at once for staff and trusted explainers (`status: "published"`), else waiting for staff (`"pending"`).',
    access: 'user',
    params: songParams,
    body: createExplanationInput,
    responses: { 201: { description: 'Received.', schema: dataOf(ownExplanation) } },
  },
  {
    method: 'put',
    path: '/api/explanations/:id/vote',
    tag: 'Explanations',
    summary: 'Upvotes a published explanation (again: no change).',
    access: 'user',
    params,
    responses: { 200: { description: 'The count and the caller\'s vote.', schema: dataOf(voteState) } },
  },
  {
    method: 'delete',
    path: '/api/explanations/:id/vote',
    tag: 'Explanations',
    summary: 'Takes an upvote back (none: no change).',
    access: 'user',
    params,
    responses: { 200: { description: 'The count and the caller\'s vote.', schema: dataOf(voteState) } },
  },
  {
    method: 'post',
    path: '/api/explanations/:id/report',
    tag: 'Explanations',
    summary: 'Reports a published explanation to staff.',
    access: 'user',
    params,
    body: reportExplanationInput,
    responses: { 201: { description: 'Received.', schema: messageWith(report) } },
  },
  {
    method: 'get',
    path: '/api/me/explanations',
    tag: 'Explanations',
    summary: 'The caller\'s own explanations, newest first, with their state.',
    access: 'user',
    query: pageParams,
    responses: { 200: { description: 'A page of explanations.', schema: paginated(ownExplanation) } },
  },
  {
    method: 'post',
    path: '/api/backstage/explanations/:id/approve',
    tag: 'Backstage: lyrics',
    summary: 'Publishes a waiting explanation, with its body corrected if given.',
    access: 'admin',
    params,
    body: approveExplanationInput,
    responses: { 200: { description: 'Published.', schema: messageWith(decision) } },
  },
  {
    method: 'post',
    path: '/api/backstage/explanations/:id/reject',
    tag: 'Backstage: lyrics',
    summary: 'Rejects an explanation, with why (a published one is taken down).',
    access: 'admin',
    params,
    body: rejectExplanationInput,
    responses: { 200: { description: 'Rejected.', schema: messageWith(decision) } },
  },
  {
    method: 'post',
    path: '/api/backstage/explanations/:id/dismiss-reports',
    tag: 'Backstage: lyrics',
    summary: 'Closes an explanation\'s open reports, leaving it as it is.',
    access: 'admin',
    params,
    responses: { 200: { description: 'Reports closed.', schema: messageWith(decision) } },
  },
  {
    method: 'post',
    path: '/api/backstage/explanations/:id/confirm',
    tag: 'Backstage: lyrics',
    summary: 'Confirms where an explanation was re-attached after the lyrics changed.',
    access: 'admin',
    params,
    responses: { 200: { description: 'Confirmed.', schema: messageWith(decision) } },
  },
  {
    method: 'put',
    path: '/api/backstage/explainers/:userId/trusted',
    tag: 'Backstage: lyrics',
    summary: 'Lets a listener\'s explanations publish without a wait.',
    access: 'admin',
    params: userParams,
    responses: { 200: { description: 'Trusted.', schema: messageWith(z.object({ user_id: z.number().int(), trusted: z.boolean() })) } },
  },
  {
    method: 'delete',
    path: '/api/backstage/explainers/:userId/trusted',
    tag: 'Backstage: lyrics',
    summary: 'Sends a listener\'s explanations back through review.',
    access: 'admin',
    params: userParams,
    responses: { 200: { description: 'Not trusted.', schema: messageWith(z.object({ user_id: z.number().int(), trusted: z.boolean() })) } },
  },
];

