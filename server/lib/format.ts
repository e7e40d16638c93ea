// One duration format for pages, the player and backstage; it lives in the client's lib, which the browser bundle can take.
export { formatDuration } from '@common/format';

export const toIso = (value: Date | string | null | undefined): string | null =>
  value == null ? null : new Date(value).toISOString();
