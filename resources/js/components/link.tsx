import { router } from '@inertiajs/react';
import type { AnchorHTMLAttributes, MouseEvent, Ref } from 'react';

interface LinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  /** A page of this site. */
  href: string;
  ref?: Ref<HTMLAnchorElement>;
}

/** A click the browser should handle itself: a new tab or window, a download, another button. */
const leftToTheBrowser = (event: MouseEvent<HTMLAnchorElement>) =>
  event.defaultPrevented ||
  event.button !== 0 ||
  event.altKey ||
  event.ctrlKey ||
  event.metaKey ||
  event.shiftKey ||
  (event.currentTarget.target !== '' && event.currentTarget.target !== '_self') ||
  event.currentTarget.hasAttribute('download');

/**
 * A link to another page of the site: a plain `<a href>` (it works before the app starts, and opens in
 * a new tab as any link does) that the app visits the Inertia way when clicked.
 *
 * In place of Inertia's `Link` on the public site, which does the same for a GET with no data but
 * costs a dozen hooks and a parse of its URL per link, on the server for every page it renders and in
 * the browser while hydrating: a home page has 140 links. Prefetching on hover is one listener for the
 * whole document (lib/hover-prefetch.ts). The staff area, whose links carry Inertia's options
 * (preserveScroll...), keeps Inertia's.
 */
export function Link({ href, onClick, ...props }: LinkProps) {
  return (
    <a
      href={href}
      onClick={(event) => {
        onClick?.(event);
        if (leftToTheBrowser(event)) return;
        event.preventDefault();
        router.visit(href);
      }}
      {...props}
    />
  );
}
