import type { Language } from "./languages";

/**
 * Nationality adjectives ("Nationality: Belgian", "Nationalité : belge", "Nationaliteit: Belgisch")
 * for the countries most employees of a Belgian payroll come from: the European Economic Area and
 * Switzerland, the United Kingdom, and the countries of origin most common in Belgium. Intl names
 * countries but has no adjectives; a country not here is shown by its name as the "country of
 * nationality" (docs/decisions/0080). Left out on purpose: countries whose adjective names two of them
 * (Congolese, Guinean), where the country's name says which.
 *
 * French adjectives are feminine and lower case, agreeing with "nationalité"; Dutch ones undeclined,
 * as after "Nationaliteit:".
 */
const ADJECTIVES: Record<string, Record<Language, string>> = {
  AF: { en: "Afghan", nl: "Afghaans", fr: "afghane" },
  AL: { en: "Albanian", nl: "Albanees", fr: "albanaise" },
  AT: { en: "Austrian", nl: "Oostenrijks", fr: "autrichienne" },
  AU: { en: "Australian", nl: "Australisch", fr: "australienne" },
  BA: { en: "Bosnian", nl: "Bosnisch", fr: "bosnienne" },
  BE: { en: "Belgian", nl: "Belgisch", fr: "belge" },
  BG: { en: "Bulgarian", nl: "Bulgaars", fr: "bulgare" },
  BI: { en: "Burundian", nl: "Burundees", fr: "burundaise" },
  BR: { en: "Brazilian", nl: "Braziliaans", fr: "brésilienne" },
  CA: { en: "Canadian", nl: "Canadees", fr: "canadienne" },
  CH: { en: "Swiss", nl: "Zwitsers", fr: "suisse" },
  CM: { en: "Cameroonian", nl: "Kameroens", fr: "camerounaise" },
  CN: { en: "Chinese", nl: "Chinees", fr: "chinoise" },
  CY: { en: "Cypriot", nl: "Cypriotisch", fr: "chypriote" },
  CZ: { en: "Czech", nl: "Tsjechisch", fr: "tchèque" },
  DE: { en: "German", nl: "Duits", fr: "allemande" },
  DK: { en: "Danish", nl: "Deens", fr: "danoise" },
  DZ: { en: "Algerian", nl: "Algerijns", fr: "algérienne" },
  EE: { en: "Estonian", nl: "Ests", fr: "estonienne" },
  ER: { en: "Eritrean", nl: "Eritrees", fr: "érythréenne" },
  ES: { en: "Spanish", nl: "Spaans", fr: "espagnole" },
  FI: { en: "Finnish", nl: "Fins", fr: "finlandaise" },
  FR: { en: "French", nl: "Frans", fr: "française" },
  GB: { en: "British", nl: "Brits", fr: "britannique" },
  GH: { en: "Ghanaian", nl: "Ghanees", fr: "ghanéenne" },
  GR: { en: "Greek", nl: "Grieks", fr: "grecque" },
  HR: { en: "Croatian", nl: "Kroatisch", fr: "croate" },
  HU: { en: "Hungarian", nl: "Hongaars", fr: "hongroise" },
  IE: { en: "Irish", nl: "Iers", fr: "irlandaise" },
  IN: { en: "Indian", nl: "Indiaas", fr: "indienne" },
  IQ: { en: "Iraqi", nl: "Iraaks", fr: "irakienne" },
  IR: { en: "Iranian", nl: "Iraans", fr: "iranienne" },
  IS: { en: "Icelandic", nl: "IJslands", fr: "islandaise" },
  IT: { en: "Italian", nl: "Italiaans", fr: "italienne" },
  JP: { en: "Japanese", nl: "Japans", fr: "japonaise" },
  LI: { en: "Liechtensteiner", nl: "Liechtensteins", fr: "liechtensteinoise" },
  LT: { en: "Lithuanian", nl: "Litouws", fr: "lituanienne" },
  LU: { en: "Luxembourgish", nl: "Luxemburgs", fr: "luxembourgeoise" },
  LV: { en: "Latvian", nl: "Lets", fr: "lettone" },
  MA: { en: "Moroccan", nl: "Marokkaans", fr: "marocaine" },
  MD: { en: "Moldovan", nl: "Moldavisch", fr: "moldave" },
  ME: { en: "Montenegrin", nl: "Montenegrijns", fr: "monténégrine" },
  MK: { en: "North Macedonian", nl: "Noord-Macedonisch", fr: "macédonienne" },
  MT: { en: "Maltese", nl: "Maltees", fr: "maltaise" },
  NG: { en: "Nigerian", nl: "Nigeriaans", fr: "nigériane" },
  NL: { en: "Dutch", nl: "Nederlands", fr: "néerlandaise" },
  NO: { en: "Norwegian", nl: "Noors", fr: "norvégienne" },
  PH: { en: "Filipino", nl: "Filipijns", fr: "philippine" },
  PK: { en: "Pakistani", nl: "Pakistaans", fr: "pakistanaise" },
  PL: { en: "Polish", nl: "Pools", fr: "polonaise" },
  PT: { en: "Portuguese", nl: "Portugees", fr: "portugaise" },
  RO: { en: "Romanian", nl: "Roemeens", fr: "roumaine" },
  RS: { en: "Serbian", nl: "Servisch", fr: "serbe" },
  RU: { en: "Russian", nl: "Russisch", fr: "russe" },
  RW: { en: "Rwandan", nl: "Rwandees", fr: "rwandaise" },
  SE: { en: "Swedish", nl: "Zweeds", fr: "suédoise" },
  SI: { en: "Slovenian", nl: "Sloveens", fr: "slovène" },
  SK: { en: "Slovak", nl: "Slowaaks", fr: "slovaque" },
  SN: { en: "Senegalese", nl: "Senegalees", fr: "sénégalaise" },
  SO: { en: "Somali", nl: "Somalisch", fr: "somalienne" },
  SY: { en: "Syrian", nl: "Syrisch", fr: "syrienne" },
  TN: { en: "Tunisian", nl: "Tunesisch", fr: "tunisienne" },
  TR: { en: "Turkish", nl: "Turks", fr: "turque" },
  UA: { en: "Ukrainian", nl: "Oekraïens", fr: "ukrainienne" },
  US: { en: "American", nl: "Amerikaans", fr: "américaine" },
  VN: { en: "Vietnamese", nl: "Vietnamees", fr: "vietnamienne" },
  XK: { en: "Kosovar", nl: "Kosovaars", fr: "kosovare" },
};

/** The nationality adjective of a country (ISO 3166-1 alpha-2, XK for Kosovo) in a language; null where the table has none. */
export function nationalityAdjective(countryCode: string, language: Language): string | null {
  return Object.hasOwn(ADJECTIVES, countryCode) ? ADJECTIVES[countryCode][language] : null;
}
