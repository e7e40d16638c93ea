import type { AppContext } from '../../app-context';
import type { EmbedKind } from '@common/embeds';
import { embedHeight } from '@common/embeds';
import { findSong } from '../songs/songs.queries';
import { versesOfSong } from '../songs/verses.queries';
import { findPlaylist, playlistSongs } from '../playlists/playlists.queries';
import { findEpisode } from '../podcasts/episodes.queries';
import { formatDuration } from '../../lib/format';
import { songAudioByIds } from './embeds.queries';
import { presentEmbedLyrics, presentSongTrack, songEmbedHeight, type EmbedEpisodeProps, type EmbedPlaylistProps, type EmbedSongProps } from './embeds.presenter';

/** A playlist's player lists this many tracks at most: a frame, not the playlist's page. */
const PLAYLIST_TRACKS = 100;

/**
 * Each embeddable record, read with its page's own queries, so a player exists exactly when the page
 * does: trashed songs and playlists, hidden, scheduled or unprocessed episodes, a trashed podcast's
 * episodes and unknown ids are all undefined (the frame's 404).
 */
export async function loadEmbedSong({ db, mediaUrl }: AppContext, id: number): Promise<EmbedSongProps | undefined> {
  const [song, verses] = await Promise.all([findSong(db.knex, id), versesOfSong(db.knex, id)]);
  if (!song) return undefined;
  const lyrics = presentEmbedLyrics(verses);
  const track = presentSongTrack(song, song.mp3, mediaUrl);
  const author = { name: song.artist_name, href: `/artist/${song.artist_id}` };
  return { title: `${song.name} · ${song.artist_name}`, author, track, lyrics, height: songEmbedHeight(lyrics) };
}

export async function loadEmbedPlaylist({ db, mediaUrl }: AppContext, id: number): Promise<EmbedPlaylistProps | undefined> {
  const playlist = await findPlaylist(db.knex, id);
  if (!playlist) return undefined;
  const songs = await playlistSongs(db.knex, id, PLAYLIST_TRACKS);
  const audio = await songAudioByIds(db.knex, songs.map((song) => song.id));
  return {
    title: playlist.name,
    // Playlists are the site's own picks.
    author: { name: 'Hees', href: '/playlists' },
    playlist: { id: playlist.id, name: playlist.name, cover: mediaUrl(playlist.cover), songs_count: Number(playlist.songs_count), href: `/playlist/${playlist.id}` },
    tracks: songs.map((song) => presentSongTrack(song, audio.get(song.id) ?? null, mediaUrl)),
    height: embedHeight('playlist'),
  };
}

export async function loadEmbedEpisode({ db, mediaUrl }: AppContext, id: number): Promise<EmbedEpisodeProps | undefined> {
  const episode = await findEpisode(db.knex, id);
  if (!episode) return undefined;
  return {
    title: `${episode.title} · ${episode.podcast_title}`,
    author: { name: episode.podcast_title, href: `/podcast/${episode.podcast_id}` },
    track: {
      id: episode.id,
      name: episode.title,
      by: episode.podcast_title,
      cover: mediaUrl(episode.image) ?? mediaUrl(episode.podcast_image),
      audio: mediaUrl(episode.audio),
      formatted_duration: formatDuration(episode.duration_seconds),
      href: `/episode/${episode.id}`,
    },
    height: embedHeight('episode'),
  };
}

export type EmbedProps = EmbedSongProps | EmbedPlaylistProps | EmbedEpisodeProps;

export const loadEmbed = (context: AppContext, kind: EmbedKind, id: number): Promise<EmbedProps | undefined> =>
  kind === 'song' ? loadEmbedSong(context, id) : kind === 'playlist' ? loadEmbedPlaylist(context, id) : loadEmbedEpisode(context, id);
