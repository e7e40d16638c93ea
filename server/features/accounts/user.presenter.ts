import type { MediaUrl } from '@common/media-url';
import type { AuthUser } from '../../http/auth-user';
import { toIso } from '../../lib/format';
import type { UserRow } from './users.queries';

/** The spec's Auth user (§3): the one shape of `auth.user` on pages and of `GET /api/user`. */
export function presentAuthUser(row: UserRow, mediaUrl: MediaUrl): AuthUser {
  return {
    id: row.id,
    name: row.name,
    avatar: mediaUrl(row.avatar),
    created_at: toIso(row.created_at)!,
    isAdmin: row.is_admin,
  };
}
