import type { Knex } from 'knex';

export interface UserRow {
  id: number;
  name: string;
  email: string;
  avatar: string | null;
  is_admin: boolean;
  created_at: Date | string;
}

export const userColumns = ['users.id', 'users.name', 'users.email', 'users.avatar', 'users.is_admin', 'users.created_at'] as const;

export async function findUser(knex: Knex, id: number): Promise<UserRow | undefined> {
  return knex('users').where('users.id', id).first<UserRow | undefined>(...userColumns);
}

/**
 * What an identity provider tells us about a person. The e-mail address is a verified one, lower-cased
 * (every address is stored lower-cased, so lookups are plain equality on the unique index).
 */
export interface ProviderProfile {
  googleId: string;
  email: string;
  name: string;
  avatar: string | null;
}

/**
 * The account of a Google sign-in: found by Google id first (the address may have changed at Google),
 * then by e-mail address (an account made before, by the demo seed or an admin), else created. An
 * address in ADMIN_EMAILS makes the account an admin; not being listed never demotes one, so a role
 * given with `npm run user:admin` sticks.
 */
export async function upsertGoogleUser(knex: Knex, profile: ProviderProfile, adminEmails: readonly string[]): Promise<UserRow> {
  const listedAdmin = adminEmails.includes(profile.email);
  return knex.transaction(async (trx) => {
    const existing =
      (await trx('users').where('google_id', profile.googleId).forUpdate().first<{ id: number } | undefined>('id')) ??
      (await trx('users').where('email', profile.email).forUpdate().first<{ id: number } | undefined>('id'));
    const fields = { name: profile.name, avatar: profile.avatar, google_id: profile.googleId, updated_at: trx.fn.now() };
    if (existing) {
      // A changed address is taken over only when no other account holds it.
      const emailTaken = await trx('users').where('email', profile.email).whereNot('id', existing.id).first('id');
      const [row] = await trx('users')
        .where('id', existing.id)
        .update({ ...fields, ...(emailTaken ? {} : { email: profile.email }), ...(listedAdmin ? { is_admin: true } : {}) })
        .returning<UserRow[]>(userColumns);
      return row!;
    }
    const [row] = await trx('users')
      .insert({ ...fields, email: profile.email, is_admin: listedAdmin })
      .returning<UserRow[]>(userColumns);
    return row!;
  });
}

/** The demo accounts of /auth/dev: the seeded ones when present, made on the spot in an empty database. */
export async function upsertDemoUser(knex: Knex, account: { email: string; name: string; is_admin: boolean }): Promise<UserRow> {
  const [row] = await knex('users')
    .insert(account)
    .onConflict('email')
    .merge({ is_admin: account.is_admin, updated_at: knex.fn.now() })
    .returning<UserRow[]>(userColumns);
  return row!;
}

/** Gives or takes the admin role; undefined when nobody has that address. */
export async function setAdminRole(knex: Knex, email: string, isAdmin: boolean): Promise<UserRow | undefined> {
  const [row] = await knex('users')
    .where('email', email.trim().toLowerCase())
    .update({ is_admin: isAdmin, updated_at: knex.fn.now() })
    .returning<UserRow[]>(userColumns);
  return row;
}
