import type { Row } from '../support/bulk-insert';
import { Random } from '../support/random';
import type { DemoContext } from './context';
import type { DemoSong } from './songs';

const PLAY_STORE = 'https://play.google.com/store/apps/details?id=so.hees.app';
const APP_STORE = 'https://apps.apple.com/app/hees/id0000000000';

const PROMOS = [
  { device: 'android', title: 'Hees ku dhegeyso Android', description: 'Heeso, erayo iyo podcasts meel kasta. Ka soo deji Google Play.', url: PLAY_STORE, background: '#0F766E', color: '#FFFFFF' },
  { device: 'android', title: 'Hees Android-kaaga', description: 'Dhegeyso codka oo keliya ama muusigga oo keliya.', url: PLAY_STORE, background: '#1E3A8A', color: '#FDE68A' },
  { device: 'ios', title: 'Hees ku dhegeyso iPhone', description: 'App-ka Hees ee iPhone iyo iPad. Ka soo deji App Store.', url: APP_STORE, background: '#111827', color: '#FFFFFF' },
  { device: 'ios', title: 'Erayada heesaha, iPhone-kaaga', description: 'Erayo la socda heesta, xitaa marka aad offline tahay.', url: APP_STORE, background: '#9D174D', color: '#FCE7F3' },
] as const;

export function buildPromos(ctx: DemoContext): Row[] {
  return PROMOS.map((promo, i) => ({
    id: i + 1,
    ...promo,
    image: ctx.images.banner('promos', `promo-${i + 1}-${promo.device}`, promo.title),
    active: true,
  }));
}

/** HOMEFEATURED: six playable songs with artwork, by six different artists, in the shape the home page reads. */
export function buildOptions(ctx: DemoContext, songs: readonly DemoSong[]): Row[] {
  const random = new Random('demo:home');
  const featured: DemoSong[] = [];
  for (const song of random.shuffle(songs.filter((s) => s.mp3 && s.cover))) {
    if (featured.length === 6) break;
    if (!featured.some((f) => f.artist === song.artist)) featured.push(song);
  }
  return [
    {
      id: 1,
      option_key: 'HOMEFEATURED',
      option_value: featured.map((s) => ({ id: s.id, name: s.name, artist: { name: s.artist.displayName } })),
      created_at: ctx.now,
      updated_at: ctx.now,
    },
  ];
}
