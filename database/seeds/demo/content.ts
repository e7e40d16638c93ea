import type { Row } from '../support/bulk-insert';
import { addDays } from '../support/dates';
import { Random } from '../support/random';
import { SlugSet } from '../support/slug';
import type { DemoArtist } from './artists';
import type { DemoContext } from './context';

/** The static pages the footer and the apps page link to. */
const PAGES: { slug: string; title: string; content: string }[] = [
  {
    slug: 'privacy-policy',
    title: 'Siyaasadda Asturnaanta (Privacy Policy)',
    content: [
      '<h2>Xogta aan ururinno</h2>',
      '<p>Marka aad gasho Hees, waxaan kaydinnaa magacaaga, emailkaaga iyo sawirkaaga sida uu noo soo diro adeegga gelitaanka. Haddii aadan gelin, wax xog shakhsi ah kaama kaydinno.</p>',
      '<h2>Dhegeysiga</h2>',
      '<p>Si aan u ogaanno heesaha la jecel yahay, waxaan kaydinnaa goorta hees la shido iyo inta la dhegeystay. Dhegeystaha waxaa lagu aqoonsadaa calaamad qarsoon (hash), ma aha magac ama cinwaan.</p>',
      '<h2>Cookies</h2>',
      '<p>Waxaan isticmaalnaa hal cookie oo fadhiga (session) ah si aad u sii gashanaato. Heesaha aad dhowaan dhegeysatay waxaa lagu kaydiyaa qalabkaaga oo keliya.</p>',
      '<h2>Xuquuqdaada</h2>',
      '<p>Waxaad codsan kartaa in la tirtiro akoonkaaga iyo xogtiisa oo dhan. Nala soo xiriir, waxaana ku jawaabi doonnaa 30 maalmood gudahood.</p>',
    ].join('\n'),
  },
  {
    slug: 'terms',
    title: 'Shuruudaha Adeegga (Terms of Service)',
    content: [
      '<h2>Isticmaalka Hees</h2>',
      '<p>Hees waa adeeg bilaash ah oo lagu dhegeysto heeso, lagu akhriyo erayada heesaha, laguna daawado podcasts. Waxaad ogolaatay inaad u isticmaasho si sharci ah oo aan dadka kale dhibayn.</p>',
      '<h2>Erayada heesaha</h2>',
      '<p>Erayada aad soo dirto waxaa hubiya shaqaalaha ka hor inta aan la daabicin. Markaad soo dirto, waxaad na siisay oggolaansho aan ku daabacno.</p>',
      '<h2>Xuquuqda fanaaniinta</h2>',
      '<p>Heesaha iyo muuqaallada waxaa iska leh fanaaniintooda. Haddii aad aragto wax xuquuqdaada ku xadgudbaya, noo soo qor waana ka saari doonnaa.</p>',
      '<h2>Isbeddel</h2>',
      '<p>Shuruudahan waa la beddeli karaa; taariikhda cusboonaysiinta waxaa lagu qoraa boggan.</p>',
    ].join('\n'),
  },
  {
    slug: 'apps-changelog',
    title: 'Isbeddellada Apps-ka (Apps changelog)',
    content: [
      '<h2>3.4.0 — 22 Abriil 2024</h2>',
      '<ul><li>Muusig caqli leh: dhegeyso codka oo keliya ama muusigga oo keliya.</li><li>Erayada heesaha oo la socda heesta (synced lyrics).</li></ul>',
      '<h2>3.3.0 — 10 Janaayo 2024</h2>',
      '<ul><li>Podcasts cusub iyo qaybaha la soo dejiyo.</li><li>Hagaajinta xawaaraha raadinta.</li></ul>',
      '<h2>3.2.1 — 28 Oktoobar 2023</h2>',
      '<ul><li>Cilad lagu saxay ciyaaraha heesaha markii taleefanku xirmo.</li></ul>',
      '<h2>3.2.0 — 2 Agoosto 2023</h2>',
      '<ul><li>Liiska heesaha aad jeceshahay (Likes).</li><li>Bandhigyada iyo tigidhada.</li></ul>',
      '<h2>3.0.0 — 15 Maarso 2023</h2>',
      '<ul><li>Naqshad cusub oo dhan.</li><li>Wararka fanka (Local News).</li></ul>',
    ].join('\n'),
  },
];

export function buildPages(ctx: DemoContext): Row[] {
  return PAGES.map((page, i) => ({ id: i + 1, ...page, created_at: addDays(ctx.now, -400), updated_at: addDays(ctx.now, -30) }));
}

/** Somali verbs agree with the subject's gender. */
function said(artist: DemoArtist, he: string, she: string): string {
  return artist.profile.gender === 'f' ? she : he;
}

interface StoryPlan {
  title: (artist: DemoArtist) => string;
  lead: (artist: DemoArtist) => string;
  heading: string;
  body: string;
  /** Null keeps the story a draft. */
  daysAgo: number | null;
}

const STORIES: StoryPlan[] = [
  {
    title: (a) => `Album cusub oo ka yimid ${a.displayName}`,
    lead: (a) => `${a.displayName} ayaa todobaadkan soo ${said(a, 'bandhigay', 'bandhigtay')} ururin heeso cusub oo lagu duubay ${a.profile.city}.`,
    heading: 'Heeso dhaqan iyo laxan casri ah',
    body: 'Albamka wuxuu isku daraa kabanka iyo durbaanka laxanka casriga ah, erayadiisana waxay ka hadlaan jacayl iyo dhul.',
    daysAgo: 1,
  },
  {
    title: () => 'Bandhigga Minneapolis: kumanaan ayaa ka soo qayb galay',
    lead: (a) => `Habeenkii xafladda, ${a.displayName} iyo fanaaniin kale ayaa masraxa ku soo bandhigeen heeso cusub iyo kuwo hore.`,
    heading: 'Qoysas iyo dhallinyaro',
    body: 'Qaban-qaabiyeyaashu waxay sheegeen in tigidhadii ay dhammaadeen saddex maalmood ka hor bandhigga.',
    daysAgo: 9,
  },
  {
    title: () => 'Dugsi muusig oo Hargeysa ka furay fasallo kaban',
    lead: () => 'Dugsi cusub ayaa bilaabay fasallo bilaash ah oo lagu barto tumista kabanka iyo aqrinta laxanka.',
    heading: 'Jiilka cusub iyo qalabka hore',
    body: 'Macallimiinta waxay rajeynayaan in ardaydu ay sii wadaan laxamiyadii qaraamiga ahaa.',
    daysAgo: 14,
  },
  {
    title: (a) => `Wareysi: ${a.displayName} iyo xusuusta ${Math.floor(a.profile.from / 10) * 10}-aadkii`,
    lead: (a) => `Wareysi dheer, ${a.displayName} ayaa ka ${said(a, 'sheekeeyay', 'sheekeysay')} bilowgii fanka iyo heesihii ugu horreeyay.`,
    heading: 'Idaacadda iyo masraxa',
    body: 'Sheekooyinka wareysiga waxay muujinayaan sida fanka Soomaaliyeed isu beddelay jiilba jiil.',
    daysAgo: 21,
  },
  {
    title: () => 'Idaacado FM ah oo bilaabay barnaamij qaraami ah',
    lead: () => 'Barnaamij toddobaadle ah ayaa dhegeystayaasha u soo celinaya heesihii qaraamiga iyo sheekadooda.',
    heading: 'Codsiyada dhegeystayaasha',
    body: 'Dhegeystayaashu waxay soo diri karaan heesaha ay doonayaan, kuwa ugu badan ayaana la shidaa Jimcaha.',
    daysAgo: 30,
  },
  {
    title: (a) => `Tartanka gabayada dhallinyarada oo ka dhacay ${a.profile.city}`,
    lead: () => 'Dhallinyaro ka kala timid gobollo kala duwan ayaa ku tartamay gabayo ku saabsan nabadda iyo waxbarashada.',
    heading: 'Guuleystayaasha',
    body: 'Saddexda gabay ee ugu fiican waxaa lagu daabici doonaa buug yar oo bilaash loo qaybin doono.',
    daysAgo: 38,
  },
  {
    title: () => 'Hees cusub oo lagu xusayo hooyooyinka',
    lead: (a) => `${a.displayName} ayaa soo ${said(a, 'saaray', 'saartay')} hees loogu talagalay hooyooyinka qurbaha iyo dalka.`,
    heading: 'Erayo ka yimid qalbiga',
    body: 'Heesta waxaa lagu duubay hal habeen, waxaana laxamiyay koox yar oo muusikeysteyaal ah.',
    daysAgo: 47,
  },
  {
    title: (a) => `Filim gaaban oo ${said(a, 'uu', 'ay')} ku jiro ${a.displayName}`,
    lead: () => 'Filim gaaban oo ka hadlaya nolosha qurbaha ayaa lagu soo bandhigay bandhig filimeed.',
    heading: 'Sheeko qoys',
    body: 'Filimku wuxuu ka sheekeeyaa qoys isku dayaya inuu ilaaliyo luuqadda iyo dhaqanka.',
    daysAgo: 60,
  },
  {
    title: () => 'Jadwalka bandhigyada xagaaga',
    lead: () => 'Liiska bandhigyada xagaagan ee magaalooyinka qurbaha iyo dalka.',
    heading: 'Magaalooyinka',
    body: 'Jadwalka buuxa waa la cusbooneysiin doonaa marka tigidhada la furo.',
    daysAgo: null,
  },
  {
    title: () => 'Sahan: heesaha ugu badan ee la dhegeysto',
    lead: () => 'Sahan yar oo lagu sameeyay dhegeystayaasha Hees ayaa muujiyay heesaha ugu jecel.',
    heading: 'Natiijooyinka',
    body: 'Heesaha jacaylka ayaa hor mariyay, waxaana ku xiga heesaha dhaanto.',
    daysAgo: null,
  },
];

const SOURCES = ['Codka Fanka', 'Wargeyska Hiddo', 'Idaacadda Waaberi'];
const AUTHORS = ['Sahra Cali Nuur', 'Maxamed Cabdi Xirsi', 'Hamda Yuusuf Warsame', 'Cabdiqani Jaamac'];

/** Ten news stories (eight published, two drafts) in the block format stories use. */
export function buildStories(ctx: DemoContext, artists: readonly DemoArtist[]): Row[] {
  const random = new Random('demo:stories');
  const slugs = new SlugSet();
  const active = artists.filter((a) => a.profile.to >= 2015);
  return STORIES.map((plan, i) => {
    const artist = random.pick(active);
    const title = plan.title(artist);
    const slug = slugs.take(title);
    const source = SOURCES[i % SOURCES.length]!;
    const image = ctx.images.banner('stories', slug, title);
    const publishedAt = plan.daysAgo === null ? null : addDays(ctx.now, -plan.daysAgo - random.int(0, 20) / 24);
    const createdAt = publishedAt ?? addDays(ctx.now, -random.int(1, 5));
    return {
      id: i + 1,
      title,
      slug,
      image,
      source_name: source,
      source_article: `https://news.example.com/${source.toLowerCase().replace(/\s+/g, '-')}/${slug}`,
      author: random.pick(AUTHORS),
      blocks: [
        { type: 'paragraph', data: { text: plan.lead(artist) } },
        { type: 'heading', data: { text: plan.heading } },
        { type: 'paragraph', data: { text: plan.body } },
        { type: 'image', data: { url: image } },
        { type: 'paragraph', data: { text: 'Warbixin dheeraad ah ayaan idinkula soo wadaagi doonnaa marka ay soo baxdo.' } },
      ],
      extra: { text_formatted: i % 3 !== 2, image_imported: i % 4 !== 3 },
      published_at: publishedAt,
      created_at: createdAt,
      updated_at: createdAt,
    };
  });
}
