import { Head, usePage } from '@inertiajs/react';
import { documentTitle } from '../lib/title';
import { serializeJsonLd, type JsonLd } from '../lib/structured-data';
import { absoluteUrl } from '../lib/urls';

interface SeoProps {
  title: string;
  description: string;
  /** The page's own path (`/song/12`); made absolute with the site's origin. */
  canonical: string;
  /** A picture of the subject (cover, portrait, poster): a site path or a CDN URL. */
  image?: string | null;
  /**
   * The page's 1200x630 PNG share image (lib/share-links.ts): preferred for og:image over `image`,
   * which may be an SVG that WhatsApp and most apps do not show.
   */
  shareImage?: string;
  /** og:type: `music.song`, `profile`, `article`... */
  type?: string;
  jsonLd?: JsonLd;
}

/**
 * The head of every public page: title, description, canonical link, OpenGraph and Twitter cards,
 * and the page's structured data. `head-key`s let Inertia replace the previous page's tags instead
 * of piling them up; SSR puts the same tags in the server's HTML.
 */
export function Seo({ title, description, canonical, image, shareImage, type = 'website', jsonLd }: SeoProps) {
  const { app } = usePage().props;
  const url = absoluteUrl(app.url, canonical);
  const picture = absoluteUrl(app.url, shareImage ?? image);
  const fullTitle = documentTitle(title, app.name);
  return (
    <Head title={title}>
      <meta head-key="description" name="description" content={description} />
      <link head-key="canonical" rel="canonical" href={url} />
      <meta head-key="og:site_name" property="og:site_name" content={app.name} />
      <meta head-key="og:title" property="og:title" content={fullTitle} />
      <meta head-key="og:description" property="og:description" content={description} />
      <meta head-key="og:type" property="og:type" content={type} />
      <meta head-key="og:url" property="og:url" content={url} />
      {picture && <meta head-key="og:image" property="og:image" content={picture} />}
      {shareImage && <meta head-key="og:image:type" property="og:image:type" content="image/png" />}
      {shareImage && <meta head-key="og:image:width" property="og:image:width" content="1200" />}
      {shareImage && <meta head-key="og:image:height" property="og:image:height" content="630" />}
      {shareImage && <meta head-key="og:image:alt" property="og:image:alt" content={fullTitle} />}
      <meta head-key="twitter:card" name="twitter:card" content={picture ? 'summary_large_image' : 'summary'} />
      <meta head-key="twitter:title" name="twitter:title" content={fullTitle} />
      <meta head-key="twitter:description" name="twitter:description" content={description} />
      {picture && <meta head-key="twitter:image" name="twitter:image" content={picture} />}
      {jsonLd && <script head-key="json-ld" type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(jsonLd) }} />}
    </Head>
  );
}
