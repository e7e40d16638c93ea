import { z } from 'zod';
import type { ApiOperation } from '../../http/openapi/api-operation';
import { presents } from '../../http/openapi/presents';
import type { AuthUser } from '../../http/auth-user';

const user = presents<AuthUser>()(
  z.object({ id: z.number().int(), name: z.string(), avatar: z.string().nullable(), created_at: z.string(), isAdmin: z.boolean() }),
);

export const accountOperations: readonly ApiOperation[] = [
  {
    method: 'get',
    path: '/api/user',
    tag: 'Accounts',
    summary: 'The signed-in caller.',
    access: 'user',
    responses: { 200: { description: 'The user.', schema: user } },
    example: { id: 7, name: 'Hodan Cali', avatar: 'https://hees.example/media/avatars/7.jpg', created_at: '2026-03-01T09:30:00.000Z', isAdmin: false },
  },
];
