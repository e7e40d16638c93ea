/**
 * The relevance set: queries people type, each with the result that must come FIRST in its group,
 * written by hand over the demo catalogue (database/seeds/demo). Songs and albums are named
 * "Name — Artist". Where several items match equally, the expected one is the most played, so
 * those cases also pin the popularity tiebreak.
 */
export type Group = 'songs' | 'artists' | 'albums' | 'podcasts' | 'playlists' | 'scholars' | 'topics';

export interface RelevanceCase {
  rule: string;
  query: string;
  group: Group;
  first: string;
}

const c = (rule: string, group: Group, query: string, first: string): RelevanceCase => ({ rule, query, group, first });

export const RELEVANCE_CASES: RelevanceCase[] = [
  // Case and accents
  c('case', 'artists', 'MAXAMED CAWAALE', 'Maxamed Cawaale Dheere'),
  c('accents', 'artists', 'nimco hilówle', 'Nimco Hilowle'),
  c('accents', 'artists', 'Cumár Barré', 'Cumar Barre Geelle'),
  c('accents', 'artists', 'hodán siciid', 'Hodan Siciid Maxamuud'),
  // Apostrophes for the glottal stop, in every form, or none
  c('apostrophe', 'artists', "Ka'ab Yare", "Khaliif Ismaaciil Ka'ab"),
  c('apostrophe', 'artists', 'Ka’ab Yare', "Khaliif Ismaaciil Ka'ab"),
  c('apostrophe', 'artists', 'Kaʼab Yare', "Khaliif Ismaaciil Ka'ab"),
  c('apostrophe', 'artists', 'Ka`ab Yare', "Khaliif Ismaaciil Ka'ab"),
  c('apostrophe', 'artists', "Sa'iid Cumar", 'Sa’iid Cumar Dalmar'),
  c('apostrophe', 'artists', 'Said Dalmar', 'Sa’iid Cumar Dalmar'),
  c('apostrophe', 'songs', "Gu'ga", 'Gu’ga — Nasra Cali Faarax'),
  c('apostrophe', 'songs', 'Kaab Dahab', 'Ka’ab Dahab — Hodan Siciid Maxamuud'),
  c('apostrophe', 'albums', "Codka Gu'ga", 'Codka Gu’ga — Xamdi Cadar Badal'),
  // Doubled vowels (and doubled consonants)
  c('doubled', 'artists', 'Fadumo Cilmi', 'Faadumo Cilmi Jaamac'),
  c('doubled', 'artists', 'Yusuf Dhorre', 'Sagal Yuusuf Dhoorre'),
  c('doubled', 'artists', 'Liban Dhobe', 'Liibaan Dhoobe Kaahin'),
  c('doubled', 'artists', 'Muse Jiheye', 'Muuse Jiheeye Faarax'),
  c('doubled', 'artists', 'Jama Dube', 'Jaamac Dubbe Cusmaan'),
  c('doubled', 'artists', 'Hibaq Geedi', 'Hibaaq Maxamuud Geedi'),
  c('doubled', 'songs', 'Kismayo Bada', 'Kismaayo Badda — Aadan Xaaji Barkhad'),
  c('doubled', 'songs', 'Heelo Qurxoon', 'Heello Qurxoon — Bashiir Qoslaaye'),
  // x ~ h
  c('x~h', 'artists', 'Hamdi Cadar', 'Xamdi Cadar Badal'),
  c('x~h', 'artists', 'Halimo Boos', 'Xaliimo Boos Gaarane'),
  c('x~h', 'artists', 'Husen Shareef', 'Xuseen Shareef Gaas'),
  c('x~h', 'artists', 'Hassan Gacal', 'Xasan Gacal Jibriil'),
  c('x~h', 'artists', 'Xasan Nuur', 'Hassan Nuur Guuleed'),
  c('x~h', 'artists', 'Hasan Jibril', 'Xasan Gacal Jibriil'),
  c('x~h', 'songs', 'Hidig Fog', 'Xiddig Fog — Maxamuud Gurey Cawil'),
  c('x~h', 'songs', 'Husus Weyn', 'Xusuus Weyn — Xasan Gacal Jibriil'),
  // kh ~ k
  c('kh~k', 'artists', 'Kadar Jiis', 'Khadar Maxamed Jiis'),
  c('kh~k', 'artists', 'Hawo Kamiis', 'Hawo Khamiis Raage'),
  c('kh~k', 'artists', 'Kaliif Ismail', "Khaliif Ismaaciil Ka'ab"),
  // dh ~ d
  c('dh~d', 'artists', 'Siciid Doolacad', 'Siciid Dhoollacad'),
  c('dh~d', 'artists', 'Cismaan Dame', 'Cismaan Ciid Dhamme'),
  c('dh~d', 'songs', 'Danto Fog', 'Dhaanto Fog — Sa’iid Cumar Dalmar'),
  c('dh~d', 'songs', 'Dulkayga', 'Dhulkayga — Maryan Cawad Sheekh'),
  // q ~ k
  c('q~k', 'artists', 'Bashiir Koslaaye', 'Bashiir Qoslaaye'),
  c('q~k', 'artists', 'Rukiya Hashi', 'Ruqiya Xaashi Warfaa'),
  c('q~k', 'songs', 'Mukdisho Waberi', 'Muqdisho Waaberi — Khaliif Ismaaciil Ka\'ab'),
  c('q~k', 'songs', 'Kalbi Furan', 'Qalbi Furan — Ruqiya Xaashi Warfaa'),
  // c ~ ' / a / nothing
  c('c~nothing', 'artists', 'Abdi Fiidow', 'Cabdi Fiidow Shire'),
  c('c~nothing', 'artists', 'Cabdi Karim', 'Abdi Karim Laabaan'),
  c('c~nothing', 'artists', 'Abdirahman Geelle', 'Cabdiraxmaan Geelle Sugaal'),
  c('c~nothing', 'artists', 'Abdulqadir Ismail', 'Cabdulqaadir Ismaaciil Dhego'),
  c('c~nothing', 'artists', 'Ali Kaftan', 'Cali Kaftan Xirsi'),
  c('c~nothing', 'artists', 'Cali Jaamac', 'Ali Jaamac Fiqi'),
  c('c~nothing', 'artists', 'Ali Dhoorre', 'Cali Dhoorre Xuseen'),
  c('c~nothing', 'artists', 'Awo Jimaale', 'Cawo Jimcaale Xirsi'),
  c('c~nothing', 'artists', "Su'aad Cilmi", 'Sucaad Cilmi Rooble'),
  c('c~nothing', 'artists', 'Umar Barre', 'Cumar Barre Geelle'),
  c('c~a (typo)', 'artists', 'Omar Barre', 'Cumar Barre Geelle'),
  // Maxamed ~ Mohamed ~ Muhammad
  c('maxamed', 'artists', 'maxamed', 'Maxamed Cawaale Dheere'),
  c('maxamed', 'artists', 'mohamed', 'Mohamed Yaasiin Warsame'),
  c('maxamed', 'artists', 'Mohamed Dheere', 'Maxamed Cawaale Dheere'),
  c('maxamed', 'artists', 'Muhammad Cawaale', 'Maxamed Cawaale Dheere'),
  c('maxamed', 'artists', 'Maxamed Yaasiin', 'Mohamed Yaasiin Warsame'),
  c('maxamed', 'artists', 'Muhammad Yasin', 'Mohamed Yaasiin Warsame'),
  c('maxamed', 'artists', 'Mohammed Jiis', 'Khadar Maxamed Jiis'),
  // Typos of one or two letters in longer words
  c('typo', 'artists', 'Guuleed Warsane', 'Guuleed Warsame Rage'),
  c('typo', 'artists', 'Nimco Hilowel', 'Nimco Hilowle'),
  c('typo', 'artists', 'Abdirhman', 'Cabdiraxmaan Geelle Sugaal'),
  c('typo', 'artists', 'Abdolkadr', 'Cabdulqaadir Ismaaciil Dhego'),
  c('typo', 'artists', 'Aadan Barkhat', 'Aadan Xaaji Barkhad'),
  c('typo', 'artists', 'Deeqa Rooble Aadam', 'Deeqa Rooble Aadan'),
  c('typo', 'songs', 'Jigjgia Roobka', 'Jigjiga Roobka — Xuseen Shareef Gaas'),
  c('typo', 'songs', 'Hargeisa Habeenkii', 'Hargeysa Habeenkii — Cabdi Fiidow Shire'),
  // Word order
  c('word order', 'artists', 'Dheere Maxamed', 'Maxamed Cawaale Dheere'),
  c('word order', 'artists', 'Jiis Khadar', 'Khadar Maxamed Jiis'),
  c('word order', 'artists', 'Warsame Ayaan', 'Ayaan Warsame Nuur'),
  c('word order', 'songs', 'Fog Dhaanto', 'Dhaanto Fog — Sa’iid Cumar Dalmar'),
  c('word order', 'songs', 'Macaan Waaberi Maxamed', 'Waaberi Macaan — Maxamed Cawaale Dheere'),
  // Prefixes: the visitor is still typing
  c('prefix', 'artists', 'Liiba', 'Liibaan Dhoobe Kaahin'),
  c('prefix', 'artists', 'Shams', 'Shamso Xuseen Dirir'),
  c('prefix', 'artists', 'Bashi', 'Bashiir Qoslaaye'),
  c('prefix', 'songs', 'Hargey', 'Hargeysa Habeenkii — Cabdi Fiidow Shire'),
  c('prefix', 'podcasts', 'Taariikh', 'Taariikhda Heesaha'),
  c('prefix', 'albums', 'Laxanka Xor', 'Laxanka Xorriyadda — Ayaan Warsame Nuur'),
  // Exact before prefix before fuzzy; the name before the lyrics
  c('exact > prefix', 'songs', 'Roob', 'Roob Cad — Maxamed Cawaale Dheere'),
  c('name > lyrics', 'songs', 'Hooyo', 'Hooyo — Ubax Daahir Xuseen'),
  c('name > lyrics', 'songs', 'Walaalo', 'Walaalo — Hassan Nuur Guuleed'),
  c('name > lyrics', 'songs', 'Aroos', 'Aroos — Cabdi Fiidow Shire'),
  // Popularity breaks ties between equal matches
  c('popularity', 'songs', 'Qurbajoog', 'Qurbajoog — Khaliif Ismaaciil Ka\'ab'),
  c('popularity', 'songs', 'Ilmo Farax', 'Ilmo Farax — Sagal Yuusuf Dhoorre'),
  c('popularity', 'songs', 'Reer Guuraa', 'Reer Guuraa — Ayaan Warsame Nuur'),
  // Song name and artist in one query
  c('name + artist', 'songs', 'Jacayl Macaan Cali', 'Jacayl Macaan — Cali Kaftan Xirsi'),
  c('name + artist', 'songs', 'Safar Weyn Xasan', 'Safar Weyn — Hassan Nuur Guuleed'),
  // Lyrics lines: many songs share a line, so the most played song holding it comes first
  c('lyrics', 'songs', 'Hooyo, ducadaada ayaa i ilaalisa', 'Badweyn Fog — Cabdi Fiidow Shire'),
  c('lyrics word order', 'songs', 'ilaalisa ducadaada hooyo', 'Badweyn Fog — Cabdi Fiidow Shire'),
  c('lyrics', 'songs', 'Aqoontu waa iftiin aan weligii demin', 'Heello Cusub — Cabdulqaadir Ismaaciil Dhego'),
  c('lyrics', 'songs', 'Shaah la’aan subaxdu ma bilaabanto', 'Waaberi Macaan — Ifraax Cabdi Sugulle'),
  c('lyrics translation', 'songs', 'my heart longs for you', 'Rajo Dheer — Sa’iid Cumar Dalmar'),
  c('lyrics typo', 'songs', 'Dayaxa buuxa ayaa habeenka iftiimiay', 'Nabad Macaan — Ayaan Warsame Nuur'),
  c('lyrics + artist', 'songs', 'hooyo ducadaada xasan', 'Safar Weyn — Hassan Nuur Guuleed'),
  // Scholars and topics, in Arabic too
  c('arabic', 'scholars', 'محمد علي', 'Sheekh Maxamed Cali Faarax'),
  c('arabic', 'scholars', 'يوسف آدم', 'Ustaad Yuusuf Aadan Cilmi'),
  c('scholar', 'scholars', 'Sheikh Abdullahi', 'Sheekh Cabdullaahi Xaashi Nuur'),
  c('arabic', 'topics', 'التجويد', 'Tajwiidka'),
  c('arabic article', 'topics', 'تجويد', 'Tajwiidka'),
  c('arabic marks', 'topics', 'فِقْه الصلاة', 'Fiqiga Salaadda'),
  c('arabic', 'topics', 'السيرة النبوية', 'Siirada Nebiga'),
  c('topic translation', 'topics', 'Quran recitation', 'Akhriska Quraanka'),
  c('topic prefix', 'topics', 'tafsir', 'Tafsiirka Quraanka'),
  // Playlists and podcasts
  c('playlist', 'playlists', 'Qaraami', 'Qaraami Dahab ah'),
  c('playlist', 'playlists', 'kaftan qosol', 'Kaftan iyo Qosol'),
  c('podcast host', 'podcasts', 'Ladan', 'Codka Qurbaha'),
  c('podcast prefix', 'podcasts', 'Sheekooyin', 'Sheekooyinka Fanka'),
];
