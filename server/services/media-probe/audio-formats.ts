export type AudioFormat = 'mp3' | 'm4a' | 'ogg' | 'wav';

export interface AcceptedAudio {
  format: AudioFormat;
  /** Codecs we accept inside this container: what browsers play in an <audio> element. */
  codecs: string[];
  extension: string;
  /** The type `/media` answers for the extension (server/http/media-files/media-types.ts) and S3 stores. */
  contentType: string;
}

/** By ffprobe's `format_name` (the container it recognised from the bytes). */
export const ACCEPTED_CONTAINERS: Record<string, AcceptedAudio> = {
  mp3: { format: 'mp3', codecs: ['mp3'], extension: 'mp3', contentType: 'audio/mpeg' },
  'mov,mp4,m4a,3gp,3g2,mj2': { format: 'm4a', codecs: ['aac', 'alac'], extension: 'm4a', contentType: 'audio/mp4' },
  ogg: { format: 'ogg', codecs: ['vorbis', 'opus', 'flac'], extension: 'ogg', contentType: 'audio/ogg' },
  wav: { format: 'wav', codecs: ['pcm_u8', 'pcm_s16le', 'pcm_s24le', 'pcm_s32le', 'pcm_f32le'], extension: 'wav', contentType: 'audio/wav' },
};

export const ACCEPTED_AUDIO_NAMES = 'MP3, M4A (AAC or ALAC), Ogg (Vorbis, Opus, FLAC) or WAV';
