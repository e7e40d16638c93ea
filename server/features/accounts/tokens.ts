import { createHash, randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import { userColumns, type UserRow } from './users.queries';

/**
 * Personal access tokens (spec §7): the browser keeps one under `_token`, the apps live on them.
 * Only a SHA-256 of a token is stored; the token itself is shown once, on the page after sign-in.
 * The prefix lets secret scanners recognise a leaked token.
 */
const PREFIX = 'hees_';
const LIFETIME_DAYS = 365;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export async function issueToken(knex: Knex, userId: number, name = 'web'): Promise<{ id: number; token: string }> {
  const token = PREFIX + randomBytes(32).toString('base64url');
  const [row] = await knex('api_tokens')
    .insert({
      user_id: userId,
      name,
      token_hash: hashToken(token),
      expires_at: knex.raw(`now() + ? * interval '1 day'`, [LIFETIME_DAYS]),
    })
    .returning<{ id: number }[]>('id');
  return { id: row!.id, token };
}

/** The user of a live token (not revoked, not expired), with the token's id. */
export async function verifyToken(knex: Knex, token: string): Promise<{ tokenId: number; user: UserRow } | undefined> {
  const row = await knex('api_tokens')
    .join('users', 'users.id', 'api_tokens.user_id')
    .where('api_tokens.token_hash', hashToken(token))
    .whereNull('api_tokens.revoked_at')
    .andWhere((q) => q.whereNull('api_tokens.expires_at').orWhere('api_tokens.expires_at', '>', knex.fn.now()))
    .first<(UserRow & { token_id: number; last_used_at: Date | null }) | undefined>(
      ...userColumns,
      'api_tokens.id as token_id',
      'api_tokens.last_used_at',
    );
  if (!row) return undefined;
  const { token_id: tokenId, last_used_at: lastUsedAt, ...user } = row;
  // Minute precision is plenty to find unused tokens, and spares a write on every request.
  if (!lastUsedAt || Date.now() - new Date(lastUsedAt).getTime() > 60_000) {
    await knex('api_tokens').where('id', tokenId).update({ last_used_at: knex.fn.now() });
  }
  return { tokenId, user };
}

export async function revokeTokens(knex: Knex, tokenIds: readonly number[]): Promise<void> {
  if (!tokenIds.length) return;
  await knex('api_tokens').whereIn('id', tokenIds).whereNull('revoked_at').update({ revoked_at: knex.fn.now() });
}
