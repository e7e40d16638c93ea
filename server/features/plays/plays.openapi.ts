import { z } from 'zod';
import type { ApiOperation } from '../../http/openapi/api-operation';
import { dataOf } from '../../http/openapi/shapes';
import { playBatchSchema } from './plays.schema';

export const playOperations: readonly ApiOperation[] = [
  {
    method: 'post',
    path: '/api/analytics/plays',
    tag: 'Player',
    summary: 'Reports what was played (load, play, pause, ended), a batch at a time.',
    description: 'Counted once per listener and item a day; has its own rate limit (listening).',
    access: 'public',
    body: playBatchSchema,
    example: { data: { stored: 2, counted: 1 } },
    responses: { 202: { description: 'Taken.', schema: dataOf(z.object({ stored: z.number().int(), counted: z.number().int() })) } },
  },
  {
    method: 'get',
    path: '/api/stats',
    tag: 'Player',
    summary: 'Site-wide listening figures.',
    access: 'public',
    responses: {
      200: {
        description: 'Minutes streamed in the last 30 days, and by month for the last 12 (kept a minute).',
        schema: dataOf(z.object({ minutes_streamed_monthly: z.number(), minutes_by_month: z.array(z.object({ month: z.string(), minutes: z.number() })) })),
      },
    },
  },
];
