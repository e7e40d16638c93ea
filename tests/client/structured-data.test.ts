import { describe, expect, it } from 'vitest';
import { isoDuration, musicEvent, musicRecording, serializeJsonLd } from '../../resources/js/lib/structured-data';
import { absoluteUrl, mapSearchUrl, withPage } from '../../resources/js/lib/urls';
import { countOf } from '@common/format';
import type { Event, Song } from '../../resources/js/types/props';

const ORIGIN = 'https://hees.so';

const song: Song = {
  id: 7,
  name: 'Heello </script> Qurxoon',
  cover: '/media/demo/images/songs/heello.svg',
  content_type: 'HSA',
  formatted_duration: '3:45',
  artist: { id: 1, name: 'Maxamed Dheere', image: null },
  original_artist: null,
  features: [],
  album: { id: 3, name: 'Codka Waaberi' },
  playlists: [],
  released: 1972,
  youtube: null,
  mp3: null,
  meta: { is_smart: false, thumbnail: null },
  credits: null,
  created_at: '2025-01-01T00:00:00.000Z',
  is_liked: false,
  lyrics: 'Line one\nLine two\n\nLine three\nLine four\nLine five',
  verse: [
    {
      id: 1,
      title: null,
      language: 'somali',
      is_default: true,
      is_verified: true,
      lyrics: { non_synced_lyrics: { original: 'Line one\nLine two\n\nLine three\nLine four\nLine five' }, synced_lyrics: null },
      translation: null,
    },
  ],
  similarSongs: [],
};

describe('structured data (JSON-LD)', () => {
  it('when a song is described, then it is a MusicRecording by its artist, in its album, with its length, its PNG card and the opening lines as lyrics', () => {
    expect(musicRecording(song, ORIGIN)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'MusicRecording',
      name: song.name,
      url: 'https://hees.so/song/7',
      image: 'https://hees.so/share/song/7.png',
      byArtist: { '@type': 'MusicGroup', name: 'Maxamed Dheere', url: 'https://hees.so/artist/1' },
      duration: 'PT3M45S',
      inAlbum: { '@type': 'MusicAlbum', name: 'Codka Waaberi', url: 'https://hees.so/album/3' },
      datePublished: '1972',
      recordingOf: {
        '@type': 'MusicComposition',
        name: song.name,
        lyrics: { '@type': 'CreativeWork', text: 'Line one\nLine two\nLine three\nLine four' },
      },
    });
  });

  it('when the song has credits, then the composition names its lyricist and composer and the band performs with the artist', () => {
    const credited = { ...song, credits: { poet: 'Cabdullaahi Qarshe', composer: 'Cali Feiruus', singers: ['Maxamed Dheere', 'Hibo Nuura'], band: 'Waaberi' } };
    const data = musicRecording(credited, ORIGIN);
    expect(data.recordingOf).toMatchObject({ lyricist: { '@type': 'Person', name: 'Cabdullaahi Qarshe' }, composer: { '@type': 'Person', name: 'Cali Feiruus' } });
    expect(data.byArtist).toEqual([
      { '@type': 'MusicGroup', name: 'Maxamed Dheere', url: 'https://hees.so/artist/1' },
      { '@type': 'Person', name: 'Hibo Nuura' },
      { '@type': 'MusicGroup', name: 'Waaberi' },
    ]);
  });

  it('when it is written into a script element, then no value can close the element', () => {
    const json = serializeJsonLd(musicRecording(song, ORIGIN));
    expect(json).not.toMatch(/[<>&]/);
    expect(json).toContain('Heello \\u003c/script\\u003e Qurxoon');
    expect(JSON.parse(json).name).toBe(song.name);
  });

  it('when an event is described, then it has a place with a postal address, its country as an ISO code, and an offer only with a price and currency', () => {
    const event = {
      id: 5, name: 'Kaban iyo Gabay', venue: 'Folkets Hus', city: 'Stockholm', poster: null, date_at: '2027-03-14T17:00:00.000Z',
      date_at_formated: '14 Mar 2027', is_upcoming: true, country: { name: 'Sweden', code: 'SE' }, price: '250 kr', description: '<p>x</p>',
      street: 'Skarpbrinken 2', country_id: 7, postal_code: '163 71', ticket_url: 'https://tickets.example.com/k', published_at: null,
      artists: [{ id: 2, name: 'Hassan Nuur', image: null, content_type: 'HSA' }],
    } satisfies Event;
    const data = musicEvent(event, 'An evening of kaban.', ORIGIN);
    expect(data).toMatchObject({
      '@type': 'MusicEvent',
      startDate: '2027-03-14T17:00:00.000Z',
      location: {
        '@type': 'Place',
        name: 'Folkets Hus',
        address: { '@type': 'PostalAddress', streetAddress: 'Skarpbrinken 2', addressLocality: 'Stockholm', postalCode: '163 71', addressCountry: 'SE' },
      },
      performer: [{ '@type': 'MusicGroup', name: 'Hassan Nuur', url: 'https://hees.so/artist/2' }],
      image: 'https://hees.so/share/event/5.png',
    });
    // Kronor in Sweden.
    expect(data).toMatchObject({ offers: { '@type': 'Offer', price: '250', priceCurrency: 'SEK' } });

    const offerOf = (changes: Partial<Event>) => (musicEvent({ ...event, ...changes }, '', ORIGIN) as { offers?: unknown }).offers;
    const onSale = { url: 'https://tickets.example.com/k', availability: 'https://schema.org/InStock' };
    expect(offerOf({ price: '£25' })).toEqual({ '@type': 'Offer', price: '25', priceCurrency: 'GBP', ...onSale });
    expect(offerOf({ price: '$35', country: { name: 'Canada', code: 'CA' } })).toMatchObject({ price: '35', priceCurrency: 'CAD' });
    // A dollar or a krone of a country we cannot tell: no currency, no offer.
    expect(offerOf({ price: '$35', country: { name: null, code: null } })).toBeUndefined();
    expect(offerOf({ price: '$40-$60', country: { name: 'United States', code: 'US' }, published_at: '2027-01-01T00:00:00.000Z' })).toEqual({
      '@type': 'AggregateOffer', price: '40', lowPrice: '40', highPrice: '60', priceCurrency: 'USD', validFrom: '2027-01-01T00:00:00.000Z', ...onSale,
    });
    expect(offerOf({ price: '25 EUR' })).toMatchObject({ price: '25', priceCurrency: 'EUR' });
    expect(offerOf({ price: 'KES 1500' })).toMatchObject({ price: '1500', priceCurrency: 'KES' });
    expect(offerOf({ price: 'Free' })).toBeUndefined();
    expect(offerOf({ price: '£25', is_upcoming: false })).toBeUndefined();
    expect(offerOf({ price: '£25', ticket_url: null })).toBeUndefined();
  });

  it('durations are ISO 8601, from seconds or from the displayed m:ss / h:mm:ss', () => {
    expect([isoDuration('3:12'), isoDuration('1:02:03'), isoDuration('0:07'), isoDuration(3600), isoDuration(null), isoDuration('0:00'), isoDuration('abc')]).toEqual([
      'PT3M12S', 'PT1H2M3S', 'PT7S', 'PT1H', undefined, undefined, undefined,
    ]);
  });

  it('when a path is made absolute, then CDN URLs stay as they are and site paths get the origin', () => {
    expect(absoluteUrl(ORIGIN, '/media/a.svg')).toBe('https://hees.so/media/a.svg');
    expect(absoluteUrl(`${ORIGIN}/`, 'media/a.svg')).toBe('https://hees.so/media/a.svg');
    expect(absoluteUrl(ORIGIN, 'https://cdn.hees.so/a.svg')).toBe('https://cdn.hees.so/a.svg');
    expect(absoluteUrl(ORIGIN, null)).toBeUndefined();
    expect(mapSearchUrl('Folkets Hus, 163 71 Stockholm')).toBe('https://www.google.com/maps/search/?api=1&query=Folkets%20Hus%2C%20163%2071%20Stockholm');
  });

  it('when a paged list names its own address, then ?page= appears only past the first page and other parameters stay', () => {
    expect(withPage('/just-added', 1)).toBe('/just-added');
    expect(withPage('/just-added', 3)).toBe('/just-added?page=3');
    expect(withPage('/genre?id=2', 2)).toBe('/genre?id=2&page=2');
    expect(countOf(1, 'song')).toBe('1 song');
    expect(countOf(12, 'episode')).toBe('12 episodes');
  });
});
