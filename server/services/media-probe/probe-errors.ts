import type { MessageId } from '@common/i18n/catalogue/en';
import type { TranslateValues } from '@common/i18n/translator';

/** A refusal's words in the catalogue, for the uploaders to say in the uploader's language. */
export interface RefusalMessage {
  id: MessageId;
  values?: TranslateValues;
}

/**
 * The upload is not media we accept; `reason` is written for the person who uploaded it (a 422), in
 * English (jobs and logs); `words` names the same in the catalogue where they are there.
 */
export class MediaRefused extends Error {
  constructor(
    readonly reason: string,
    readonly words?: RefusalMessage,
  ) {
    super(reason);
  }
}

/** The tool that checks a kind of media cannot run here, so nothing of that kind can be accepted (a 503). */
export class ProbeUnavailable extends Error {}
