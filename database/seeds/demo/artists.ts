import type { Row } from '../support/bulk-insert';
import { addDays } from '../support/dates';
import { Random } from '../support/random';
import { SlugSet } from '../support/slug';
import type { DemoContext } from './context';

export type ContentType = 'HSA' | 'GBY' | 'MJY' | 'QRA' | 'JIL' | 'MSK';

/**
 * The invented artists of the demo. Spellings are chosen for search: Maxamed and Mohamed, Cabdi and
 * Abdi, Xasan and Hassan, Cali and Ali, apostrophes both straight (Ka'ab) and curly (Sa’iid), doubled
 * vowels (Faadumo, Cumar). `from`/`to` bound the years of their songs, so every decade from the
 * 1950s to the 2020s has music.
 */
export interface ArtistProfile {
  name: string;
  stageName?: string;
  contentType: ContentType;
  gender: 'm' | 'f';
  city: string;
  from: number;
  to: number;
}

export const ARTIST_PROFILES: readonly ArtistProfile[] = [
  // Heesaa: singers
  { name: 'Maxamed Cawaale Dheere', stageName: 'Maxamed Dheere', contentType: 'HSA', gender: 'm', city: 'Hargeysa', from: 1956, to: 1985 },
  { name: 'Mohamed Yaasiin Warsame', stageName: 'Mohamed Yaasiin', contentType: 'HSA', gender: 'm', city: 'Minneapolis', from: 1998, to: 2025 },
  { name: 'Faadumo Cilmi Jaamac', stageName: 'Faadumo Cilmi', contentType: 'HSA', gender: 'f', city: 'Muqdisho', from: 1962, to: 1990 },
  { name: 'Xasan Gacal Jibriil', contentType: 'HSA', gender: 'm', city: 'Burco', from: 1968, to: 1995 },
  { name: 'Hassan Nuur Guuleed', stageName: 'Hassan Nuur', contentType: 'HSA', gender: 'm', city: 'London', from: 2008, to: 2025 },
  { name: 'Sa’iid Cumar Dalmar', contentType: 'HSA', gender: 'm', city: 'Kismaayo', from: 1975, to: 2002 },
  { name: 'Hodan Siciid Maxamuud', contentType: 'HSA', gender: 'f', city: 'Nairobi', from: 2012, to: 2025 },
  { name: 'Cawo Jimcaale Xirsi', stageName: 'Cawo Jimcaale', contentType: 'HSA', gender: 'f', city: 'Berbera', from: 1958, to: 1979 },
  { name: 'Ubax Daahir Xuseen', contentType: 'HSA', gender: 'f', city: 'Jabuuti', from: 1985, to: 2010 },
  { name: 'Ayaan Warsame Nuur', stageName: 'Ayaan Warsame', contentType: 'HSA', gender: 'f', city: 'Toronto', from: 2016, to: 2025 },
  { name: 'Cumar Barre Geelle', contentType: 'HSA', gender: 'm', city: 'Gaalkacyo', from: 1980, to: 2005 },
  { name: 'Nasra Cali Faarax', contentType: 'HSA', gender: 'f', city: 'Stockholm', from: 1992, to: 2015 },
  { name: "Khaliif Ismaaciil Ka'ab", stageName: "Ka'ab Yare", contentType: 'HSA', gender: 'm', city: 'Boosaaso', from: 1970, to: 1998 },
  { name: 'Deeqa Rooble Aadan', contentType: 'HSA', gender: 'f', city: 'Oslo', from: 2003, to: 2022 },
  { name: 'Hibaaq Maxamuud Geedi', contentType: 'HSA', gender: 'f', city: 'Baydhabo', from: 1978, to: 2000 },
  { name: 'Cabdi Fiidow Shire', contentType: 'HSA', gender: 'm', city: 'Marka', from: 1965, to: 1992 },
  { name: 'Sagal Yuusuf Dhoorre', contentType: 'HSA', gender: 'f', city: 'Columbus', from: 2021, to: 2025 },
  // Gabyaa: poets
  { name: 'Cabdiraxmaan Geelle Sugaal', contentType: 'GBY', gender: 'm', city: 'Ceerigaabo', from: 1955, to: 1985 },
  { name: 'Cali Dhoorre Xuseen', contentType: 'GBY', gender: 'm', city: 'Laascaanood', from: 1960, to: 1995 },
  { name: 'Maryan Cawad Sheekh', contentType: 'GBY', gender: 'f', city: 'Beledweyne', from: 1972, to: 2000 },
  { name: 'Aadan Xaaji Barkhad', contentType: 'GBY', gender: 'm', city: 'Jigjiga', from: 1980, to: 2012 },
  { name: 'Xaliimo Boos Gaarane', contentType: 'GBY', gender: 'f', city: 'Garoowe', from: 1990, to: 2020 },
  { name: 'Jaamac Dubbe Cusmaan', contentType: 'GBY', gender: 'm', city: 'Birmingham', from: 2005, to: 2025 },
  // Majaajileyste: comedians
  { name: 'Siciid Dhoollacad', stageName: 'Dhoollacad', contentType: 'MJY', gender: 'm', city: 'Muqdisho', from: 1974, to: 1998 },
  { name: 'Cali Kaftan Xirsi', stageName: 'Cali Kaftan', contentType: 'MJY', gender: 'm', city: 'Hargeysa', from: 1985, to: 2008 },
  { name: 'Xamdi Cadar Badal', contentType: 'MJY', gender: 'f', city: 'Marka', from: 1963, to: 1988 },
  { name: 'Bashiir Qoslaaye', contentType: 'MJY', gender: 'm', city: 'Minneapolis', from: 2010, to: 2025 },
  { name: 'Muuse Jiheeye Faarax', stageName: 'Muuse Jiheeye', contentType: 'MJY', gender: 'm', city: 'Nairobi', from: 1995, to: 2019 },
  { name: 'Nimco Hilowle', contentType: 'MJY', gender: 'f', city: 'Leicester', from: 2020, to: 2025 },
  // Qoraa: writers
  { name: 'Cabdulqaadir Ismaaciil Dhego', contentType: 'QRA', gender: 'm', city: 'Hargeysa', from: 1957, to: 1982 },
  { name: 'Sucaad Cilmi Rooble', contentType: 'QRA', gender: 'f', city: 'Muqdisho', from: 1977, to: 2004 },
  { name: 'Yuusuf Caddaan Xirsi', contentType: 'QRA', gender: 'm', city: 'Jabuuti', from: 1988, to: 2016 },
  { name: 'Ruqiya Xaashi Warfaa', contentType: 'QRA', gender: 'f', city: 'Cardiff', from: 2000, to: 2024 },
  { name: 'Khadar Maxamed Jiis', contentType: 'QRA', gender: 'm', city: 'Kismaayo', from: 1966, to: 1990 },
  // Jilaa: actors
  { name: 'Ali Jaamac Fiqi', contentType: 'JIL', gender: 'm', city: 'Muqdisho', from: 1969, to: 1996 },
  { name: 'Shamso Xuseen Dirir', contentType: 'JIL', gender: 'f', city: 'Burco', from: 1983, to: 2007 },
  { name: 'Maxamuud Gurey Cawil', contentType: 'JIL', gender: 'm', city: 'Berbera', from: 1958, to: 1984 },
  { name: 'Ifraax Cabdi Sugulle', contentType: 'JIL', gender: 'f', city: 'Helsinki', from: 2006, to: 2025 },
  { name: 'Guuleed Warsame Rage', contentType: 'JIL', gender: 'm', city: 'Gaalkacyo', from: 1993, to: 2018 },
  // Musikeyste: musicians
  { name: 'Cismaan Ciid Dhamme', contentType: 'MSK', gender: 'm', city: 'Hargeysa', from: 1955, to: 1980 },
  { name: 'Abdi Karim Laabaan', stageName: 'Abdi Kaban', contentType: 'MSK', gender: 'm', city: 'Seattle', from: 2010, to: 2025 },
  { name: 'Hawo Khamiis Raage', contentType: 'MSK', gender: 'f', city: 'Muqdisho', from: 1976, to: 2001 },
  { name: 'Xuseen Shareef Gaas', contentType: 'MSK', gender: 'm', city: 'Jabuuti', from: 1987, to: 2012 },
  { name: 'Liibaan Dhoobe Kaahin', contentType: 'MSK', gender: 'm', city: 'Addis Ababa', from: 1999, to: 2023 },
];

export const CONTENT_TYPE_LABELS: Record<ContentType, string> = {
  HSA: 'heesaa',
  GBY: 'gabyaa',
  MJY: 'majaajileyste',
  QRA: 'qoraa',
  JIL: 'jilaa',
  MSK: 'musikeyste',
};

/** What the era of a debut sounded like, by decade. */
const ERA: Record<number, string> = {
  1950: 'xilligii idaacadaha ugu horreeyay iyo heesaha balwada',
  1960: 'sannadihii xorriyadda kadib, markii fanka qaranku curtay',
  1970: 'waqtigii kooxaha fanka iyo masraxa qaranka',
  1980: 'xilligii kasetada oo gaartay guri kasta',
  1990: 'sannadihii qurbaha, markii fanaaniintu dunida ku kala firdheen',
  2000: 'xilligii CD-yada iyo idaacadaha FM-ka',
  2010: 'waqtigii YouTube-ka iyo baraha bulshada',
  2020: 'xilligan cusub ee dhegeysiga onlaynka',
};

/** The work of each content type, as `[he, she]` sentences. */
const CRAFT: Record<ContentType, [string, string]> = {
  HSA: [
    'Wuxuu ku heesay aroosyo, xafladaha qaranka iyo idaacadaha, codkiisa dheerna waa la garan jiray.',
    'Waxay ku heestay aroosyo, xafladaha qaranka iyo idaacadaha, codkeeda macaanna waa la garan jiray.',
  ],
  GBY: [
    'Wuxuu tiriyay gabayo iyo geeraar ku saabsan nabadda, dhulka iyo jacaylka.',
    'Waxay tirisay gabayo iyo buraambur ku saabsan nabadda, dhulka iyo jacaylka.',
  ],
  MJY: [
    'Wuxuu masraxa ka dhigay meel lagu qoslo oo haddana wax laga barto.',
    'Waxay masraxa ka dhigtay meel lagu qoslo oo haddana wax laga barto.',
  ],
  QRA: [
    'Wuxuu qoray erayada heeso badan oo ay qaadeen fanaaniin kale, iyo sheekooyin gaagaaban.',
    'Waxay qortay erayada heeso badan oo ay qaadeen fanaaniin kale, iyo sheekooyin gaagaaban.',
  ],
  JIL: [
    'Wuxuu ka jilay riwaayado masrax iyo filimaan gaagaaban oo laga daawaday gobollo badan.',
    'Waxay ka jilday riwaayado masrax iyo filimaan gaagaaban oo laga daawaday gobollo badan.',
  ],
  MSK: [
    'Wuxuu tumi jiray kabanka iyo durbaanka, isagoo laxamiyay heeso badan.',
    'Waxay tumi jirtay kabanka iyo kiibood, iyadoo laxamisay heeso badan.',
  ],
};

const TOUR_CITIES = ['London', 'Nairobi', 'Jabuuti', 'Minneapolis', 'Stockholm', 'Toronto', 'Dubai', 'Addis Ababa'];

/** The decade of a year, for the decades named in biographies and used by the era checks. */
export function decadeOf(year: number): number {
  return Math.floor(year / 10) * 10;
}

/** Two to four paragraphs of HTML, enough to need a "read more". */
export function biography(random: Random, artist: ArtistProfile): string {
  const f = artist.gender === 'f';
  const decade = decadeOf(artist.from);
  const label = CONTENT_TYPE_LABELS[artist.contentType];
  const known = artist.stageName ? ` oo loo yaqaan ${artist.stageName}` : '';
  const paragraphs = [
    `${artist.name}${known} waa ${label} Soomaaliyeed oo ka soo jeeda magaalada ${artist.city}. ` +
      `${f ? 'Waxay fanka bilowday' : 'Wuxuu fanka bilaabay'} sannadkii ${artist.from}, ${ERA[decade]} (${decade}-aadkii).`,
    `${CRAFT[artist.contentType][f ? 1 : 0]} ` +
      (artist.to >= 2024
        ? `Ilaa maanta ${f ? 'way sii wadaa shaqadeeda' : 'wuu sii wadaa shaqadiisa'} fanka.`
        : `${f ? 'Waxay' : 'Wuxuu'} masraxa ka degay sannadkii ${artist.to}.`),
  ];
  if (random.chance(0.7)) {
    const [a, b] = random.sample(TOUR_CITIES.filter((c) => c !== artist.city), 2);
    paragraphs.push(
      `${f ? 'Waxay' : 'Wuxuu'} bandhigyo ka sameeyay ${a} iyo ${b}, halkaas oo ${f ? 'ay' : 'uu'} kula kulmay ` +
        'dhegeystayaal qurbajoog ah oo heesaha dalka u xiisay.',
    );
  }
  if (random.chance(0.5)) {
    paragraphs.push(
      `Jiilka cusub ayaa weli dhegeysta ${f ? 'fankeeda' : 'fankiisa'}, ` +
        `${f ? 'shaqadeedana' : 'shaqadiisana'} waxaa lagu xusaa barnaamijyada dhaqanka.`,
    );
  }
  return paragraphs.map((p) => `<p>${p}</p>`).join('\n');
}

export interface DemoArtist {
  id: number;
  slug: string;
  /** What listeners call them: the stage name when there is one. */
  displayName: string;
  profile: ArtistProfile;
}

export function buildArtists(ctx: DemoContext): { artists: DemoArtist[]; rows: Row[] } {
  const random = new Random('demo:artists');
  const slugs = new SlugSet();
  const artists = ARTIST_PROFILES.map((profile, index) => ({
    id: index + 1,
    slug: slugs.take(profile.name),
    displayName: profile.stageName ?? profile.name,
    profile,
  }));
  const rows = artists.map((artist) => {
    const createdAt = addDays(ctx.now, -random.int(200, 720));
    return {
      id: artist.id,
      name: artist.profile.name,
      slug: artist.slug,
      stage_name: artist.profile.stageName ?? null,
      image: ctx.images.portrait('artists', artist.slug, artist.displayName),
      content_type: artist.profile.contentType,
      biography: biography(random, artist.profile),
      created_at: createdAt,
      updated_at: createdAt,
    };
  });
  return { artists, rows };
}
