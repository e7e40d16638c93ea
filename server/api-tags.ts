/**
 * What each group of the OpenAPI document (/api/openapi.json, /api/docs) is about: the tags the
 * features' `*.openapi.ts` name their operations by. Kept at the composition root beside the list of
 * features: the reference's builder (server/http/openapi) knows no feature. A tag missing here is
 * found by tests/server/openapi.test.ts (Redocly's `tag-description` rule).
 */
export const API_TAG_DESCRIPTIONS: Readonly<Record<string, string>> = {
  Reference: 'This document and its readable page.',
  Accounts: 'The signed-in person: who they are, signing out, deleting the account.',
  Home: 'The home screen: featured and trending songs, new episodes, events, artists, top songs, the promo.',
  Songs: 'A song with its verified lyrics, translations, credits, timed lines and stems.',
  Artists: 'Artists, their songs, albums and events.',
  Albums: 'Albums and their songs.',
  Playlists: 'Staff playlists and their songs.',
  Genres: 'Genres and their songs.',
  Events: 'Concerts and events, upcoming and past.',
  Podcasts: 'Podcasts and their episodes.',
  Lectures: 'Scholars, topics and lecture recordings.',
  Stories: 'Local news stories.',
  Pages: 'Static pages: privacy policy, terms, the apps.',
  Search: 'Search across songs, artists, albums, playlists, podcasts, lectures and stories.',
  Lyrics: 'Listeners\' lyrics submissions and reports, reviewed by staff.',
  Favorites: 'The songs a signed-in listener likes.',
  Following: 'The artists a signed-in listener follows, and what is new from them.',
  Explanations: 'Listeners\' explanations of lines of lyrics: writing one, votes, reports, one\'s own.',
  Player: 'What the player needs: queues, the item to play, recently played.',
  'Backstage: home': 'Staff: the dashboard\'s curation (featured songs, songs without audio or playlist).',
  'Backstage: songs': 'Staff: songs\' audio, videos and timed lyrics.',
  'Backstage: playlists': 'Staff: attaching songs to playlists.',
  'Backstage: lyrics': 'Staff: the lyrics review queue (lyrics, reports and line explanations).',
  'Backstage: lectures': 'Staff: lecture recordings and their media.',
  'Backstage: stories': 'Staff: importing a story from a news site.',
  'Backstage: uploads': 'Staff: uploading pictures and recordings before a form saves them.',
  'Backstage: YouTube': 'Staff: importing songs from YouTube channels.',
};
