import type { Row } from '../support/bulk-insert';
import { addDays } from '../support/dates';
import { Random } from '../support/random';
import { SlugSet } from '../support/slug';
import type { DemoContext } from './context';
import type { DemoSong } from './songs';

interface PlaylistPlan {
  name: string;
  description: string;
  picks: (song: DemoSong) => boolean;
}

const PLANS: PlaylistPlan[] = [
  { name: 'Qaraami Dahab ah', description: 'Heesihii qaraamiga ahaa ee 1950-aadkii ilaa 1970-aadkii.', picks: (s) => s.released < 1980 },
  { name: 'Heesaha Casriga', description: 'Codadka cusub ee dalka iyo qurbaha.', picks: (s) => s.released >= 2010 },
  { name: 'Jacayl iyo Xiise', description: 'Heeso jacayl oo habeenkii la dhegeysto.', picks: (s) => s.artist.profile.contentType === 'HSA' },
  { name: 'Gabayo la Xusuusto', description: 'Maanso iyo erayo qoraayaal iyo gabayaa.', picks: (s) => ['GBY', 'QRA'].includes(s.artist.profile.contentType) },
  { name: 'Kaftan iyo Qosol', description: 'Majaajilo iyo riwaayado gaagaaban.', picks: (s) => ['MJY', 'JIL'].includes(s.artist.profile.contentType) },
  { name: 'Laxanka Kabanka', description: 'Muusig iyo laxan, kabanka iyo durbaanka.', picks: (s) => s.artist.profile.contentType === 'MSK' },
  { name: 'Aroos Wanaagsan', description: 'Heeso farxadeed oo aroosyada lagu ciyaaro.', picks: (s) => s.genres.includes('dhaanto') || s.genres.includes('casri') },
  { name: 'Safarka Dheer', description: 'Heeso socdaal iyo qurbo.', picks: (s) => s.released >= 1990 && s.released < 2010 },
  { name: 'Habeenka Fanka', description: 'Heeso kala duwan oo fanaaniin badan ah, habeenkii la dhegeysto.', picks: () => true },
  { name: 'Dhegeyso Maanta', description: 'Heeso kala duwan oo maanta loo doortay.', picks: () => true },
];

/** Ten playlists of 8-25 playable songs, each drawn from its theme. */
export function buildPlaylists(ctx: DemoContext, songs: readonly DemoSong[]): { rows: Row[]; songRows: Row[] } {
  const random = new Random('demo:playlists');
  const slugs = new SlugSet();
  const playable = songs.filter((s) => s.mp3);
  const rows: Row[] = [];
  const songRows: Row[] = [];
  PLANS.forEach((plan, index) => {
    const id = index + 1;
    const slug = slugs.take(plan.name);
    const createdAt = addDays(ctx.now, -random.int(30, 300));
    rows.push({
      id,
      name: plan.name,
      slug,
      description: plan.description,
      cover: ctx.images.cover('playlists', slug, plan.name),
      created_at: createdAt,
      updated_at: createdAt,
    });
    const members = random.sample(playable.filter(plan.picks), random.int(8, 25));
    if (members.length < 8) throw new Error(`Playlist "${plan.name}" found only ${members.length} songs`);
    members.forEach((song, position) =>
      songRows.push({ playlist_id: id, song_id: song.id, position: position + 1, created_at: addDays(createdAt, position / 24) }),
    );
  });
  return { rows, songRows };
}
