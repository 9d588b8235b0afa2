import { hashPassword } from "../auth/secrets";
import type { Database, Queryable } from "../db/database";
import { seedContracts } from "./seed-contracts";
import { seedLinkedWorkers } from "./seed-linked-workers";
import { seedPositions } from "./seed-positions";
import { seedSurveys } from "./seed-surveys";
import { seedHoursValidation } from "./seed-timesheets";
import { seedEmployeeProfiles } from "./seed-employees";
import { seedTeams } from "./seed-team";
import { seedWorkPostSheets } from "./seed-work-post-sheets";

export const DEMO_PASSWORD = "Demo-portal-2026";

/** The Belgian check digits: 97 minus the first eight digits modulo 97. */
export function belgianVat(firstEightDigits: string): string {
  const check = 97 - (Number(firstEightDigits) % 97);
  return `BE${firstEightDigits}${String(check).padStart(2, "0")}`;
}

type CompanySeed = {
  name: string;
  officialName: string;
  vat: string | null;
  street: string;
  number: string;
  zip: string;
  city: string;
  office: string;
  costPlaces?: boolean;
  /** Seeded cost places (only meaningful with costPlaces). */
  costPlaceNames?: string[];
  website?: string;
  description?: string;
  construct4d?: number;
  interim4d?: number;
  /** Account restriction notices (part 1 §6); none when left out. */
  contractCreationBlocked?: boolean;
  creditLimitStatus?: "within" | "nearly_exceeded" | "exceeded";
  offers: { name: string; kind: "payroll" | "interim" | "construct"; connexysId?: string }[];
};

const OFFICES = [
  ["ANT", "Kantoor Antwerpen", "Frankrijklei 120", "2000", "Antwerpen", "antwerpen@portal.example", "+32 3 201 10 10"],
  ["GNT", "Kantoor Gent", "Kortrijksesteenweg 55", "9000", "Gent", "gent@portal.example", "+32 9 222 20 20"],
  ["BRU", "Bureau Bruxelles", "Boulevard Anspach 30", "1000", "Bruxelles", "bruxelles@portal.example", "+32 2 512 30 30"],
];

const COMPANIES: Record<string, CompanySeed> = {
  klok: {
    name: "Brouwerij De Klok",
    officialName: "Brouwerij De Klok NV",
    vat: belgianVat("04123456"),
    street: "Mechelsesteenweg",
    number: "212",
    zip: "2018",
    city: "Antwerpen",
    office: "ANT",
    costPlaces: true,
    costPlaceNames: ["Brouwerij Antwerpen", "Bottelarij Mechelen", "Verkoop & marketing"],
    website: "https://www.brouwerijdeklok.be",
    description: "Familiebrouwerij aan de Mechelsesteenweg sinds 1923: speciaalbieren, een eigen bottelarij in Mechelen en rondleidingen voor groepen.",
    construct4d: 4101,
    interim4d: 4102,
    offers: [
      { name: "Payroll", kind: "payroll", connexysId: "CX-100245" },
      { name: "Interim", kind: "interim" },
      { name: "Construct", kind: "construct" },
    ],
  },
  vermeulen: {
    name: "Bakkerij Vermeulen",
    officialName: "Bakkerij Vermeulen BV",
    vat: belgianVat("07654321"),
    street: "Veldstraat",
    number: "18",
    zip: "9000",
    city: "Gent",
    office: "GNT",
    offers: [{ name: "Payroll", kind: "payroll", connexysId: "CX-100311" }],
  },
  peeters: {
    name: "Transport Peeters",
    officialName: "Transport Peeters NV",
    vat: belgianVat("04567890"),
    street: "Industrieweg",
    number: "7",
    zip: "3001",
    city: "Heverlee",
    office: "ANT",
    contractCreationBlocked: true,
    creditLimitStatus: "nearly_exceeded",
    offers: [{ name: "Payroll", kind: "payroll", connexysId: "CX-100502" }],
  },
  janssens: {
    name: "Bouwbedrijf Janssens",
    officialName: "Bouwbedrijf Janssens BV",
    vat: belgianVat("08123987"),
    street: "Kiezelstraat",
    number: "44",
    zip: "3500",
    city: "Hasselt",
    office: "ANT",
    offers: [
      { name: "Interim", kind: "interim" },
      { name: "Construct", kind: "construct" },
    ],
  },
  dubois: {
    name: "Nettoyage Dubois",
    officialName: "Nettoyage Dubois SRL",
    vat: belgianVat("06345678"),
    street: "Rue de la Loi",
    number: "81",
    zip: "1040",
    city: "Etterbeek",
    office: "BRU",
    interim4d: 4301,
    offers: [],
  },
  lambert: {
    name: "Imprimerie Lambert",
    officialName: "Imprimerie Lambert SA",
    vat: belgianVat("04789012"),
    street: "Rue Saint-Gilles",
    number: "12",
    zip: "4000",
    city: "Liège",
    office: "BRU",
    offers: [],
  },
  wouters: {
    name: "Garage Wouters",
    officialName: "Garage Wouters BV",
    vat: belgianVat("05432109"),
    street: "Brugsesteenweg",
    number: "301",
    zip: "8500",
    city: "Kortrijk",
    office: "GNT",
    offers: [{ name: "Payroll", kind: "payroll", connexysId: "CX-100777" }],
  },
  starter: {
    name: "Nieuwe Zaak",
    officialName: "Nieuwe Zaak",
    vat: null,
    street: "Grote Markt",
    number: "1",
    zip: "2800",
    city: "Mechelen",
    office: "ANT",
    offers: [],
  },
  // Two more companies without a VAT number, so that onboarding can be completed more than once
  // (the browser tests complete one with JavaScript and one without).
  starterTwo: {
    name: "Bloemenwinkel Lente",
    officialName: "Bloemenwinkel Lente",
    vat: null,
    street: "Meir",
    number: "40",
    zip: "2000",
    city: "Antwerpen",
    office: "ANT",
    offers: [],
  },
  starterThree: {
    name: "Fromagerie Delvaux",
    officialName: "Fromagerie Delvaux",
    vat: null,
    street: "Rue Haute",
    number: "9",
    zip: "5000",
    city: "Namur",
    office: "BRU",
    offers: [],
  },
  // Two more, which the browser tests onboard by keyboard alone (tests/e2e/keyboard-wizards.spec.ts),
  // one with JavaScript and one without.
  starterFour: {
    name: "Koffiebar Zuid",
    officialName: "Koffiebar Zuid",
    vat: null,
    street: "Zuidstationstraat",
    number: "21",
    zip: "9000",
    city: "Gent",
    office: "GNT",
    offers: [],
  },
  starterFive: {
    name: "Librairie Masson",
    officialName: "Librairie Masson",
    vat: null,
    street: "Rue de la Cathédrale",
    number: "63",
    zip: "4000",
    city: "Liège",
    office: "BRU",
    offers: [],
  },
};

type RegisterSeed = {
  vat: string;
  officialName: string;
  street: string;
  number: string;
  building?: string;
  zip: string;
  city: string;
};

/**
 * The company register the onboarding Fetch action reads. Brouwerij De Klok and Bakkerij Vermeulen are
 * already customers (their VAT numbers are taken); Nieuwe Zaak BV is the register entry of the seeded
 * company without a VAT number; every other entry is free to onboard or register. The browser tests
 * take their own: Slagerij Van Damme and Hotel Aan de Schelde (onboarding), Logistiek Vandenberghe and
 * Dakwerken Mertens (onboarding by keyboard), Brasserie du Parc and Boulangerie Lemaire (a new user's company).
 */
const COMPANY_REGISTER: RegisterSeed[] = [
  { vat: belgianVat("04123456"), officialName: "Brouwerij De Klok NV", street: "Mechelsesteenweg", number: "212", zip: "2018", city: "Antwerpen" },
  { vat: belgianVat("07654321"), officialName: "Bakkerij Vermeulen BV", street: "Veldstraat", number: "18", zip: "9000", city: "Gent" },
  { vat: belgianVat("07231456"), officialName: "Nieuwe Zaak BV", street: "Grote Markt", number: "1", zip: "2800", city: "Mechelen" },
  { vat: belgianVat("04418735"), officialName: "Slagerij Van Damme BV", street: "Steenstraat", number: "54", zip: "8000", city: "Brugge" },
  { vat: belgianVat("04620917"), officialName: "Hotel Aan de Schelde NV", street: "Ernest Van Dijckkaai", number: "8", zip: "2000", city: "Antwerpen" },
  { vat: belgianVat("08193742"), officialName: "Brasserie du Parc SRL", street: "Rue Royale", number: "97", zip: "1000", city: "Bruxelles" },
  {
    vat: belgianVat("04529381"),
    officialName: "Schrijnwerkerij Claes BV",
    street: "Industriepark",
    number: "14",
    building: "2",
    zip: "2220",
    city: "Heist-op-den-Berg",
  },
  { vat: belgianVat("08364120"), officialName: "Boulangerie Lemaire SRL", street: "Rue Saint-Léonard", number: "210", zip: "4000", city: "Liège" },
  { vat: belgianVat("04716253"), officialName: "Logistiek Vandenberghe NV", street: "Kanaalweg", number: "3", zip: "8800", city: "Roeselare" },
  { vat: belgianVat("06847215"), officialName: "Dakwerken Mertens BV", street: "Diestsesteenweg", number: "301", zip: "3010", city: "Kessel-Lo" },
  { vat: belgianVat("04203985"), officialName: "Supermarché Dupont SA", street: "Chaussée de Namur", number: "45", zip: "5030", city: "Gembloux" },
  { vat: belgianVat("07519634"), officialName: "Tuinaanleg Verhoeven BV", street: "Boomsesteenweg", number: "620", zip: "2610", city: "Wilrijk" },
  { vat: belgianVat("06982341"), officialName: "Restaurant 't Pakhuis BV", street: "Vleeshuisstraat", number: "3", zip: "9000", city: "Gent" },
  { vat: belgianVat("04357816"), officialName: "Carrosserie Lejeune SRL", street: "Avenue de Philippeville", number: "88", zip: "6001", city: "Marcinelle" },
  {
    vat: belgianVat("10027385"),
    officialName: "Schoonmaak Jacobs BV",
    street: "Brusselsesteenweg",
    number: "150",
    building: "4",
    zip: "1800",
    city: "Vilvoorde",
  },
  { vat: "NL854321987B01", officialName: "Kwekerij Van den Berg B.V.", street: "Middel Broekweg", number: "29", zip: "2675 KB", city: "Honselersdijk" },
];

type CommitteeSeed = [
  code: string,
  nameNl: string,
  nameFr: string,
  nameEn: string,
  statute: "worker" | "clerk",
  averageWeeklyHours: number,
  flexi: boolean,
  overtime: "not_paid" | "not_applicable" | "paid",
];

/**
 * Joint committees, in code order: a fresh database gives them ids 1, 2, 3 ... in this order. The
 * Dutch and French names are the official ones (FPS Employment); the English ones are ours.
 */
export const COMMITTEES: CommitteeSeed[] = [
  [
    "100",
    "Aanvullend paritair comité voor de werklieden",
    "Commission paritaire auxiliaire pour ouvriers",
    "Auxiliary joint committee for blue-collar workers",
    "worker",
    38,
    false,
    "paid",
  ],
  [
    "111",
    "Paritair comité voor de metaal-, machine- en elektrische bouw",
    "Commission paritaire des constructions métallique, mécanique et électrique",
    "Joint committee for metal, mechanical and electrical engineering",
    "worker",
    38,
    false,
    "paid",
  ],
  [
    "118",
    "Paritair comité voor de voedingsnijverheid",
    "Commission paritaire de l'industrie alimentaire",
    "Joint committee for the food industry",
    "worker",
    38,
    false,
    "paid",
  ],
  [
    "119",
    "Paritair comité voor de handel in voedingswaren",
    "Commission paritaire du commerce alimentaire",
    "Joint committee for the food trade",
    "worker",
    38,
    true,
    "paid",
  ],
  ["121", "Paritair comité voor de schoonmaak", "Commission paritaire pour le nettoyage", "Joint committee for cleaning", "worker", 38, false, "paid"],
  ["124", "Paritair comité voor het bouwbedrijf", "Commission paritaire de la construction", "Joint committee for construction", "worker", 40, false, "paid"],
  [
    "140.03",
    "Paritair subcomité voor het wegvervoer en de logistiek voor rekening van derden",
    "Sous-commission paritaire pour le transport routier et la logistique pour compte de tiers",
    "Joint subcommittee for road transport and logistics for third parties",
    "worker",
    38,
    false,
    "paid",
  ],
  ["144", "Paritair comité voor de landbouw", "Commission paritaire de l'agriculture", "Joint committee for agriculture", "worker", 38, false, "not_paid"],
  [
    "145",
    "Paritair comité voor het tuinbouwbedrijf",
    "Commission paritaire pour les entreprises horticoles",
    "Joint committee for horticulture",
    "worker",
    38,
    false,
    "not_paid",
  ],
  [
    "149.01",
    "Paritair subcomité voor de elektriciens: installatie en distributie",
    "Sous-commission paritaire des électriciens : installation et distribution",
    "Joint subcommittee for electricians: installation and distribution",
    "worker",
    40,
    false,
    "paid",
  ],
  [
    "200",
    "Aanvullend paritair comité voor de bedienden",
    "Commission paritaire auxiliaire pour employés",
    "Auxiliary joint committee for white-collar employees",
    "clerk",
    38,
    false,
    "paid",
  ],
  [
    "201",
    "Paritair comité voor de zelfstandige kleinhandel",
    "Commission paritaire du commerce de détail indépendant",
    "Joint committee for independent retail",
    "clerk",
    38,
    true,
    "paid",
  ],
  [
    "202",
    "Paritair comité voor de bedienden uit de kleinhandel in voedingswaren",
    "Commission paritaire pour les employés du commerce de détail alimentaire",
    "Joint committee for white-collar employees in food retail",
    "clerk",
    38,
    true,
    "paid",
  ],
  [
    "207",
    "Paritair comité voor de bedienden uit de scheikundige nijverheid",
    "Commission paritaire pour employés de l'industrie chimique",
    "Joint committee for white-collar employees in the chemical industry",
    "clerk",
    38,
    false,
    "not_applicable",
  ],
  [
    "220",
    "Paritair comité voor de bedienden uit de voedingsnijverheid",
    "Commission paritaire pour les employés de l'industrie alimentaire",
    "Joint committee for white-collar employees in the food industry",
    "clerk",
    38,
    false,
    "paid",
  ],
  [
    "226",
    "Paritair comité voor de bedienden uit de internationale handel, het vervoer en de logistiek",
    "Commission paritaire pour les employés du commerce international, du transport et de la logistique",
    "Joint committee for white-collar employees in international trade, transport and logistics",
    "clerk",
    38,
    false,
    "paid",
  ],
  [
    "302",
    "Paritair comité voor het hotelbedrijf",
    "Commission paritaire de l'industrie hôtelière",
    "Joint committee for the hotel and catering industry",
    "worker",
    38,
    true,
    "paid",
  ],
  [
    "314",
    "Paritair comité voor het kappersbedrijf en de schoonheidszorgen",
    "Commission paritaire de la coiffure et des soins de beauté",
    "Joint committee for hairdressing and beauty care",
    "worker",
    38,
    true,
    "paid",
  ],
  [
    "322",
    "Paritair comité voor de uitzendarbeid en de erkende ondernemingen die buurtwerken of -diensten leveren",
    "Commission paritaire pour le travail intérimaire et les entreprises agréées fournissant des travaux ou services de proximité",
    "Joint committee for temporary agency work and approved enterprises providing local jobs or services",
    "worker",
    38,
    false,
    "not_applicable",
  ],
];

type HoursValidationLevel = "all_allowed" | "can_validate_construct_hours" | "can_validate_interim_hours" | "not_allowed";
type Membership = {
  company: keyof typeof COMPANIES;
  construct?: string[];
  interim?: string[];
  /** "HR manager" when left out. */
  function?: string;
  /** all_allowed when left out. */
  hoursValidation?: HoursValidationLevel;
  /** May invite and remove users and edit the company information; true when left out. */
  manageUsers?: boolean;
};
type UserSeed = {
  email: string;
  first: string;
  last: string;
  language: "en" | "nl" | "fr";
  memberships: Membership[];
  termsAccepted?: boolean;
  otp?: boolean;
  /** "+32 470 12 34 56" when left out; null for none. */
  mobile?: string | null;
  telephone?: string;
  /** 400 when left out. */
  createdDaysAgo?: number;
  /** Never seen when left out. */
  lastSeenDaysAgo?: number;
  /** Invited but without a password yet: the seed's caller e-mails them a welcome link. */
  invited?: boolean;
};

const ALL_4D = ["hours_validation", "extending_contracts"];

const USERS: UserSeed[] = [
  {
    email: "employer@example.com",
    first: "Els",
    last: "Vermeersch",
    language: "en",
    memberships: [{ company: "klok", construct: ALL_4D, interim: ALL_4D }, { company: "vermeulen" }],
  },
  // Only Bakkerij Vermeulen, which has no valid rate agreement: its positions wizard waits for one.
  { email: "bakery@example.com", first: "Jan", last: "Vermeulen", language: "en", memberships: [{ company: "vermeulen" }] },
  { email: "payroll@example.com", first: "Pieter", last: "Peeters", language: "nl", memberships: [{ company: "peeters" }] },
  { email: "selection@example.com", first: "Lotte", last: "Janssens", language: "nl", memberships: [{ company: "janssens" }] },
  { email: "hours@example.com", first: "Camille", last: "Dubois", language: "fr", memberships: [{ company: "dubois", interim: ["hours_validation"] }] },
  // Sees Nettoyage Dubois's interim timesheets, but her level covers construct hours only: she cannot save them.
  {
    email: "construct-hours@example.com",
    first: "Zoé",
    last: "Dubois",
    language: "en",
    memberships: [{ company: "dubois", interim: ["hours_validation"], hoursValidation: "can_validate_construct_hours" }],
  },
  { email: "promo@example.com", first: "Julien", last: "Lambert", language: "fr", memberships: [{ company: "lambert" }] },
  { email: "newcomer@example.com", first: "Noah", last: "Maes", language: "en", memberships: [] },
  // The provider's back office (payroll-api/contracts/back-office.ts): no company of its own.
  { email: "backoffice@example.com", first: "Bart", last: "Backx", language: "nl", memberships: [] },
  { email: "onboarding@example.com", first: "Emma", last: "Willems", language: "nl", memberships: [{ company: "starter" }] },
  { email: "onboarding2@example.com", first: "Lars", last: "Peeters", language: "en", memberships: [{ company: "starterTwo" }] },
  { email: "onboarding3@example.com", first: "Chloé", last: "Delvaux", language: "en", memberships: [{ company: "starterThree" }] },
  { email: "onboarding4@example.com", first: "Bo", last: "Vandamme", language: "en", memberships: [{ company: "starterFour" }] },
  { email: "onboarding5@example.com", first: "Léa", last: "Masson", language: "en", memberships: [{ company: "starterFive" }] },
  { email: "terms@example.com", first: "Lucas", last: "Wouters", language: "nl", memberships: [{ company: "wouters" }], termsAccepted: false },
  // Two more, so that the browser tests can accept the terms with and without JavaScript.
  { email: "terms2@example.com", first: "Jana", last: "Wouters", language: "en", memberships: [{ company: "wouters" }], termsAccepted: false },
  { email: "terms3@example.com", first: "Wout", last: "Wouters", language: "en", memberships: [{ company: "wouters" }], termsAccepted: false },
  // Garage Wouters's own users, terms accepted: the browser tests fill its position list past what a
  // select shows (the contract wizard's position search), one user per project as drafts are per user.
  { email: "garage@example.com", first: "Stijn", last: "Wouters", language: "en", memberships: [{ company: "wouters" }] },
  { email: "garage2@example.com", first: "Fien", last: "Wouters", language: "en", memberships: [{ company: "wouters" }] },
  { email: "twofactor@example.com", first: "Marie", last: "Lemmens", language: "en", memberships: [{ company: "peeters" }], otp: true },
  { email: "twofactor2@example.com", first: "Lotte", last: "Wuyts", language: "en", memberships: [{ company: "peeters" }], otp: true },
  { email: "invited@example.com", first: "Ruben", last: "Aerts", language: "en", memberships: [{ company: "peeters" }], invited: true },
  { email: "welcome@example.com", first: "Hanne", last: "Coppens", language: "en", memberships: [{ company: "peeters" }], invited: true },
  // More users of Brouwerij De Klok, for its company users list. Only Els Vermeersch (employer@) and
  // Tom Verstraete may manage users there; viewer@example.com signs in and sees NOT_ALLOWED.
  {
    email: "viewer@example.com",
    first: "Wim",
    last: "Claeys",
    language: "nl",
    mobile: "+32 478 55 21 09",
    createdDaysAgo: 210,
    lastSeenDaysAgo: 3,
    memberships: [{ company: "klok", function: "Boekhouder", hoursValidation: "not_allowed", manageUsers: false }],
  },
  {
    email: "sarah.desmet@example.com",
    first: "Sarah",
    last: "De Smet",
    language: "nl",
    telephone: "+32 3 218 44 10",
    mobile: "+32 486 20 47 31",
    createdDaysAgo: 150,
    lastSeenDaysAgo: 1,
    memberships: [
      { company: "klok", function: "Productieleider", hoursValidation: "can_validate_construct_hours", construct: ["hours_validation"], manageUsers: false },
    ],
  },
  {
    email: "sophie.lejeune@example.com",
    first: "Sophie",
    last: "Lejeune",
    language: "fr",
    mobile: null,
    createdDaysAgo: 20,
    memberships: [
      { company: "klok", function: "Responsable logistique", hoursValidation: "can_validate_interim_hours", interim: ["hours_validation"], manageUsers: false },
    ],
  },
  {
    email: "tom.verstraete@example.com",
    first: "Tom",
    last: "Verstraete",
    language: "en",
    mobile: "+32 471 90 12 77",
    createdDaysAgo: 320,
    lastSeenDaysAgo: 12,
    memberships: [{ company: "klok", function: "Office manager" }],
  },
  // Two more of Brouwerij De Klok's, whose contract drafts only the browser tests' keyboard runs use
  // (tests/e2e/keyboard-wizards.spec.ts), one per project: drafts are per user.
  { email: "kato.aerts@example.com", first: "Kato", last: "Aerts", language: "en", memberships: [{ company: "klok", manageUsers: false }] },
  { email: "lode.baert@example.com", first: "Lode", last: "Baert", language: "en", memberships: [{ company: "klok", manageUsers: false }] },
];

const TEAM = [
  ["sofie.claes@example.com", "Sofie", "Claes", "contract_ready", "Antwerpen", "1994-03-12"],
  ["bram.goossens@example.com", "Bram", "Goossens", "missing_information", "Mortsel", "1988-11-02"],
  ["ines.dewit@example.com", "Ines", "De Wit", "expired_information", "Boom", "2001-06-23"],
  ["thomas.mertens@example.com", "Thomas", "Mertens", "awaiting_registration", "Lier", "1999-01-30"],
  ["nina.jacobs@example.com", "Nina", "Jacobs", "contract_ready", "Schoten", "1985-09-17"],
  ["arne.smets@example.com", "Arne", "Smets", "missing_information", "Kontich", "1996-12-05"],
];

/**
 * Fills an empty database with the demo accounts and data the README and the tests use. Answers the
 * ids of the invited users, who still need their welcome e-mail; none when the database had data.
 */
export async function seedDemoData(db: Database): Promise<number[]> {
  const [{ count }] = await db.query<{ count: number }>("select count(*)::int as count from users");
  if (count > 0) return [];
  const invited: number[] = [];
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    for (const office of OFFICES) {
      await tx.query("insert into offices (code, name, street, zip, city, email, phone) values ($1,$2,$3,$4,$5,$6,$7)", office);
    }
    for (const r of COMPANY_REGISTER) {
      await tx.query(
        `insert into company_register (vat, official_name, street, street_number, building_number, zip, city)
         values ($1,$2,$3,$4,$5,$6,$7)`,
        [r.vat, r.officialName, r.street, r.number, r.building ?? null, r.zip, r.city],
      );
    }
    for (const committee of COMMITTEES) {
      await tx.query(
        `insert into committees (code, name_nl, name_fr, name_en, statute, average_weekly_hours, is_flexi_allowed, overtime_paying_status)
         values ($1,$2,$3,$4,$5,$6,$7,$8)`,
        committee,
      );
    }
    const companyIds: Record<string, number> = {};
    for (const [key, c] of Object.entries(COMPANIES)) {
      const [{ id }] = await tx.query<{ id: number }>(
        `insert into companies (name, official_name, vat, street, street_number, zip, city, office_code,
           cost_places_enabled, construct4d_id, interim4d_id, contract_creation_blocked, credit_limit_status,
           website, description)
         values ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15) returning id`,
        [
          c.name,
          c.officialName,
          c.vat,
          c.street,
          c.number,
          c.zip,
          c.city,
          c.office,
          c.costPlaces ?? false,
          c.construct4d ?? null,
          c.interim4d ?? null,
          c.contractCreationBlocked ?? false,
          c.creditLimitStatus ?? "within",
          c.website ?? null,
          c.description ?? null,
        ],
      );
      companyIds[key] = id;
      for (const name of c.costPlaceNames ?? []) {
        await tx.query("insert into cost_places (company_id, name) values ($1, $2)", [id, name]);
      }
      for (const offer of c.offers) {
        await tx.query("insert into offers (company_id, name, kind, connexys_id) values ($1,$2,$3,$4)", [id, offer.name, offer.kind, offer.connexysId ?? null]);
      }
    }
    for (const u of USERS) {
      const selected = u.memberships[0] ? companyIds[u.memberships[0].company] : null;
      const [{ id }] = await tx.query<{ id: number }>(
        `insert into users (email, password_hash, first_name, last_name, mobile, telephone, preferred_language,
           accepted_terms_at, selected_company_id, otp_required, created_at, last_seen_at)
         values ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10, now() - make_interval(days => $11),
           now() - make_interval(days => $12)) returning id`,
        [
          u.email,
          u.invited ? null : passwordHash,
          u.first,
          u.last,
          u.mobile === undefined ? "+32 470 12 34 56" : u.mobile,
          u.telephone ?? null,
          u.language,
          u.termsAccepted === false ? null : new Date("2025-01-15T09:00:00Z"),
          selected,
          u.otp ?? false,
          u.createdDaysAgo ?? 400,
          u.lastSeenDaysAgo ?? null,
        ],
      );
      if (u.invited) invited.push(id);
      for (const m of u.memberships) {
        await tx.query(
          `insert into company_memberships (user_id, company_id, function, hours_validation_level, can_manage_users,
             construct4d_permissions, interim4d_permissions)
           values ($1,$2,$3,$4,$5,$6,$7)`,
          [
            id,
            companyIds[m.company],
            m.function ?? "HR manager",
            m.hoursValidation ?? "all_allowed",
            m.manageUsers ?? true,
            m.construct ?? [],
            m.interim ?? [],
          ],
        );
      }
    }
    await seedEmployees(tx, passwordHash, companyIds.klok);
    await seedCompanyActivity(tx, companyIds.klok);
    await seedTeams(tx, { klok: companyIds.klok, dubois: companyIds.dubois }, passwordHash);
    await seedEmployeeProfiles(tx, { klok: companyIds.klok, vermeulen: companyIds.vermeulen }, passwordHash);
    await seedPositions(tx, companyIds);
    await seedWorkPostSheets(tx, companyIds.klok);
    await seedSurveys(tx, { klok: companyIds.klok, peeters: companyIds.peeters });
    await seedContracts(tx, companyIds.klok);
    await seedLinkedWorkers(tx, companyIds.dubois);
    // Transport Peeters shows the overdue-invoice notice: unpaid for more than 21 days past expiry.
    await tx.query(
      `insert into invoices (company_id, name, total_cents, expires_on, status)
       values ($1, 'F2026-0377', 486200, current_date - 35, 'not_paid')`,
      [companyIds.peeters],
    );
  });
  return invited;
}

async function seedEmployees(tx: Queryable, passwordHash: string, companyId: number) {
  await tx.query(
    `insert into employees (email, password_hash, first_name, last_name, mobile, preferred_language, street, street_number,
       zip, city, country, country_of_birth, nationality_country, place_of_birth, birthdate, intent_agreement_url, gender,
       national_register_number, id_card_number, id_card_expires_on, identity_check, bank_account, bic)
     values ('employee@example.com', $1, 'Jonas', 'Hermans', '+32 485 11 22 33', 'nl', 'Kammenstraat', '25', '2000',
       'Antwerpen', 'BE', 'BE', 'BE', 'Antwerpen', '1997-04-08', '/agreements/intent-jonas-hermans.pdf', 'male',
       '97040833535', '592000424255', '2032-04-07', 'verified', 'BE86001000424250', 'GEBABEBB')`,
    [passwordHash],
  );
  for (const [email, first, last, status, city, birthdate] of TEAM) {
    const [{ id }] = await tx.query<{ id: number }>(
      `insert into employees (email, first_name, last_name, city, birthdate, country) values ($1,$2,$3,$4,$5,'BE') returning id`,
      [email, first, last, city, birthdate],
    );
    await tx.query("insert into team_members (company_id, employee_id, status) values ($1,$2,$3)", [companyId, id, status]);
  }
}

async function seedCompanyActivity(tx: Queryable, companyId: number) {
  const invoices: [string, number, number, string][] = [
    ["F2026-0412", 1834250, -40, "paid"],
    // Unpaid and expired, but not yet the 21 days that make it overdue: De Klok shows no notice.
    ["F2026-0468", 912075, -12, "not_paid"],
    ["F2026-0503", 1250000, -5, "processing"],
    ["F2026-0530", 764310, 10, "not_paid"],
    ["F2026-0561", 2210980, 24, "not_paid"],
  ];
  for (const [name, cents, dueInDays, status] of invoices) {
    await tx.query("insert into invoices (company_id, name, total_cents, expires_on, status) values ($1,$2,$3, current_date + $4::int, $5)", [
      companyId,
      name,
      cents,
      dueInDays,
      status,
    ]);
  }
  await seedInvoiceHistory(tx, companyId);
  await seedHoursValidation(tx);
}

/** Older invoices of De Klok than the five above, so that its invoices list has pages. */
const INVOICE_HISTORY_COUNT = 55;

/**
 * INVOICE_HISTORY_COUNT invoices, one every 9 days, expiring 54 to 540 days ago (about 18 months back):
 * all settled, so they change neither the unpaid count nor the overdue notice. Each was issued 30 days
 * before its expiration date and is named after that: F{year}-{number}, numbers rising through the year
 * and staying below the 0412 of the five recent ones. Totals vary but are fixed.
 */
async function seedInvoiceHistory(tx: Queryable, companyId: number) {
  const [{ today }] = await tx.query<{ today: string }>("select to_char(current_date, 'YYYY-MM-DD') as today");
  const day = 86_400_000;
  const todayMs = Date.parse(`${today}T00:00:00Z`);
  for (let i = 1; i <= INVOICE_HISTORY_COUNT; i++) {
    const expires = new Date(todayMs - (45 + 9 * i) * day);
    const issued = new Date(expires.getTime() - 30 * day);
    const year = issued.getUTCFullYear();
    const dayOfYear = Math.floor((issued.getTime() - Date.UTC(year, 0, 1)) / day) + 1;
    const name = `F${year}-${String(Math.floor(dayOfYear * 1.1) + 1).padStart(4, "0")}`;
    const cents = 420_000 + ((i * 7_919_311) % 1_900_000) + ((i * 37) % 100);
    await tx.query("insert into invoices (company_id, name, total_cents, expires_on, status) values ($1, $2, $3, $4::date, $5)", [
      companyId,
      name,
      cents,
      expires.toISOString().slice(0, 10),
      i === 1 ? "processing" : "paid",
    ]);
  }
}
