import { usePage } from '@inertiajs/react';
import { Link } from '../../components/link';
import type { PageMeta } from '../../types/props';
import { Seo } from '../../components/seo';
import { pageCard } from '../../lib/share-links';
import { Section } from '../../components/section';
import { Carousel, type CarouselOptions } from '../../components/carousel';
import { AppStoreLinks } from '../../components/app-store-links';
import { CheckCircleIcon, MailIcon } from '../../components/icons';
import { StreamedMinutes } from '../../components/streamed-minutes';
import { useTranslator } from '../../i18n/i18n-context';
import type { MessageId } from '@common/i18n/catalogue/en';
import type { Translator } from '@common/i18n/translator';
import { formatShortDate } from '@common/format';
import { webPage } from '../../lib/structured-data-site';

/** Spec §9: the date the apps page states, and its changelog. */
const LAST_UPDATED = '2024-04-22';
const CHANGELOG = '/pages/apps-changelog';

/** English keeps the spec's 04/22/2024; Somali writes the day before the month, its name from the catalogue. */
const lastUpdated = ({ locale, t }: Translator) => {
  if (locale === 'en') {
    const [year, month, day] = LAST_UPDATED.split('-');
    return `${month}/${day}/${year}`;
  }
  return formatShortDate(LAST_UPDATED, t);
};

const SCREENSHOTS: { src: string; alt: MessageId }[] = [
  { src: '/images/apps/home.svg', alt: 'apps.screenshot.home' },
  { src: '/images/apps/lyrics.svg', alt: 'apps.screenshot.lyrics' },
  { src: '/images/apps/smart-music.svg', alt: 'apps.screenshot.smart' },
  { src: '/images/apps/podcasts.svg', alt: 'apps.screenshot.podcasts' },
];

/** Spec §9: 1.2 slides centred from 100px, 2.2 centred from 700px, 3 from the start from 1024px. */
const SLIDES = 'basis-[83.333%] min-[700px]:basis-[45.454%] min-[1024px]:basis-1/3';
const CAROUSEL_OPTIONS: CarouselOptions = {
  align: 'center',
  breakpoints: {
    '(min-width: 100px)': { align: 'center' },
    '(min-width: 700px)': { align: 'center' },
    '(min-width: 1024px)': { align: 'start' },
  },
};

const FEATURES: { title: MessageId; items: MessageId[] }[] = [
  { title: 'apps.listen.title', items: ['apps.listen.songs', 'apps.listen.smart', 'apps.listen.podcasts', 'apps.listen.recent'] },
  { title: 'apps.read.title', items: ['apps.read.verified', 'apps.read.synced', 'apps.read.translations', 'apps.read.news'] },
];

/** Spec §2 `/pages/apps`: the apps landing page. */
export default function AppsPage({ title, description }: PageMeta) {
  const { app } = usePage().props;
  const translator = useTranslator();
  const { t } = translator;
  return (
    <>
      <Seo title={title} description={description} canonical="/pages/apps" card={pageCard('apps', title)} jsonLd={webPage(title, description, '/pages/apps', app.url)} />
      <div className="on-dark relative isolate overflow-hidden bg-teal-950 text-sand-50">
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_80%_0%,rgba(45,212,191,0.35),transparent_55%),radial-gradient(ellipse_at_0%_100%,rgba(201,168,119,0.3),transparent_50%)]"
        />
        <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-12 sm:px-6 sm:py-16 lg:grid-cols-[1fr_auto] lg:px-8">
          <div>
            <p className="text-xs font-semibold tracking-[0.18em] text-sand-300 uppercase">{t('apps.eyebrow')}</p>
            <h1 className="mt-3 max-w-2xl text-4xl leading-tight font-extrabold tracking-tight text-balance text-white sm:text-5xl">
              {t('apps.heading')}
            </h1>
            <p className="mt-4 max-w-xl text-lg text-sand-200/90">{description}</p>
            <StreamedMinutes className="mt-2 text-sand-200/90" />
            <AppStoreLinks className="mt-8" />
          </div>
          <img
            src="/images/apps/lyrics.svg"
            alt=""
            width={390}
            height={844}
            className="mx-auto hidden w-56 rotate-3 rounded-[2.2rem] border-[6px] border-stone-900 shadow-2xl lg:block"
          />
        </div>
      </div>

      <div className="space-y-16 pt-14">
        <section aria-label={t('apps.features')} className="mx-auto grid max-w-7xl gap-6 px-4 sm:px-6 md:grid-cols-2 lg:px-8">
          {FEATURES.map((group) => (
            <div key={group.title} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-sand-200">
              <h2 className="text-xl font-bold text-stone-900">{t(group.title)}</h2>
              <ul className="mt-4 space-y-3">
                {group.items.map((item) => (
                  <li key={item} className="flex gap-3 text-stone-700">
                    <CheckCircleIcon className="mt-0.5 size-5 shrink-0 text-teal-700" />
                    {t(item)}
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </section>

        <Section withCarousel eyebrow={t('apps.screenshots.eyebrow')} title={t('apps.screenshots.title')}>
          <Carousel
            label={t('apps.screenshots.label')}
            items={SCREENSHOTS}
            itemKey={(shot) => shot.src}
            slideClassName={SLIDES}
            options={CAROUSEL_OPTIONS}
            renderItem={(shot) => (
              <figure className="mx-auto max-w-[17rem] rounded-[2.4rem] bg-stone-900 p-2.5 shadow-xl">
                <img src={shot.src} alt={t(shot.alt)} width={390} height={844} loading="lazy" className="w-full rounded-[1.9rem] bg-sand-50" />
              </figure>
            )}
          />
        </Section>

        <section aria-labelledby="get-the-app" className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <div className="flex flex-col gap-6 rounded-3xl bg-sand-100 p-6 ring-1 ring-sand-200 sm:p-10 md:flex-row md:items-center md:justify-between">
            <div>
              <h2 id="get-the-app" className="text-2xl font-bold text-stone-900">
                {t('apps.getTheApp')}
              </h2>
              <p className="mt-2 text-stone-600">
                {t('apps.lastUpdated', { date: lastUpdated(translator) ?? '' })} ·{' '}
                <Link href={CHANGELOG} className="font-semibold text-teal-800 underline-offset-4 hover:underline">
                  {t('apps.changelog')}
                </Link>
              </p>
            </div>
            <AppStoreLinks />
          </div>
        </section>

        <section aria-labelledby="advertise" className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <div className="on-dark rounded-3xl bg-linear-to-br from-teal-900 to-emerald-800 p-6 text-sand-50 sm:p-10">
            <h2 id="advertise" className="text-2xl font-bold text-white">
              {t('footer.advertise')}
            </h2>
            <p className="mt-2 max-w-2xl text-sand-200/90">
              {t('apps.advertise.text')}
            </p>
            <a
              href={`mailto:${app.contactEmail}`}
              className="mt-6 inline-flex items-center gap-2 rounded-full bg-white px-5 py-2.5 font-semibold text-teal-900 shadow-sm transition hover:bg-sand-100"
            >
              <MailIcon className="size-5" />
              {app.contactEmail}
            </a>
          </div>
        </section>
      </div>
    </>
  );
}
