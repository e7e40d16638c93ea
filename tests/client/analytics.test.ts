import { describe, expect, it } from 'vitest';
import { pageViewReporter, type VisitedPage } from '../../resources/js/lib/analytics';

const app = (analyticsUrl: string | null) => ({ name: 'Hees', analyticsUrl, contactEmail: 'advertise@hees.so' });
const page = (url: string, title: string | undefined, analyticsUrl: string | null = 'https://stats.example.org/collect'): VisitedPage => ({
  url,
  props: { title, app: app(analyticsUrl) },
});

function recorder() {
  const sent: { url: string; body: unknown }[] = [];
  const send = (url: string, body: string) => {
    sent.push({ url, body: JSON.parse(body) });
  };
  return { sent, send };
}

describe('page-view analytics', () => {
  it('when the first page loads, then it reports its path, its document title and the outside referrer', () => {
    const { sent, send } = recorder();
    const report = pageViewReporter(send, 'https://www.google.com/', 'https://hees.so');

    report(page('/', 'Heeso, Erayada iyo Podcasts'));

    expect(sent).toEqual([
      {
        url: 'https://stats.example.org/collect',
        body: { path: '/', title: 'Heeso, Erayada iyo Podcasts - Hees', referrer: 'https://www.google.com/' },
      },
    ]);
  });

  it('when the visitor navigates inside the app, then the referrer is the page they came from', () => {
    const { sent, send } = recorder();
    const report = pageViewReporter(send, '', 'https://hees.so');

    report(page('/', 'Home'));
    report(page('/song/7?from=home', 'Hooyo'));
    report(page('/artist/3', undefined));

    expect(sent.map((s) => s.body)).toEqual([
      { path: '/', title: 'Home - Hees', referrer: '' },
      { path: '/song/7?from=home', title: 'Hooyo - Hees', referrer: 'https://hees.so/' },
      { path: '/artist/3', title: 'Hees', referrer: 'https://hees.so/song/7?from=home' },
    ]);
  });

  it('when no analytics URL is configured, then nothing is sent', () => {
    const { sent, send } = recorder();
    const report = pageViewReporter(send, '', 'https://hees.so');

    expect(report(page('/', 'Home', null))).toBeNull();
    expect(report({ url: '/search', props: { title: 'Search' } })).toBeNull();
    expect(sent).toEqual([]);
  });

  it('when analytics is switched off for one page, then the next page still gets the right referrer', () => {
    const { sent, send } = recorder();
    const report = pageViewReporter(send, '', 'https://hees.so');

    report(page('/pages/terms', 'Terms', null));
    report(page('/', 'Home'));

    expect(sent.map((s) => s.body)).toEqual([{ path: '/', title: 'Home - Hees', referrer: 'https://hees.so/pages/terms' }]);
  });
});
