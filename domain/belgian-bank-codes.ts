// Which bank a Belgian account belongs to, by the three digits after the IBAN's check digits
// (BEkk bbbx xxxx xxcc: bbb). The codes are handed out by the National Bank of Belgium, which
// publishes them as its protocol list of bank identification codes
// (https://www.nbb.be/en/payment-systems/payment-standards/bank-identification-codes).
//
// The table holds only the banks our employees are paid at and only codes we are sure of: codes
// that the list of October 2022 and a later copy (2023–24) give to the same bank with the same BIC.
// A wrong entry would refuse the BIC a user copies from their own bank card (a "bicMismatch"), while
// a missing one only asks them to type it, so the table leaves out what is in doubt:
// - bpost bank (000, 299): BPOTBEB1 in 2022, GEBABEBB once it was absorbed by BNP Paribas Fortis;
// - AXA Bank Belgium (700–709, 750–774, 800–816, 963, 975): AXABBE22, while Crelan, which took it
//   over, moves those accounts to its own systems;
// - newer or smaller institutions (Revolut, Aion, NewB, payment institutions), which come and go.
// Record Bank, taken over by ING in 2017, has no codes of its own any more: its 652 is ING's.
// An account whose code is not here is not refused: the user types the BIC themselves.
//
// Review the table against the NBB's current list once a year; a range is [from, to, bic], inclusive.

export type BankCodeRange = readonly [from: number, to: number, bic: string];

const BNP_PARIBAS_FORTIS = "GEBABEBB";
const BELFIUS = "GKCCBEBB";
const ING = "BBRUBEBB";
const KBC = "KREDBEBB";
const CBC = "CREGBEBB";
const CRELAN = "NICABEBB";
const BEOBANK = "CTBKBEBX";
const ARGENTA = "ARSPBE22";
const NAGELMACKERS = "BNAGBEBB";
const DEUTSCHE_BANK = "DEUTBEBE";

/** Sorted by the first code; ranges never overlap. */
export const BELGIAN_BANK_CODES: readonly BankCodeRange[] = [
  [1, 49, BNP_PARIBAS_FORTIS],
  [50, 99, BELFIUS],
  [103, 108, CRELAN],
  [109, 110, BEOBANK],
  [111, 111, "ABERBE22"], // Bank J. Van Breda & C°
  [113, 114, BEOBANK],
  [119, 124, BEOBANK],
  [127, 127, BEOBANK],
  [129, 129, BEOBANK],
  [131, 131, BEOBANK],
  [132, 132, NAGELMACKERS],
  [133, 134, BEOBANK],
  [137, 137, BNP_PARIBAS_FORTIS],
  [140, 149, BNP_PARIBAS_FORTIS],
  [185, 185, ING],
  [190, 199, CBC],
  [200, 214, BNP_PARIBAS_FORTIS],
  [220, 298, BNP_PARIBAS_FORTIS],
  [300, 399, ING],
  [400, 499, KBC],
  [523, 523, "TRIOBEBB"], // Triodos Bank
  [550, 560, BELFIUS],
  [562, 569, BELFIUS],
  [595, 601, BEOBANK],
  [610, 613, DEUTSCHE_BANK],
  [624, 625, BELFIUS],
  [630, 631, ING],
  [634, 636, NAGELMACKERS],
  [638, 638, BELFIUS],
  [645, 645, "JVBABE22"], // Bank J. Van Breda & C°
  [646, 647, NAGELMACKERS],
  [651, 651, "KEYTBEBB"], // Keytrade Bank
  [652, 652, ING], // formerly Record Bank
  [657, 657, BELFIUS],
  [671, 671, "EURBBE99"], // Europabank
  [672, 672, BELFIUS],
  [673, 673, ING],
  [680, 680, BELFIUS],
  [682, 683, BELFIUS],
  [694, 694, DEUTSCHE_BANK],
  [725, 727, KBC],
  [728, 729, CBC],
  [730, 731, KBC],
  [732, 732, CBC],
  [733, 741, KBC],
  [742, 742, CBC],
  [743, 749, KBC],
  [775, 799, BELFIUS],
  [825, 826, DEUTSCHE_BANK],
  [828, 828, ING],
  [830, 839, BELFIUS],
  [850, 853, CRELAN],
  [859, 860, CRELAN],
  [862, 863, CRELAN],
  [865, 866, CRELAN],
  [868, 868, KBC],
  [871, 871, NAGELMACKERS],
  [877, 879, NAGELMACKERS],
  [880, 881, ING],
  [883, 884, ING],
  [887, 888, ING],
  [890, 899, "VDSPBE91"], // vdk bank
  [910, 910, ING],
  [920, 920, ING],
  [922, 923, ING],
  [929, 931, ING],
  [934, 934, ING],
  [936, 936, ING],
  [939, 939, ING],
  [950, 959, BEOBANK],
  [961, 961, ING],
  [967, 967, "TRWIBEB1"], // Wise Europe
  [971, 971, ING],
  [973, 973, ARGENTA],
  [976, 976, ING],
  [978, 980, ARGENTA],
];

/** The BIC of a three-digit Belgian bank code, or null when the table does not know it. */
export function bicOfBelgianBankCode(code: number): string | null {
  const range = BELGIAN_BANK_CODES.find(([from, to]) => from <= code && code <= to);
  return range ? range[2] : null;
}
