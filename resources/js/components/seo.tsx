import { Head, usePage } from '@inertiajs/react';
import { documentTitle } from '../lib/title';
import { serializeJsonLd, type JsonLd } from '../lib/structured-data';
import type { ShareCard } from '../lib/share-links';
import { absoluteUrl } from '../lib/urls';
import { useT } from '../i18n/i18n-context';

interface SeoProps {
  title: string;
  description: string;
  /** The page's own path (`/song/12`); made absolute with the site's origin. */
  canonical: string;
  /**
   * The page's 1200x630 PNG share card (lib/share-links.ts), og:image and twitter:image. Never the
   * cover itself: most stored covers are SVG, which WhatsApp, Facebook and X do not show.
   */
  card: ShareCard;
  /** og:type: `music.song`, `profile`, `article`... */
  type?: string;
  jsonLd?: JsonLd;
}

/**
 * The head of every public page: title, description, canonical link, OpenGraph and Twitter cards,
 * and the page's structured data. `head-key`s let Inertia replace the previous page's tags instead
 * of piling them up; SSR puts the same tags in the server's HTML.
 */
export function Seo({ title, description, canonical, card, type = 'website', jsonLd }: SeoProps) {
  const { app } = usePage().props;
  const t = useT();
  const url = absoluteUrl(app.url, canonical);
  const picture = absoluteUrl(app.url, card.path);
  const fullTitle = documentTitle(title, app.name);
  // What the card shows, in the page's language: the subject's name (and its artist, podcast...) or the page's title.
  const alt = card.page
    ? t('share.pageCardAlt', { title: card.subject })
    : card.detail
      ? t('share.cardAlt', { title: card.subject, detail: card.detail })
      : t('share.cardAltShort', { title: card.subject });
  return (
    <Head title={title}>
      <meta head-key="description" name="description" content={description} />
      <link head-key="canonical" rel="canonical" href={url} />
      <meta head-key="og:site_name" property="og:site_name" content={app.name} />
      <meta head-key="og:title" property="og:title" content={fullTitle} />
      <meta head-key="og:description" property="og:description" content={description} />
      <meta head-key="og:type" property="og:type" content={type} />
      <meta head-key="og:url" property="og:url" content={url} />
      <meta head-key="og:image" property="og:image" content={picture} />
      <meta head-key="og:image:type" property="og:image:type" content="image/png" />
      <meta head-key="og:image:width" property="og:image:width" content="1200" />
      <meta head-key="og:image:height" property="og:image:height" content="630" />
      <meta head-key="og:image:alt" property="og:image:alt" content={alt} />
      <meta head-key="twitter:card" name="twitter:card" content="summary_large_image" />
      <meta head-key="twitter:title" name="twitter:title" content={fullTitle} />
      <meta head-key="twitter:description" name="twitter:description" content={description} />
      <meta head-key="twitter:image" name="twitter:image" content={picture} />
      <meta head-key="twitter:image:alt" name="twitter:image:alt" content={alt} />
      {jsonLd && <script head-key="json-ld" type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(jsonLd) }} />}
    </Head>
  );
}
