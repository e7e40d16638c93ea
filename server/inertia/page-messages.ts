import type { PageObject } from './page-object';

/**
 * The interface's messages a full page load starts the app with (the `messages` prop,
 * server/i18n/i18n.props.ts) are the same few objects on every page: each language's catalogue, public
 * or whole. Written into every page's JSON they were a third of an uncached page's bytes (compressed
 * again for every answer, parsed and cloned into the browser's history by Inertia on every load), so
 * each is served once as a file named by its content (server/i18n/messages-files.ts), cached by the
 * browser for good, and the page names it instead.
 *
 * This registry is how the HTML shell knows, from the prop's object alone, which file it is: the i18n
 * layer registers each catalogue once, and a `messages` value it did not register stays in the page.
 */
const fileOf = new WeakMap<object, string>();

export function serveMessagesAsFile(messages: object, url: string): void {
  fileOf.set(messages, url);
}

/** The URL of the page's messages when they are served as a file; undefined when they travel in the page. */
export function messagesFileOf(page: PageObject): string | undefined {
  const messages = page.props.messages;
  return messages && typeof messages === 'object' ? fileOf.get(messages) : undefined;
}

/** The page as its HTML carries it when its messages are a file (messagesFileOf): without them. */
export function withoutMessages(page: PageObject): PageObject {
  const { messages: _messages, ...props } = page.props;
  const sharedProps = page.sharedProps?.filter((name) => name !== 'messages');
  return { ...page, props: props as PageObject['props'], ...(sharedProps && { sharedProps }) };
}
