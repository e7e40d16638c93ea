import type { embedsEn } from './embeds.en';

/** Somali messages of the embeddable player and its embed code: typed by embeds.en.ts, so a missing one fails the type check. */
export const embedsSo: Record<keyof typeof embedsEn, string> = {
  'embed.listenOn': 'Ka dhageyso Hees',
  'embed.opensInNewTab': '(wuxuu ku furmayaa tab cusub)',
  'embed.play': 'Daar {title}',
  'embed.pause': 'Jooji',
  'embed.position': 'Meesha uu marayo',
  'embed.lyrics': 'Erayada',
  'embed.tracks': 'Heesaha liiskan ku jira',
  'embed.noAudio': 'Tan waxaa lagu dhageysan karaa Hees oo keliya.',
  'embed.missing.title': 'Kuma jiro Hees',
  'embed.missing.text': 'Heestan, liiskan ama barnaamijkan lama heli karo.',
  'embed.missing.home': 'Tag Hees',

  'share.embedCode': 'Koobiyee koodka lagu dhejiyo',
  'share.embedCopied': 'Koodka waa la koobiyeeyay',
};
