import sharp from 'sharp';
import { startLocalHttpServer } from './local-http-server';

/**
 * A local news site for the story import: real article markup in the layouts Somali news sites
 * use (a classic <article> page; a WordPress-style page with a JSON-LD NewsArticle, lazy images
 * and relative addresses, sidebar and comments), pictures as real JPEG and PNG bytes, a redirect to
 * an article, a listing page that is not an article, a page over the size cap, a page that never
 * answers, a JSON answer, a broken image, and a redirect to wherever a test asks (SSRF).
 */
export interface NewsSite {
  /** `http://127.0.0.1:port` */
  url: string;
  /** host:port for OUTBOUND_ALLOW_HOSTS. */
  host: string;
  requests: string[];
  close(): Promise<void>;
}

const PARAGRAPHS = [
  'Fanaanadda caanka ah ee Maryan Mursal ayaa xalay bandhig weyn ka dhigtay tiyaatarka qaranka ee Muqdisho, iyadoo ay ka soo qaybgaleen kumanaan dhageystayaal ah oo ka kala yimid gobollada dalka.',
  'Bandhigga oo socday muddo saddex saacadood ah ayaa waxaa lagu soo bandhigay heeso cusub iyo kuwo hore oo dadweynaha ay aad u jecel yihiin, waxaana garaacayay koox muusiko oo dhallinyaro ah.',
  'Qabanqaabiyayaasha ayaa sheegay in dakhliga bandhigga loo wareejin doono dugsiyada muusikada ee magaalada, si loo xoojiyo fanka iyo dhaqanka Soomaaliyeed jiilka soo koraya.',
  'Dhageystayaasha ayaa muujiyay farxad ay u qabaan soo noqoshada bandhigyada waaweyn, kuwaas oo muddo dheer ka maqnaa caasimadda sababo la xiriira xaaladda amni.',
];
const paragraphs = (count = PARAGRAPHS.length) => PARAGRAPHS.slice(0, count).map((text) => `<p>${text}</p>`).join('\n');

function classic(title: string, image: string) {
  return `<!doctype html><html lang="so"><head><meta charset="utf-8"><title>${title} | Wararka Fanka</title>
<meta property="og:title" content="${title}"><meta property="og:site_name" content="Wararka Fanka"><meta property="og:image" content="${image}">
<meta property="article:published_time" content="2026-10-02T09:30:00+03:00"><meta name="author" content="Cabdi Xasan"></head>
<body><header><nav><a href="/">Bogga hore</a> <a href="/fanka">Fanka</a> <a href="/ciyaaraha">Ciyaaraha</a></nav></header>
<main><article><h1>${title}</h1><p class="byline">By Cabdi Xasan</p>
${paragraphs(2)}
<figure><img src="/img/stage.png" alt="Masraxa" width="640" height="400"><figcaption>Masraxa tiyaatarka qaranka</figcaption></figure>
<h2>Dakhliga bandhigga</h2>
${paragraphs()}
<p>Akhri sidoo kale <a href="/fanka/kale">warar kale</a> iyo <em>falanqayn</em>.</p>
<script>window.tracker = 1</script><img src="/img/broken.jpg" alt="">
</article></main><aside><h3>Ugu akhris badan</h3><ul><li><a href="/1">Wax kale</a></li><li><a href="/2">Wax kale 2</a></li></ul></aside>
<footer>© Wararka Fanka</footer></body></html>`;
}

function wordpress() {
  const ld = { '@context': 'https://schema.org', '@graph': [{ '@type': 'WebSite', name: 'Hiiraan Fanka' }, { '@type': 'NewsArticle', headline: 'Heesaha cusub ee xilliga dayrta', datePublished: '2026-09-20T07:00:00Z', author: [{ '@type': 'Person', name: 'Faadumo Cali' }], publisher: { '@type': 'Organization', name: 'Hiiraan Fanka' } }] };
  return `<!doctype html><html><head><meta charset="utf-8"><title>Heesaha cusub ee xilliga dayrta – Hiiraan Fanka</title>
<script type="application/ld+json">${JSON.stringify(ld)}</script><link rel="stylesheet" href="/wp-content/style.css"></head>
<body class="post-template"><div id="page"><div class="site-header"><ul class="menu"><li><a href="/">Home</a></li><li><a href="/news">News</a></li></ul></div>
<div id="content"><div class="entry-content">
<h1 class="entry-title">Heesaha cusub ee xilliga dayrta</h1>
<img class="lazyload" src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" data-src="../../../uploads/cover.jpg" alt="">
${paragraphs()}
<blockquote><p>"Muusikadu waa nolosha bulshada," ayuu yiri fanaanka.</p></blockquote>
<ul><li>Heesta koowaad: Hooyo</li><li>Heesta labaad: Dalkayga</li></ul>
</div><div class="comments"><h3>Faallooyin</h3><div class="comment">Aad u fiican!</div></div></div>
<div class="sidebar"><div class="widget"><a href="/x">Xayeysiis</a></div></div></div></body></html>`;
}

const listing = () =>
  `<!doctype html><html><head><title>Fanka</title></head><body><nav>${Array.from({ length: 30 }, (_, i) => `<a href="/a/${i}">Warka ${i}</a>`).join(' ')}</nav><p>Warar.</p></body></html>`;

export async function startNewsSite(): Promise<NewsSite> {
  const jpeg = await sharp({ create: { width: 800, height: 450, channels: 3, background: '#1d6b5f', noise: { type: 'gaussian', mean: 120, sigma: 30 } } }).jpeg().toBuffer();
  const png = await sharp({ create: { width: 640, height: 400, channels: 3, background: '#c9a877' } }).png().toBuffer();
  const huge = `<!doctype html><html><body><article>${'<p>Erayo aad u badan oo bog weyn ah.</p>'.repeat(200_000)}</article></body></html>`;
  const requests: string[] = [];
  let base = '';
  const site = await startLocalHttpServer((req, res) => {
    const url = new URL(req.url!, 'http://stand-in');
    requests.push(url.pathname);
    const html = (body: string, type = 'text/html; charset=utf-8') => res.writeHead(200, { 'content-type': type }).end(body);
    switch (url.pathname) {
      case '/fanka/bandhigga-maryan':
        return html(classic('Bandhigga Maryan Mursal ee Muqdisho', `${base}/img/lead.jpg`));
      case '/fanka/bandhigga-labaad':
        return html(classic('Bandhigga labaad ee Hargeysa', '/img/lead.jpg'));
      case '/2026/09/heesaha-dayrta/':
        return html(wordpress());
      case '/old-address':
        return res.writeHead(301, { location: '/fanka/bandhigga-labaad' }).end();
      case '/go':
        return res.writeHead(302, { location: url.searchParams.get('to') ?? '/' }).end();
      case '/fanka':
        return html(listing());
      case '/huge':
        return html(huge);
      case '/slow':
        return; // never answers: the import's time limit ends it
      case '/feed.json':
        return html('{"items": []}', 'application/json');
      case '/img/lead.jpg':
      case '/uploads/cover.jpg':
        return res.writeHead(200, { 'content-type': 'image/jpeg' }).end(jpeg);
      case '/img/stage.png':
        return res.writeHead(200, { 'content-type': 'image/png' }).end(png);
      case '/img/broken.jpg':
        return res.writeHead(200, { 'content-type': 'image/jpeg' }).end('<html>not an image</html>');
      default:
        return res.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Not found</h1>');
    }
  });
  base = site.url;
  return {
    url: site.url,
    host: site.host,
    requests,
    close: site.close,
  };
}
