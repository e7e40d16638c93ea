import { Head, usePage } from '@inertiajs/react';
import { absoluteUrl } from '../lib/urls';

/**
 * oEmbed discovery (https://oembed.com/#section4): editors that are handed this page's address
 * (WordPress, Ghost, Discourse) find our /oembed endpoint here and paste the embeddable player.
 */
export function OembedLink({ path, title }: { path: string; title: string }) {
  const { app } = usePage().props;
  const page = absoluteUrl(app.url, path) ?? path;
  const href = `${app.url.replace(/\/$/, '')}/oembed?url=${encodeURIComponent(page)}&format=json`;
  return (
    <Head>
      <link head-key="oembed" rel="alternate" type="application/json+oembed" href={href} title={title} />
    </Head>
  );
}
