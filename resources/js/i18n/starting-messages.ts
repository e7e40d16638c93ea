/**
 * The interface's messages a full page load starts the app with. The server serves them as a file of
 * their own, named by its content (server/inertia/page-messages.ts), and names it on the app's start
 * script (`data-messages`), which preloads it beside the app's modules: by the time the app runs, the
 * file is usually there, and from the second page on it comes from the browser's cache. A page whose
 * messages travel in its page object (no such attribute) gets undefined, and its props are read.
 */
export async function startingMessages(): Promise<Record<string, unknown> | undefined> {
  const url = document.querySelector('script[data-entry]')?.getAttribute('data-messages');
  if (!url) return undefined;
  // As the preload asked (`crossorigin=anonymous`: same-origin credentials), so its answer is used.
  const response = await fetch(url, { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`The interface's messages (${url}) answered ${response.status}.`);
  return (await response.json()) as Record<string, unknown>;
}
