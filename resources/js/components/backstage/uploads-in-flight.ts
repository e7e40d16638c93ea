import { useSyncExternalStore } from 'react';

/**
 * How many uploads the page has under way. A form is not saved while one is (its Save button is
 * disabled and Ctrl/⌘+S waits), or it would save the path the field held before the new file
 * arrived. Page-wide rather than per form, so every form that shows FormActions gets it without
 * wiring: uploader widgets register themselves here.
 */
let inFlight = 0;
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

/** Counts one upload from now until the returned function is called (once; later calls do nothing). */
export function beginUpload(): () => void {
  inFlight++;
  changed();
  let ended = false;
  return () => {
    if (ended) return;
    ended = true;
    inFlight--;
    changed();
  };
}

export const uploadsInFlight = () => inFlight;

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether an upload is under way, for a component to render from. */
export const useUploading = () => useSyncExternalStore(subscribe, () => inFlight > 0, () => false);
