import type { Random } from '../support/random';

/**
 * Name banks for the synthetic catalogue. Variants sit side by side (Maxamed/Mohamed/Mohammed,
 * Xasan/Hassan, Cali/Ali, Cabdi/Abdi, Faadumo/Fadumo) so search benchmarks meet the spelling
 * spread of real Somali data.
 */
const MALE = [
  'Maxamed', 'Mohamed', 'Mohammed', 'Axmed', 'Ahmed', 'Cali', 'Ali', 'Xasan', 'Hassan', 'Xuseen', 'Hussein',
  'Cabdi', 'Abdi', 'Cabdullaahi', 'Abdullahi', 'Cumar', 'Omar', 'Yuusuf', 'Yusuf', 'Ismaaciil', 'Ismail',
  'Ibraahim', 'Ibrahim', 'Siciid', 'Said', 'Sa’iid', "Sa'id", 'Muuse', 'Musa', 'Faarax', 'Farah', 'Jaamac',
  'Jama', 'Warsame', 'Guuleed', 'Liibaan', 'Khadar', 'Bashiir', 'Cismaan', 'Osman', 'Aadan', 'Adan', 'Nuur',
];

const FEMALE = [
  'Faadumo', 'Fadumo', 'Khadiija', 'Khadija', 'Xaliimo', 'Halima', 'Caasha', 'Asha', 'Maryan', 'Maryam',
  'Hodan', 'Sahra', 'Nimco', 'Ubax', 'Deeqa', 'Hibaaq', 'Ayaan', 'Ifraax', 'Sagal', 'Nasra', 'Ruqiya',
  'Shamso', 'Cawo', 'Hawo', 'Ladan', 'Sucaad', 'Hamda', 'Istar', 'Yurub', 'Naciima',
];

/** Nicknames are how many Somali artists are known: "the tall", "the young"... */
const NICKNAMES = ['Dheere', 'Yare', 'Gaab', 'Cadde', 'Geesi', 'Fiqi', 'Shire', 'Dhego', 'Ka’ab', "Ka'ab", 'Qoslaaye', 'Baraawe'];

const SYLLABLES = ['ga', 'ra', 'dhe', 'cad', 'sho', 'baa', 'xir', 'si', 'mo', 'duu', 'laa', 'we', 'ye', 'ni', 'kaa', 'qal', 'huu', 'ji', 'bar', 'fi'];

/** A word that sounds Somali without being anyone's name: two or three syllables, capitalised. */
export function inventedWord(random: Random): string {
  let word = '';
  for (let n = random.int(2, 3); n > 0; n--) word += random.pick(SYLLABLES);
  return word[0]!.toUpperCase() + word.slice(1);
}

/** Given name, father's name, then a grandfather's name or a nickname. */
export function personName(random: Random): string {
  const given = random.chance(0.6) ? random.pick(MALE) : random.pick(FEMALE);
  const last = random.chance(0.6) ? random.pick(MALE) : random.chance(0.5) ? random.pick(NICKNAMES) : inventedWord(random);
  return `${given} ${random.pick(MALE)} ${last}`;
}

export function givenName(random: Random): string {
  return random.chance(0.5) ? random.pick(MALE) : random.pick(FEMALE);
}
