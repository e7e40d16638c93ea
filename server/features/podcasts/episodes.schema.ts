import { z } from 'zod';
import { plainTextField } from '../../backstage/plain-text-field';
import { versionField } from '../artists/artists.schema';

/** What staff edit of an episode: its title and show notes (the audio and date come from the feed or the upload). */
export const episodeUpdate = z.object({
  title: z.string('The title is required.').trim().min(1, 'The title is required.').max(300, 'The title may not be longer than 300 characters.'),
  description: plainTextField('description', 50_000),
  version: versionField,
});
export type EpisodeUpdate = z.output<typeof episodeUpdate>;

/** A new episode of a podcast of our own: its title and notes, and the recording the audio picker uploaded. */
export const episodeUpload = z.object({
  title: episodeUpdate.shape.title,
  description: episodeUpdate.shape.description,
  audio: z.string('Choose the episode’s recording.').trim().min(1, 'Choose the episode’s recording.').max(1000, 'The audio path may not be longer than 1000 characters.'),
});
export type EpisodeUpload = z.output<typeof episodeUpload>;
