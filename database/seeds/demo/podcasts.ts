import type { Row } from '../support/bulk-insert';
import { addDays } from '../support/dates';
import { Random } from '../support/random';
import { SlugSet } from '../support/slug';
import type { DemoContext } from './context';

interface PodcastPlan {
  title: string;
  host: string;
  description: string;
  /** Days since the latest episode, so the three shows don't all publish on the same day. */
  lastEpisodeDaysAgo: number;
  subjects: string[];
}

const PLANS: PodcastPlan[] = [
  {
    title: 'Sheekooyinka Fanka',
    host: 'Nuura Cabdi Xasan',
    description: 'Wareysiyo lala yeesho fanaaniinta, gabayaaga iyo majaajileystayaasha, iyo sheekada ka dambeysa heesahooda.',
    lastEpisodeDaysAgo: 2,
    subjects: [
      'Codkii ugu horreeyay ee idaacadda',
      'Sida loo laxamiyo heello',
      'Masraxa iyo riwaayadaha',
      'Kabanka iyo gacmaha tuma',
      'Heesaha aroosyada',
      'Gabaygii iyo heestii',
      'Kooxaha fanka ee dugsiyada',
      'Fanaanka iyo qurbaha',
      'Qosolka iyo bulshada',
      'Laxanka dhaanto',
      'Heesaha carruurta',
      'Fanka iyo tiknoolajiyada',
    ],
  },
  {
    title: 'Taariikhda Heesaha',
    host: 'Cabdiwahaab Aadan Guuleed',
    description: 'Safar toddobaadle ah oo lagu marayo taariikhda muusigga Soomaaliyeed, 1950-aadkii ilaa maanta.',
    lastEpisodeDaysAgo: 5,
    subjects: [
      'Balwadii iyo bilowgii',
      'Heesihii xorriyadda',
      'Kooxihii qaranka',
      'Xilligii kasetada',
      'Heesaha dagaalka iyo nabadda',
      'Muusigga qurbaha',
      'Idaacadaha FM-ka',
      'Jiilka YouTube-ka',
      'Haweenka iyo fanka',
      'Qalabka muusigga',
      'Erayada iyo laxanka',
    ],
  },
  {
    title: 'Codka Qurbaha',
    host: 'Ladan Maxamed Ciise',
    description: 'Dhallinyarada Soomaaliyeed ee qurbaha: fan, luuqad, dhaqan iyo nolol maalmeed.',
    lastEpisodeDaysAgo: 9,
    subjects: [
      'Luuqadda hooyo ee guriga',
      'Arooska qurbaha',
      'Dhallinyarada iyo muusigga cusub',
      'Ciidda iyo dhaqanka',
      'Waalidka iyo carruurta',
      'Cuntada Soomaaliyeed',
      'Ganacsiga yar yar',
      'Ardayda jaamacadaha',
      'Ciyaaraha iyo isboortiga',
      'Safarka dalka hooyo',
    ],
  },
];

export interface DemoEpisode {
  id: number;
  pubDate: Date;
  seconds: number;
}

/** Three weekly shows (33 episodes); episodes alternate between the two demo talk recordings. */
export function buildPodcasts(ctx: DemoContext): { rows: Row[]; episodeRows: Row[]; episodes: DemoEpisode[] } {
  const random = new Random('demo:podcasts');
  const slugs = new SlugSet();
  const rows: Row[] = [];
  const episodeRows: Row[] = [];
  const episodes: DemoEpisode[] = [];
  PLANS.forEach((plan, index) => {
    const podcastId = index + 1;
    const slug = slugs.take(plan.title);
    const image = ctx.images.cover('podcasts', slug, plan.title);
    rows.push({ id: podcastId, title: plan.title, slug, host: plan.host, image, description: plan.description });
    plan.subjects.forEach((subject, i) => {
      const number = i + 1;
      const weeksBeforeLatest = plan.subjects.length - number;
      const pubDate = addDays(ctx.now, -(plan.lastEpisodeDaysAgo + weeksBeforeLatest * 7) - random.int(0, 20) / 24);
      const talk = ctx.audio.talks[(number + index) % ctx.audio.talks.length]!;
      const id = episodeRows.length + 1;
      episodes.push({ id, pubDate, seconds: talk.seconds });
      episodeRows.push({
        id,
        podcast_id: podcastId,
        title: `Qaybta ${number}: ${subject}`,
        excerpt: `${subject}: sheeko iyo xusuus, martigeliye ${plan.host}.`,
        description:
          `Qaybtan ${number}aad ee ${plan.title} waxaa lagaga hadlayaa ${subject.toLowerCase()}, ` +
          `waxaana martigelinaya ${plan.host}. ` +
          'Waxaan maqleynaa sheekooyin, xusuus iyo talooyin, waxaana ku soo gabagabeyneynaa su’aalaha dhegeystayaasha.',
        pub_date: pubDate,
        ordering: number,
        image,
        audio: talk.audio,
        duration_seconds: talk.seconds,
        created_at: pubDate,
        updated_at: pubDate,
      });
    });
  });
  return { rows, episodeRows, episodes };
}
