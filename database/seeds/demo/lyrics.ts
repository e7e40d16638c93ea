import type { Random } from '../support/random';

/**
 * Phrase banks for the demo lyrics, written for Hees from everyday Somali words (no line is taken
 * from a real song). Each line carries its English gloss, so a song's translation verse is the
 * same lines in the same order.
 */
export interface Line {
  so: string;
  en: string;
}

export type Theme = 'love' | 'homeland' | 'nature' | 'wisdom' | 'comedy' | 'refrain';

const BANKS: Record<Theme, readonly Line[]> = {
  love: [
    { so: 'Qalbigaygu adiga ayuu kuu xiisaa', en: 'My heart longs for you' },
    { so: 'Jacaylkaagu waa ubax aan weligii engegin', en: 'Your love is a flower that never wilts' },
    { so: 'Habeenkii dheer waan ku riyoodaa', en: 'Through the long night I dream of you' },
    { so: 'Indhahaaga qurxoon ayaa jidka ii iftiimiya', en: 'Your beautiful eyes light my way' },
    { so: 'Erayadaadu waa malab iyo caano', en: 'Your words are honey and milk' },
    { so: 'Markaad maqan tahay maalintu way dheeraataa', en: 'When you are away the day grows long' },
    { so: 'Gacantayda qabo oo ha i sii deyn', en: 'Hold my hand and do not let me go' },
    { so: 'Codkaagu waa heesta aan ugu jeclahay', en: 'Your voice is the song I love most' },
    { so: 'Xiddigaha cirka ayaan magacaaga ku qoraa', en: 'I write your name on the stars' },
    { so: 'Albaabka ayaan kuu furay, soo dhowow', en: 'I have opened the door for you, come closer' },
    { so: 'Dhoollacaddaadu waa qorrax aroortii ah', en: 'Your smile is the morning sun' },
    { so: 'Ballanteenii weli waan xusuustaa', en: 'I still remember our promise' },
    { so: 'Adiga la’aantaa noloshu dhadhan ma leh', en: 'Without you life has no taste' },
    { so: 'Qalbi furan ayaan kuugu imid', en: 'I came to you with an open heart' },
  ],
  homeland: [
    { so: 'Dhulkii hooyo, waan kuu xiisay', en: 'Motherland, I have missed you' },
    { so: 'Badda buluugga ah iyo ciidda cad', en: 'The blue sea and the white sand' },
    { so: 'Buuraha dhaadheer iyo dooxada cagaaran', en: 'The tall mountains and the green valley' },
    { so: 'Webigu wuu qulqulayaa, beeruhuna way baxayaan', en: 'The river flows and the farms grow' },
    { so: 'Magaaladii aan ku koray ayaan xusuustaa', en: 'I remember the town where I grew up' },
    { so: 'Calanka buluugga ah ee xiddigta cad', en: 'The blue flag with the white star' },
    { so: 'Nabad iyo barwaaqo dalka ha ku raagaan', en: 'May peace and plenty stay in the land' },
    { so: 'Reer guuraagu ceelka ayuu u soo dhowaaday', en: 'The nomads have drawn near the well' },
    { so: 'Dhallinyaradu waxay dhisayaan berrito', en: 'The young are building tomorrow' },
    { so: 'Qurbaha ayaan joogaa, qalbiguse waa guriga', en: 'I live abroad, but my heart is at home' },
    { so: 'Suuqa subaxdii iyo urta bunka', en: 'The morning market and the smell of coffee' },
    { so: 'Hooyo, ducadaada ayaa i ilaalisa', en: 'Mother, your prayer protects me' },
  ],
  nature: [
    { so: 'Roobkii gu’ga ayaa dhulka qooyay', en: 'The spring rain has soaked the land' },
    { so: 'Dayaxa buuxa ayaa habeenka iftiimiyay', en: 'The full moon lit up the night' },
    { so: 'Dabayshu waxay keentay war wanaagsan', en: 'The wind brought good news' },
    { so: 'Geedka hoostiisa ayaan ku nastaa', en: 'I rest in the shade of the tree' },
    { so: 'Qorraxdu waxay ka soo baxaysaa bari', en: 'The sun is rising in the east' },
    { so: 'Daruuruhu waxay sidaan rajo cusub', en: 'The clouds carry new hope' },
    { so: 'Xareeddu balliyada way buuxisay', en: 'Rainwater has filled the ponds' },
    { so: 'Shimbiruhu laamaha ayay ku heesayaan', en: 'The birds sing in the branches' },
    { so: 'Ubaxyadu way ubxeen dhul walba', en: 'Flowers have bloomed everywhere' },
    { so: 'Xiddigta waaberi ayaa ii muuqata', en: 'The dawn star appears to me' },
  ],
  wisdom: [
    { so: 'Aqoontu waa iftiin aan weligii demin', en: 'Knowledge is a light that never goes out' },
    { so: 'Eray wanaagsan waa dhagax dhismo', en: 'A kind word is a building stone' },
    { so: 'Samirku wuxuu furaa albaabada xiran', en: 'Patience opens closed doors' },
    { so: 'Walaalnimadu waa xarig aan go’in', en: 'Brotherhood is a rope that does not break' },
    { so: 'Safarka dheer wuxuu ku bilaabmaa niyad', en: 'A long journey begins with resolve' },
    { so: 'Qofka wax barta weligii ma lumo', en: 'One who learns is never lost' },
    { so: 'Runtu way adag tahay, laakiin way dhistaa', en: 'Truth is hard, but it builds' },
    { so: 'Maanta beer, berrina goo', en: 'Plant today, harvest tomorrow' },
    { so: 'Gabaygu waa taariikh aan la qorin', en: 'A poem is history left unwritten' },
    { so: 'Wadajirku waa xoog aan la jebin karin', en: 'Unity is a strength that cannot be broken' },
    { so: 'Hadal macaan waa hadiyad', en: 'Sweet speech is a gift' },
    { so: 'Caqligu wuu ka weyn yahay xoogga', en: 'The mind is greater than force' },
  ],
  comedy: [
    { so: 'Shaah la’aan subaxdu ma bilaabanto', en: 'Without tea the morning does not start' },
    { so: 'Tagsigu mar walba wuu soo daahaa', en: 'The taxi is always late' },
    { so: 'Hooyo waxay tiri: cuntada dhammee!', en: 'Mother said: finish your food!' },
    { so: 'Taleefankaygu wuu dansaday markii loo baahnaa', en: 'My phone died just when it was needed' },
    { so: 'Adeerkay sheeko aan dhammaanayn ayuu wataa', en: 'My uncle has a story that never ends' },
    { so: 'Arooska waxaan u tagnay cuntada dartiis', en: 'We went to the wedding for the food' },
    { so: 'Wiifigu wuu ka muhiimsan yahay casho', en: 'Wi-Fi matters more than dinner' },
    { so: 'Ayeeyo ayaa nooga orod dheereysa dhammaanteen', en: 'Grandma outruns all of us' },
    { so: 'Bariiska iyo muuska waa saaxiibo', en: 'Rice and banana are friends' },
    { so: 'Waan seexday, saacadduna way ordday', en: 'I fell asleep and the clock ran off' },
    { so: 'Qof walba waa khabiir marka kubadda la daawado', en: 'Everyone is an expert while watching football' },
  ],
  refrain: [
    { so: 'Hoobeeyaa hoobeeyoo, hoobeeyaa', en: 'Hoobeeyaa hoobeeyoo (refrain)' },
    { so: 'Aaha aaha, qalbigaa i jiidaya', en: 'Aaha aaha, my heart is pulling me' },
    { so: 'Naa hooy, naa hooy, soo noqo', en: 'Oh hey, oh hey, come back' },
    { so: 'Waa adiga, waa adiga, waa adiga', en: 'It is you, it is you, it is you' },
    { so: 'Hoo hoo, layla hoo', en: 'Hoo hoo, layla hoo (refrain)' },
    { so: 'Kaalay, kaalay, aan wada heesno', en: 'Come, come, let us sing together' },
  ],
};

/** Each content type leans on the themes its artists would actually perform. */
export const THEMES_BY_CONTENT_TYPE: Record<string, readonly Theme[]> = {
  HSA: ['love', 'homeland', 'nature'],
  GBY: ['wisdom', 'homeland', 'nature'],
  MJY: ['comedy'],
  QRA: ['wisdom', 'love'],
  JIL: ['comedy', 'love'],
  MSK: ['nature', 'love'],
};

/** Stanzas of lines; blank lines separate stanzas when rendered. */
export type Lyrics = Line[][];

/**
 * Verse, chorus, verse, chorus (the chorus opens on a refrain line; comedy pieces skip the sung
 * refrain), stopping before the song would outgrow a line count drawn from [minLines, maxLines].
 */
export function composeLyrics(random: Random, themes: readonly Theme[], minLines: number, maxLines: number): Lyrics {
  const pool = random.shuffle(themes.flatMap((theme) => BANKS[theme]));
  let next = 0;
  const take = (count: number) => Array.from({ length: count }, () => pool[next++ % pool.length] as Line);
  const target = random.int(minLines, maxLines);
  const stanzaSize = Math.max(2, Math.min(5, Math.round(target / 4)));
  const chorusSize = Math.min(stanzaSize, 4);
  const chorus = themes.includes('comedy') ? take(chorusSize) : [random.pick(BANKS.refrain), ...take(chorusSize - 1)];
  const stanzas: Lyrics = [take(stanzaSize)];
  for (const stanza of [chorus, take(stanzaSize), chorus]) {
    if (lineCount(stanzas) + stanza.length > target) break;
    stanzas.push(stanza);
  }
  while (lineCount(stanzas) < minLines) stanzas.push(take(Math.min(4, minLines - lineCount(stanzas))));
  return stanzas;
}

export function lineCount(lyrics: Lyrics): number {
  return lyrics.reduce((sum, stanza) => sum + stanza.length, 0);
}

export function renderLyrics(lyrics: Lyrics, language: 'so' | 'en'): string {
  return lyrics.map((stanza) => stanza.map((line) => line[language]).join('\n')).join('\n\n');
}

/** Time-synced lines spread evenly over `seconds`, after a short instrumental lead-in. */
export function syncLyrics(lyrics: Lyrics, seconds: number): { time: number; text: string }[] {
  const lines = lyrics.flat();
  const leadIn = Math.min(2, seconds / 8);
  const step = (seconds - leadIn) / lines.length;
  return lines.map((line, i) => ({ time: Math.round((leadIn + i * step) * 10) / 10, text: line.so }));
}

const TITLE_NOUNS = [
  'Jacayl',
  'Qalbi',
  'Habeen',
  'Ubax',
  'Dayax',
  'Roob',
  'Xiddig',
  'Waaberi',
  'Dabayl',
  'Badweyn',
  'Nabad',
  'Sahan',
  'Xusuus',
  'Rajo',
  'Safar',
  'Gabbal',
  'Heello',
  'Dhaanto',
  'Ballan',
  'Hiddo',
];

const TITLE_ADJECTIVES = [
  'Cusub',
  'Macaan',
  'Dheer',
  'Qurxoon',
  'Cad',
  'Weyn',
  'Furan',
  'Fog',
  'Dahab Ah',
  'Aan Dhammaan',
  'Hore',
  'Qabow',
];

const TITLE_STANDALONE = [
  'Hooyo',
  'Dhulkayga',
  'Soo Noqo',
  'Kaalay',
  'Gu’ga',
  'Hargeysa Habeenkii',
  'Muqdisho Waaberi',
  'Kismaayo Badda',
  'Jigjiga Roobka',
  'Ka’ab Dahab',
  'Walaalo',
  'Aroos',
  'Shaaha Galabta',
  'Qurbajoog',
  'Ilmo Farax',
  'Reer Guuraa',
];

/** A song title: a standalone name or a noun with an adjective after it, as Somali places them. */
export function songTitle(random: Random): string {
  if (random.chance(0.2)) return random.pick(TITLE_STANDALONE);
  return `${random.pick(TITLE_NOUNS)} ${random.pick(TITLE_ADJECTIVES)}`;
}
