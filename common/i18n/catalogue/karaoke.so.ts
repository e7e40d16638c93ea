import type { karaokeEn } from './karaoke.en';

/** Somali messages of karaoke: typed by karaoke.en.ts, so a missing one fails the type check. */
export const karaokeSo: Record<keyof typeof karaokeEn, string> = {
  'karaoke.open': 'Karaoke',
  'karaoke.pageTitle': 'Karaoke: {song} – {artist}',
  'karaoke.description': 'La qaad “{song}” ee {artist} adigoo raacaya erayadeeda, sadar sadar, Hees.',
  'karaoke.close': 'Ka bax karaoke-ga',
  'karaoke.play': 'Daar',
  'karaoke.pause': 'Jooji',
  'karaoke.previousLine': 'Sadarkii hore',
  'karaoke.nextLine': 'Sadarka xiga',
  'karaoke.stream': 'Waxa la maqlayo',
  'karaoke.music': 'Muusigga oo keliya',
  'karaoke.fullMix': 'Codka la jira',
  'karaoke.approximate': 'Muusigga oo keliya waa qiyaas.',
  'karaoke.lines': 'Erayada',
  'karaoke.position': 'Meesha uu marayo',
  'karaoke.start': 'Riix Daar oo la qaad',
  'karaoke.keys': 'Space wuu daaraa oo joojiyaa, ← iyo → sadar sadar bay u wareejiyaan, Esc waad ka baxaysaa.',
  'karaoke.noLyrics': 'Heestan weli ma laha erayo waqti lagu xiray, sidaas darteed halkan lalama qaadi karo.',
  'karaoke.noAudio': 'Heestan weli laguma dhageysan karo Hees.',
  'karaoke.back': 'Ku noqo heesta',
  'karaoke.shareTitle': '{song} – {artist}, laga bilaabo {time}',
};
