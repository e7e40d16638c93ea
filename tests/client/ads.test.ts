import { describe, expect, it } from 'vitest';
import { pageShowsAds } from '../../resources/js/lib/ads';

describe('the pages that carry the leader-board ad slot', () => {
  it.each(['home', 'songs/show', 'artists/show', 'events/show', 'playlists/index', 'stories/show', 'favorites', 'search', 'pages/apps'])('shows it on %s', (component) => {
    expect(pageShowsAds(component)).toBe(true);
  });

  it.each(['backstage/dashboard', 'backstage/songs/edit', 'auth/dev', 'auth/logout', 'error'])('never on %s', (component) => {
    expect(pageShowsAds(component)).toBe(false);
  });
});
