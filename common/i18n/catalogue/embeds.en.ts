/** English messages of the embeddable player (other sites' frames) and its embed code in the share menu. Spread into en.ts. */
export const embedsEn = {
  'embed.listenOn': 'Listen on Hees',
  'embed.opensInNewTab': '(opens in a new tab)',
  'embed.play': 'Play {title}',
  'embed.pause': 'Pause',
  'embed.position': 'Position',
  'embed.lyrics': 'Lyrics',
  'embed.tracks': 'Songs in this playlist',
  'embed.noAudio': 'This can only be heard on Hees.',
  'embed.missing.title': 'Not on Hees',
  'embed.missing.text': 'This song, playlist or episode is not available.',
  'embed.missing.home': 'Go to Hees',

  'share.embedCode': 'Copy embed code',
  'share.embedCopied': 'Embed code copied',
} as const;
