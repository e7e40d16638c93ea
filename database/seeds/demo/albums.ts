import type { Row } from '../support/bulk-insert';
import { Random } from '../support/random';
import { SlugSet } from '../support/slug';
import type { DemoArtist } from './artists';
import type { DemoContext } from './context';
import type { DemoSong } from './songs';

const ALBUM_COUNT = 20;
const PREFIXES = ['Codka', 'Xusuusta', 'Heesaha', 'Ururinta', 'Dhawaaqa', 'Laxanka'];
const SUBJECTS = ['Waaberi', 'Gu’ga', 'Badda', 'Hooyo', 'Qurbaha', 'Xorriyadda', 'Jacaylka', 'Habeenka', 'Dhulka', 'Geeska'];

/**
 * Twenty albums, each by a different artist with at least four songs, gathering 3-5 of that
 * artist's songs released close together. Sets `albumId` on those songs.
 */
export function buildAlbums(ctx: DemoContext, artists: readonly DemoArtist[], songs: DemoSong[]): Row[] {
  const random = new Random('demo:albums');
  const slugs = new SlugSet();
  const songsOf = (artist: DemoArtist) => songs.filter((s) => s.artist === artist);
  const chosen = random.sample(
    artists.filter((a) => songsOf(a).length >= 4),
    ALBUM_COUNT,
  );
  if (chosen.length < ALBUM_COUNT) throw new Error('Not enough artists with four songs for the demo albums');

  return chosen.map((artist, index) => {
    const own = songsOf(artist);
    const size = random.int(3, Math.min(5, own.length));
    const start = random.int(0, own.length - size);
    const tracks = own.slice(start, start + size);
    const name = `${random.pick(PREFIXES)} ${random.pick(SUBJECTS)}`;
    const slug = slugs.take(`${name} ${artist.displayName}`);
    const id = index + 1;
    for (const track of tracks) track.albumId = id;
    const year = Math.max(...tracks.map((t) => t.released));
    const month = String(random.int(1, 12)).padStart(2, '0');
    const day = String(random.int(1, 28)).padStart(2, '0');
    return {
      id,
      name,
      slug,
      artist_id: artist.id,
      cover: ctx.images.cover('albums', slug, name),
      content_type: artist.profile.contentType,
      released_at: `${year}-${month}-${day}`,
      created_at: ctx.now,
      updated_at: ctx.now,
    };
  });
}
