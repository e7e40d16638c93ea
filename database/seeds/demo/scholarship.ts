import type { Row } from '../support/bulk-insert';
import { slugify } from '../support/slug';
import type { DemoContext } from './context';

/** Invented teachers; their lectures are the demo talk recordings. */
const SCHOLARS = [
  {
    name: 'Sheekh Cabdullaahi Xaashi Nuur',
    name_arabic: 'الشيخ عبد الله حاشي نور',
    bio: 'Macallin ka dhiga tafsiirka iyo tajwiidka masaajidda Hargeysa, muddo labaatan sano ah.',
  },
  {
    name: 'Sheekh Maxamed Cali Faarax',
    name_arabic: 'الشيخ محمد علي فارح',
    bio: 'Wuxuu ku takhasusay fiqiga iyo axaadiista, wuxuuna casharro toddobaadle ah ka bixiyaa Nairobi.',
  },
  {
    name: 'Ustaad Yuusuf Aadan Cilmi',
    name_arabic: 'الأستاذ يوسف آدم علمي',
    bio: 'Bare taariikhda iyo siirada, oo muxaadarooyin u jeediya dhallinyarada qurbaha ee London.',
  },
];

/** One topic per topic type, each taught by one of the scholars (1-based ids). */
const TOPICS = [
  { name: 'Tafsiirka Quraanka', arabic: 'تفسير القرآن', english: 'Quran exegesis', topic_type: 'tafsiir', scholar: 1 },
  { name: 'Axaadiista Nebiga', arabic: 'الأحاديث النبوية', english: 'Prophetic hadith', topic_type: 'hadith', scholar: 2 },
  { name: 'Tajwiidka', arabic: 'التجويد', english: 'Tajweed', topic_type: 'tajweed', scholar: 1 },
  { name: 'Fiqiga Salaadda', arabic: 'فقه الصلاة', english: 'Jurisprudence of prayer', topic_type: 'fiqh', scholar: 2 },
  { name: 'Siirada Nebiga', arabic: 'السيرة النبوية', english: 'The life of the Prophet', topic_type: 'siirah', scholar: 3 },
  { name: 'Akhriska Quraanka', arabic: 'تلاوة القرآن', english: 'Quran recitation', topic_type: 'quran', scholar: 1 },
  { name: 'Muxaadarooyin Guud', arabic: 'محاضرات عامة', english: 'General lectures', topic_type: 'lecture', scholar: 3 },
  { name: 'Akhlaaqda iyo Adabta', arabic: 'الأخلاق والآداب', english: 'Character and manners', topic_type: 'other', scholar: 3 },
] as const;

/** Lessons: a title in three languages, a one-line summary in three languages, and topic ids. */
const RESOURCES = [
  {
    title: 'Naxariista iyo samafalka',
    arabic: 'الرحمة والإحسان',
    english: 'Mercy and kindness',
    scholar: 3,
    topics: [7, 8],
    summary: {
      somali: 'Casharkan wuxuu ka hadlayaa naxariista loo muujiyo dadka, xoolaha iyo dhulka.',
      arabic: 'يتناول هذا الدرس الرحمة بالناس والحيوان والأرض.',
      english: 'This lesson is about mercy towards people, animals and the land.',
    },
  },
  {
    title: 'Barashada makhaarijta xarfaha',
    arabic: 'مخارج الحروف',
    english: 'Where the letters are pronounced',
    scholar: 1,
    topics: [3, 6],
    summary: {
      somali: 'Sida xaraf kasta looga soo saaro afka iyo dhuunta, oo leh tababarro gaagaaban.',
      arabic: 'كيف يخرج كل حرف من الفم والحلق، مع تمارين قصيرة.',
      english: 'How each letter is produced in the mouth and throat, with short exercises.',
    },
  },
  {
    title: 'Shuruudaha salaadda',
    arabic: 'شروط الصلاة',
    english: 'The conditions of prayer',
    scholar: 2,
    topics: [4],
    summary: {
      somali: 'Shuruudaha salaadda oo si fudud loo sharxay, lana raaciyay su’aalaha dadka badankiisu is weydiiyaan.',
      arabic: 'شرح مبسط لشروط الصلاة مع الأسئلة الشائعة.',
      english: 'A plain explanation of the conditions of prayer, with common questions.',
    },
  },
  {
    title: 'Hijradii Madiina',
    arabic: 'الهجرة إلى المدينة',
    english: 'The migration to Madinah',
    scholar: 3,
    topics: [5],
    summary: {
      somali: 'Sheekada hijrada iyo casharrada samirka iyo walaalnimada ee laga barto.',
      arabic: 'قصة الهجرة وما فيها من دروس في الصبر والأخوة.',
      english: 'The story of the migration and its lessons in patience and brotherhood.',
    },
  },
  {
    title: 'Hordhaca tafsiirka',
    arabic: 'مقدمة في التفسير',
    english: 'An introduction to exegesis',
    scholar: 1,
    topics: [1],
    summary: {
      somali: 'Waa maxay tafsiir, sidee loo bartaa, kutubta aasaasiga ahna waa kuwee.',
      arabic: 'ما هو التفسير، وكيف يُدرس، وما هي كتبه الأساسية.',
      english: 'What exegesis is, how it is studied, and its foundational books.',
    },
  },
  {
    title: 'Xuquuqda deriska',
    arabic: 'حقوق الجار',
    english: 'The rights of neighbours',
    scholar: 2,
    topics: [2, 8],
    summary: {
      somali: 'Sida loola dhaqmo deriska: salaan, caawimo iyo dhibaato ka fogaansho.',
      arabic: 'كيف نعامل الجار: السلام والمساعدة وكف الأذى.',
      english: 'How to treat neighbours: greeting them, helping them and doing them no harm.',
    },
  },
  {
    title: 'Waalidka iyo xuquuqdooda',
    arabic: 'بر الوالدين',
    english: 'Honouring parents',
    scholar: 3,
    topics: [8, 7],
    summary: {
      somali: 'Wanaagga waalidka, gaar ahaan marka ay gaboobaan ama aad qurbaha joogto.',
      arabic: 'الإحسان إلى الوالدين، خاصة عند كبرهما أو عند الغربة.',
      english: 'Kindness to parents, especially in their old age or when you live abroad.',
    },
  },
  {
    title: 'Sida loo xifdiyo Quraanka',
    arabic: 'كيف تحفظ القرآن',
    english: 'How to memorise the Quran',
    scholar: 1,
    topics: [6],
    summary: {
      somali: 'Qorshe maalinle ah oo xifdiga loogu talagalay carruurta iyo dadka waaweyn.',
      arabic: 'خطة يومية للحفظ للصغار والكبار.',
      english: 'A daily memorisation plan for children and adults.',
    },
  },
];

export interface ScholarshipRows {
  scholarRows: Row[];
  topicRows: Row[];
  resourceRows: Row[];
  resourceTopicRows: Row[];
  mediaRows: Row[];
}

/** Scholars, topics and resources, each resource with one or two lecture recordings. */
export function buildScholarship(ctx: DemoContext): ScholarshipRows {
  const scholarRows = SCHOLARS.map((s, i) => ({
    id: i + 1,
    ...s,
    image: ctx.images.portrait('scholars', slugify(s.name), s.name),
  }));
  const topicRows = TOPICS.map((t, i) => ({
    id: i + 1,
    name: t.name,
    name_translations: { arabic: t.arabic, english: t.english },
    topic_type: t.topic_type,
    scholar_id: t.scholar,
    image: ctx.images.cover('topics', slugify(t.name), t.english),
    description: `${t.name} (${t.english}): casharro maqal ah oo uu bixiyo ${SCHOLARS[t.scholar - 1]!.name}.`,
  }));
  const resourceRows = RESOURCES.map((r, i) => ({
    id: i + 1,
    title: r.title,
    title_translation: { arabic: r.arabic, english: r.english },
    scholar_id: r.scholar,
    description: r.summary.somali,
    source_url: null,
    translation: (['somali', 'arabic', 'english'] as const).map((language) => ({
      language,
      type: 'text',
      content: r.summary[language],
    })),
    ordering: i,
  }));
  const resourceTopicRows = RESOURCES.flatMap((r, i) => r.topics.map((topic) => ({ resource_id: i + 1, topic_id: topic })));
  const mediaRows: Row[] = [];
  RESOURCES.forEach((r, i) => {
    const parts = i % 3 === 0 ? 2 : 1;
    for (let part = 0; part < parts; part++) {
      const talk = ctx.audio.talks[(i + part) % ctx.audio.talks.length]!;
      mediaRows.push({
        id: mediaRows.length + 1,
        title: parts > 1 ? `${r.title} (qaybta ${part + 1})` : r.title,
        file_path: talk.audio,
        media_type: 'audio',
        resource_id: i + 1,
        duration_seconds: talk.seconds,
        position: part,
      });
    }
  });
  return { scholarRows, topicRows, resourceRows, resourceTopicRows, mediaRows };
}
