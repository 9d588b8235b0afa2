// Demo reference tables and positions: the committees' yearly averages, function codes, the Belgian
// localities, rate agreement documents and the positions of the payroll companies (part 2 §3).
import type { PositionPremium } from "../../domain/positions";
import type { Queryable } from "../db/database";
import { findLocality, loadLocalities } from "../db/localities";

type FunctionCodeSeed = [
  committee: string,
  code: string,
  name: string,
  actualCoefficient: number,
  payrollCoefficient: number,
  minimumHourlyWageCents: number,
  isStudentCode?: "student",
];

/** Codes are "{committee}/{number}"; student codes end in /90. Inserted in this order (ids 1, 2, 3 ...). */
export const FUNCTION_CODES: FunctionCodeSeed[] = [
  ["100", "100/01", "Productiemedewerker", 1.842, 1.726, 1520],
  ["100", "100/02", "Magazijnier", 1.842, 1.726, 1545],
  ["100", "100/03", "Inpakker", 1.842, 1.726, 1500],
  ["100", "100/90", "Jobstudent productie", 1.512, 1.398, 1180, "student"],
  ["111", "111/01", "Onderhoudsmonteur", 1.878, 1.754, 1780],
  ["111", "111/02", "Lasser", 1.878, 1.754, 1810],
  ["118", "118/01", "Brouwer", 1.861, 1.741, 1745],
  ["118", "118/02", "Hulpbrouwer", 1.861, 1.741, 1610],
  ["118", "118/03", "Bottelaar", 1.861, 1.741, 1580],
  ["118", "118/04", "Lijnoperator", 1.861, 1.741, 1650],
  ["118", "118/90", "Jobstudent voeding", 1.524, 1.402, 1220, "student"],
  ["119", "119/01", "Vakkenvuller", 1.829, 1.712, 1490],
  ["119", "119/90", "Jobstudent winkel", 1.508, 1.391, 1160, "student"],
  ["121", "121/01", "Schoonmaker", 1.835, 1.719, 1530],
  ["121", "121/02", "Glazenwasser", 1.835, 1.719, 1620],
  ["124", "124/01", "Metselaar", 1.947, 1.812, 1895],
  ["124", "124/02", "Bekister", 1.947, 1.812, 1895],
  ["124", "124/03", "Dakwerker", 1.947, 1.812, 1930],
  ["124", "124/04", "Grondwerker", 1.947, 1.812, 1760],
  ["140.03", "140.03/01", "Vrachtwagenchauffeur", 1.853, 1.733, 1650],
  ["140.03", "140.03/02", "Heftruckchauffeur", 1.853, 1.733, 1590],
  ["140.03", "140.03/03", "Magazijnier logistiek", 1.853, 1.733, 1550],
  ["144", "144/01", "Seizoenarbeider landbouw", 1.795, 1.683, 1290],
  ["145", "145/01", "Tuinarbeider", 1.801, 1.688, 1330],
  ["145", "145/90", "Jobstudent tuinbouw", 1.498, 1.384, 1150, "student"],
  ["149.01", "149.01/01", "Elektricien", 1.902, 1.776, 1840],
  ["149.01", "149.01/02", "Hulpelektricien", 1.902, 1.776, 1620],
  ["200", "200/01", "Administratief bediende", 1.812, 1.701, 1560],
  ["200", "200/02", "Boekhouder", 1.812, 1.701, 1890],
  ["200", "200/03", "Receptionist", 1.812, 1.701, 1510],
  ["200", "200/90", "Jobstudent administratie", 1.502, 1.389, 1190, "student"],
  ["201", "201/01", "Verkoper", 1.806, 1.695, 1470],
  ["201", "201/02", "Kassier", 1.806, 1.695, 1450],
  ["202", "202/01", "Kassamedewerker", 1.809, 1.698, 1480],
  ["207", "207/01", "Laborant", 1.826, 1.709, 1950],
  ["220", "220/01", "Kwaliteitscontroleur", 1.818, 1.704, 1720],
  ["220", "220/02", "Productieplanner", 1.818, 1.704, 1850],
  ["220", "220/03", "Verkoopbediende voeding", 1.818, 1.704, 1600],
  ["220", "220/04", "Accountmanager", 1.818, 1.704, 2050],
  ["226", "226/01", "Logistiek bediende", 1.815, 1.702, 1620],
  ["226", "226/02", "Douanedeclarant", 1.815, 1.702, 1780],
  ["302", "302/01", "Kelner", 1.788, 1.671, 1465],
  ["302", "302/02", "Kok", 1.788, 1.671, 1590],
  ["302", "302/03", "Afwasser", 1.788, 1.671, 1420],
  ["302", "302/04", "Barman", 1.788, 1.671, 1480],
  ["302", "302/90", "Jobstudent horeca", 1.486, 1.372, 1140, "student"],
  ["314", "314/01", "Kapper", 1.792, 1.676, 1460],
  ["322", "322/01", "Uitzendkracht algemeen", 1.776, 1.662, 1420],
];

/**
 * Average weekly hours of the two calendar years before the current one, where they differ from the
 * current figure (committees.average_weekly_hours); every committee gets the current year and the two before.
 */
const EARLIER_AVERAGES: Record<string, [twoYearsAgo: number, lastYear: number]> = {
  "118": [38.5, 38],
  "124": [40, 39.5],
  "140.03": [39, 38.5],
  "302": [38.8, 38.4],
};

/** Companies by their key in seed.ts COMPANIES. */
type RateAgreementSeed = { company: string; name: string; validInDays: number; office: string; dayContracts: boolean };

/**
 * Every payroll company has a rate agreement valid today except Bakkerij Vermeulen, whose only one
 * expired: switching to it shows the waiting-for-rate-agreement screen.
 */
export const RATE_AGREEMENTS: RateAgreementSeed[] = [
  { company: "klok", name: "Tariefovereenkomst 2026 Brouwerij De Klok", validInDays: 240, office: "ANT", dayContracts: false },
  { company: "klok", name: "Tariefovereenkomst 2025 Brouwerij De Klok", validInDays: -125, office: "ANT", dayContracts: false },
  { company: "vermeulen", name: "Tariefovereenkomst 2025 Bakkerij Vermeulen", validInDays: -30, office: "GNT", dayContracts: false },
  { company: "peeters", name: "Tariefovereenkomst 2026 Transport Peeters", validInDays: 180, office: "ANT", dayContracts: true },
  { company: "wouters", name: "Tariefovereenkomst 2026 Garage Wouters", validInDays: 300, office: "GNT", dayContracts: false },
];

type PlaceSeed = { street: string; streetNumber: string; zip: string; city: string };

const PLACES = {
  brewery: { street: "Mechelsesteenweg", streetNumber: "212", zip: "2018", city: "Antwerpen" },
  bottling: { street: "Battelsesteenweg", streetNumber: "455", zip: "2800", city: "Mechelen" },
  tastingRoom: { street: "Grote Markt", streetNumber: "12", zip: "2000", city: "Antwerpen" },
  depot: { street: "Noorderlaan", streetNumber: "147", zip: "2030", city: "Antwerpen" },
  eventHall: { street: "Kapelstraat", streetNumber: "3", zip: "2640", city: "Mortsel" },
  bakery: { street: "Veldstraat", streetNumber: "18", zip: "9000", city: "Gent" },
  transport: { street: "Industrieweg", streetNumber: "7", zip: "3001", city: "Heverlee" },
} satisfies Record<string, PlaceSeed>;

type PositionSeed = {
  name: string;
  code: string;
  wageCents: number;
  /** Null: on the move (various locations). */
  place: keyof typeof PLACES | null;
  students?: boolean;
  flexi?: boolean;
  equipment?: boolean;
  vca?: boolean;
  certificates?: string[];
  premiums?: PositionPremium[];
  nettoPremiumComment?: string;
  ecoChequeComment?: string;
  description?: string;
  noVat?: boolean;
  waiting?: boolean;
};

const MEAL_VOUCHERS: PositionPremium = { type: "meal_vouchers", value: 6.91, contributionValue: 1.09 };
const ECO_CHEQUES: PositionPremium = { type: "eco_cheque", value: 1.14, unit: "PER_DAY" };
const NIGHT_SHIFT: PositionPremium = { type: "night_shift_bonus", value: 15, unit: "PERCENT" };
const LATE_SHIFT: PositionPremium = { type: "late_shift_bonus", value: 1.25, unit: "PER_HOUR" };
const MORNING_SHIFT: PositionPremium = { type: "morning_shift_bonus", value: 0.95, unit: "PER_HOUR" };
const BIKE: PositionPremium = { type: "bike_bonus", value: 0.35, unit: "PER_KILOMETER" };
const COLD_WEATHER: PositionPremium = { type: "cold_weather_bonus", value: 2.5, unit: "PER_HOUR" };
const KILOMETERS: PositionPremium = { type: "kilometer_compensation", value: 0.4269, unit: "PER_KILOMETER" };

/** Brouwerij De Klok: 32 approved positions (two pages of 25) and 3 waiting for approval. */
export const DE_KLOK_POSITIONS: PositionSeed[] = [
  {
    name: "Brouwer",
    code: "118/01",
    wageCents: 1850,
    place: "brewery",
    equipment: true,
    premiums: [MEAL_VOUCHERS, ECO_CHEQUES],
    description: "Stuurt het brouwproces van maischen tot gisting en volgt de kwaliteit van elke batch op.",
  },
  { name: "Brouwer nachtploeg", code: "118/01", wageCents: 1900, place: "brewery", equipment: true, premiums: [NIGHT_SHIFT, MEAL_VOUCHERS] },
  { name: "Hulpbrouwer", code: "118/02", wageCents: 1640, place: "brewery", students: true, premiums: [MEAL_VOUCHERS] },
  { name: "Bottelaar", code: "118/03", wageCents: 1600, place: "bottling", students: true, premiums: [MORNING_SHIFT, LATE_SHIFT, BIKE] },
  { name: "Bottelaar late ploeg", code: "118/03", wageCents: 1620, place: "bottling", premiums: [LATE_SHIFT, MEAL_VOUCHERS] },
  {
    name: "Lijnoperator bottelarij",
    code: "118/04",
    wageCents: 1700,
    place: "bottling",
    equipment: true,
    certificates: ["food_hygiene"],
    premiums: [NIGHT_SHIFT, LATE_SHIFT, MEAL_VOUCHERS, ECO_CHEQUES],
  },
  { name: "Jobstudent bottelarij", code: "118/90", wageCents: 1250, place: "bottling", students: true, premiums: [BIKE] },
  { name: "Jobstudent brouwerij", code: "118/90", wageCents: 1240, place: "brewery", students: true },
  { name: "Productiemedewerker", code: "100/01", wageCents: 1550, place: "bottling", students: true, premiums: [MEAL_VOUCHERS] },
  { name: "Inpakker geschenkverpakkingen", code: "100/03", wageCents: 1510, place: "depot", students: true },
  { name: "Jobstudent inpak", code: "100/90", wageCents: 1200, place: "depot", students: true },
  { name: "Magazijnier", code: "100/02", wageCents: 1580, place: "depot", vca: true, certificates: ["forklift", "vca_basic"], premiums: [MORNING_SHIFT] },
  {
    name: "Heftruckchauffeur",
    code: "140.03/02",
    wageCents: 1620,
    place: "depot",
    vca: true,
    equipment: true,
    certificates: ["forklift", "vca_basic"],
    premiums: [MORNING_SHIFT, MEAL_VOUCHERS],
  },
  { name: "Magazijnier logistiek", code: "140.03/03", wageCents: 1560, place: "depot", premiums: [BIKE] },
  {
    name: "Vrachtwagenchauffeur",
    code: "140.03/01",
    wageCents: 1720,
    place: null,
    certificates: ["driving_licence_c"],
    premiums: [MEAL_VOUCHERS, { type: "mobility", value: 3.5, unit: "PER_DAY" }],
    description: "Levert vaten en kratten aan cafés en drankenhandels in Vlaanderen en Brussel.",
  },
  {
    name: "Onderhoudsmonteur",
    code: "111/01",
    wageCents: 1820,
    place: "brewery",
    vca: true,
    equipment: true,
    certificates: ["vca_basic", "working_at_height"],
    premiums: [{ type: "other", value: 25, unit: "PER_WEEK" }],
    nettoPremiumComment: "Wachtvergoeding voor de weekends met permanentie.",
  },
  {
    name: "Elektricien onderhoud",
    code: "149.01/01",
    wageCents: 1880,
    place: "brewery",
    vca: true,
    equipment: true,
    certificates: ["vca_vol", "electrical_ba5"],
  },
  {
    name: "Metselaar renovatie brouwzaal",
    code: "124/01",
    wageCents: 1950,
    place: "brewery",
    vca: true,
    equipment: true,
    certificates: ["vca_basic"],
    premiums: [COLD_WEATHER, KILOMETERS],
  },
  {
    name: "Dakwerker",
    code: "124/03",
    wageCents: 1960,
    place: "bottling",
    vca: true,
    equipment: true,
    certificates: ["vca_basic", "working_at_height"],
    premiums: [COLD_WEATHER],
  },
  {
    name: "Schoonmaker productiehal",
    code: "121/01",
    wageCents: 1540,
    place: "brewery",
    students: true,
    premiums: [LATE_SHIFT, { type: "social_kilometer_compensation", value: 0.09, unit: "PER_KILOMETER" }],
  },
  { name: "Kelner proeflokaal", code: "302/01", wageCents: 1480, place: "tastingRoom", students: true, flexi: true, premiums: [LATE_SHIFT] },
  {
    name: "Kok proeflokaal",
    code: "302/02",
    wageCents: 1650,
    place: "tastingRoom",
    flexi: true,
    certificates: ["food_hygiene"],
    premiums: [LATE_SHIFT, MEAL_VOUCHERS],
  },
  { name: "Afwasser", code: "302/03", wageCents: 1430, place: "tastingRoom", students: true, flexi: true },
  {
    name: "Barman evenementen",
    code: "302/04",
    wageCents: 1500,
    place: null,
    students: true,
    flexi: true,
    premiums: [NIGHT_SHIFT, KILOMETERS],
    description: "Tapt op bierfeesten en beurzen waar de brouwerij staat.",
  },
  { name: "Jobstudent horeca", code: "302/90", wageCents: 1160, place: "eventHall", students: true },
  { name: "Administratief bediende", code: "200/01", wageCents: 1600, place: "brewery", premiums: [MEAL_VOUCHERS, ECO_CHEQUES] },
  {
    name: "Boekhouder",
    code: "200/02",
    wageCents: 1950,
    place: "brewery",
    noVat: true,
    premiums: [MEAL_VOUCHERS, ECO_CHEQUES],
    ecoChequeComment: "Ecocheques pro rata de gewerkte dagen, uitbetaald in december.",
  },
  { name: "Receptionist", code: "200/03", wageCents: 1520, place: "brewery", students: true, premiums: [BIKE] },
  { name: "Jobstudent administratie", code: "200/90", wageCents: 1200, place: "brewery", students: true },
  { name: "Kwaliteitscontroleur labo", code: "220/01", wageCents: 1760, place: "brewery", certificates: ["food_hygiene"], premiums: [MEAL_VOUCHERS] },
  { name: "Productieplanner", code: "220/02", wageCents: 1900, place: "bottling", premiums: [MEAL_VOUCHERS, ECO_CHEQUES] },
  {
    name: "Accountmanager horeca",
    code: "220/04",
    wageCents: 2150,
    place: null,
    premiums: [KILOMETERS, MEAL_VOUCHERS],
    description: "Bezoekt cafés en restaurants in de provincie Antwerpen.",
  },
  { name: "Gids brouwerijbezoeken", code: "220/03", wageCents: 1600, place: "brewery", students: true, waiting: true },
  { name: "Seizoenshulp zomerbar", code: "302/90", wageCents: 1150, place: "eventHall", students: true, waiting: true },
  { name: "Chauffeur bestelwagen", code: "140.03/01", wageCents: 1680, place: null, waiting: true, premiums: [MEAL_VOUCHERS] },
];

const VERMEULEN_POSITIONS: PositionSeed[] = [
  { name: "Bakker", code: "118/01", wageCents: 1760, place: "bakery", equipment: true, premiums: [NIGHT_SHIFT] },
  { name: "Verkoper bakkerijwinkel", code: "201/01", wageCents: 1480, place: "bakery", students: true },
];

const PEETERS_POSITIONS: PositionSeed[] = [
  { name: "Vrachtwagenchauffeur", code: "140.03/01", wageCents: 1700, place: null, certificates: ["driving_licence_c"], premiums: [MEAL_VOUCHERS] },
  { name: "Planner transport", code: "226/01", wageCents: 1650, place: "transport" },
];

async function seedCommitteeYears(tx: Queryable) {
  const committees = await tx.query<{ id: number; code: string; hours: number }>("select id, code, average_weekly_hours::float8 as hours from committees");
  const year = new Date().getUTCFullYear();
  for (const { id, code, hours } of committees) {
    const [twoYearsAgo, lastYear] = EARLIER_AVERAGES[code] ?? [hours, hours];
    await tx.query(
      `insert into committee_yearly_hours (committee_id, year, average_weekly_hours)
       values ($1, $2, $3), ($1, $2 + 1, $4), ($1, $2 + 2, $5)`,
      [id, year - 2, twoYearsAgo, lastYear, hours],
    );
  }
}

async function seedFunctionCodes(tx: Queryable) {
  for (const [committee, code, name, actual, payroll, minimum, student] of FUNCTION_CODES) {
    await tx.query(
      `insert into function_codes (committee_id, code, name, actual_coefficient, payroll_coefficient, is_student_code,
         minimum_hourly_wage_cents)
       select id, $2, $3, $4, $5, $6, $7 from committees where code = $1`,
      [committee, code, name, actual, payroll, student === "student", minimum],
    );
  }
}

async function seedCompanyPositions(tx: Queryable, companyId: number, office: string, positions: PositionSeed[]) {
  for (const [index, p] of positions.entries()) {
    const place = p.place ? PLACES[p.place] : null;
    const coordinates = place ? await findLocality(tx, place.zip, place.city) : null;
    if (place && !coordinates) throw new Error(`seed: no locality ${place.zip} ${place.city}`);
    await tx.query(
      `insert into positions (company_id, name, function_code_id, is_flexi, no_vat_applicable, description, on_the_move,
         street, street_number, zip, city, country, latitude, longitude, minimum_wage_cents, wage_cents,
         vivaldis_office_code, students_allowed, work_equipment_required, work_equipment_required_confirmation,
         vca_certification_required, vca_certification_required_confirmation, certificate_types, premiums,
         netto_premium_comment, use_eco_cheque_comment, eco_cheque_comment, status, created_at)
       select $1, $2, f.id, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, f.minimum_hourly_wage_cents, $14, $15, $16,
         $17, $17, $18, $18, $19, $20::jsonb, $21, $22, $23, $24, now() - make_interval(days => $25)
       from function_codes f where f.code = $26`,
      [
        companyId,
        p.name,
        p.flexi ?? false,
        p.noVat ?? false,
        p.description ?? null,
        place === null,
        place?.street ?? null,
        place?.streetNumber ?? null,
        place?.zip ?? null,
        place?.city ?? null,
        place ? "BE" : null,
        coordinates?.latitude ?? null,
        coordinates?.longitude ?? null,
        p.wageCents,
        office,
        p.students ?? false,
        p.equipment ?? false,
        p.vca ?? false,
        p.certificates ?? [],
        JSON.stringify(p.premiums ?? []),
        p.nettoPremiumComment ?? null,
        p.ecoChequeComment !== undefined,
        p.ecoChequeComment ?? null,
        p.waiting ? "waiting_approval" : "approved",
        400 - index * 10,
        p.code,
      ],
    );
  }
}

/**
 * Reference tables first, then the payroll companies' rate agreements and positions; companyIds by the
 * companies' keys in seed.ts.
 */
export async function seedPositions(tx: Queryable, companyIds: Record<string, number>) {
  await seedCommitteeYears(tx);
  await seedFunctionCodes(tx);
  await loadLocalities(tx);
  for (const r of RATE_AGREEMENTS) {
    await tx.query(
      `insert into rate_agreement_documents (company_id, name, valid_until, office_code, day_contracts_allowed)
       values ($1, $2, current_date + $3::int, $4, $5)`,
      [companyIds[r.company], r.name, r.validInDays, r.office, r.dayContracts],
    );
  }
  await seedCompanyPositions(tx, companyIds.klok, "ANT", DE_KLOK_POSITIONS);
  await seedCompanyPositions(tx, companyIds.vermeulen, "GNT", VERMEULEN_POSITIONS);
  await seedCompanyPositions(tx, companyIds.peeters, "ANT", PEETERS_POSITIONS);
}
