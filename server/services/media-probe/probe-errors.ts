/** The upload is not media we accept; `reason` is written for the person who uploaded it (a 422). */
export class MediaRefused extends Error {
  constructor(readonly reason: string) {
    super(reason);
  }
}

/** The tool that checks a kind of media cannot run here, so nothing of that kind can be accepted (a 503). */
export class ProbeUnavailable extends Error {}
