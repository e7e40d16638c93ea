import type { Knex } from 'knex';
import type { Row } from '../support/bulk-insert';
import { Random } from '../support/random';
import type { DemoContext } from './context';
import type { DemoSong } from './songs';

/** Also the accounts of the development sign-in (/auth/dev). */
export const DEMO_USERS = [
  { email: 'listener@hees.test', name: 'Demo Listener', is_admin: false },
  { email: 'admin@hees.test', name: 'Demo Admin', is_admin: true },
];

export interface DemoUsers {
  listenerId: number;
  adminId: number;
}

/**
 * Upserts the two demo accounts by email. Users are never deleted by a reseed (their tokens and
 * sessions must survive), so an existing account is updated in place and keeps its id.
 */
export async function upsertDemoUsers(db: Knex, ctx: DemoContext): Promise<DemoUsers> {
  const rows = DEMO_USERS.map((user) => ({
    ...user,
    avatar: ctx.images.portrait('users', user.email.split('@')[0]!, user.name),
    updated_at: ctx.now,
  }));
  await db('users').insert(rows).onConflict('email').merge(['name', 'is_admin', 'avatar', 'updated_at']);
  const ids = await db('users').whereIn('email', DEMO_USERS.map((u) => u.email)).select<{ id: number; email: string }[]>('id', 'email');
  const idOf = (email: string) => ids.find((row) => row.email === email)!.id;
  return { listenerId: idOf('listener@hees.test'), adminId: idOf('admin@hees.test') };
}

/** A dozen liked songs for the demo listener, so the Likes page has something to show. */
export function buildFavorites(ctx: DemoContext, users: DemoUsers, songs: readonly DemoSong[]): Row[] {
  const random = new Random('demo:favorites');
  return random.sample(songs.filter((s) => s.mp3), 12).map((song) => ({
    user_id: users.listenerId,
    song_id: song.id,
    // Liked some time after the song was added.
    created_at: new Date(song.createdAt.getTime() + random.next() * (ctx.now.getTime() - song.createdAt.getTime())),
  }));
}
