/** The words printed on share cards: Somali, like the rest of the interface. */
export const SHARE_LABELS = {
  song: 'Hees',
  artist: 'Fanaan',
  album: 'Albam',
  playlist: 'Liis heeso',
  episode: 'Podkaas',
  event: 'Munaasabad',
  story: 'Wararka',
  podcast: 'Podkaas',
  resource: 'Cashar',
  scholar: 'Caalim',
  topic: 'Mawduuc',
  genre: 'Nooca heesaha',
  site: 'Hees',
  lyrics: 'Erayada heesta',
  songsCount: (count: number) => (count === 1 ? '1 hees' : `${count.toLocaleString('en-US')} heesood`),
};
