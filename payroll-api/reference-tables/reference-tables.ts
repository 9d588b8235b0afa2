// The reference tables' rows and models: joint committees with their function codes, and whether a
// company has a valid rate agreement. Read by the reference tables' and the positions' resolvers.
import { batchedByRequest } from "../core/batch";
import type { Queryable } from "../db/database";
import { localityKey } from "../db/localities";
import type { Committee, FunctionCode, Locale, Office, Statute } from "../core/schema-types.generated";

/** A committee's names as the table holds them: the official Dutch one always, French and English where known. */
export type CommitteeNames = { nl: string; fr: string | null; en: string | null };

/**
 * A committee as resolvers answer it, with all its names: name and codeAndName pick one by the
 * query's locale; averageWeeklyHoursByYear has its own resolver.
 */
export type CommitteeModel = Omit<Committee, "averageWeeklyHoursByYear" | "name" | "codeAndName"> & { names: CommitteeNames };

/**
 * The name in a language, else in the next one: English falls back to French (the language of
 * Brussels, where most of the portal's English readers work), French to Dutch, the name every
 * committee has. Without a locale, Dutch, as the API answered before committees had other names.
 */
export function committeeNameIn(names: CommitteeNames, locale: Locale | null | undefined): string {
  if (locale === "en") return names.en ?? names.fr ?? names.nl;
  if (locale === "fr") return names.fr ?? names.nl;
  return names.nl;
}
export type FunctionCodeModel = Omit<FunctionCode, "committee"> & { committee: CommitteeModel };

export type CommitteeRow = {
  id: number;
  code: string;
  name_nl: string;
  name_fr: string | null;
  name_en: string | null;
  statute: Statute;
  average_weekly_hours: number;
  is_flexi_allowed: boolean;
  overtime_paying_status: "not_paid" | "not_applicable" | "paid";
};

// numeric comes back as a string from node-postgres; float8 is a number on both drivers.
export const COMMITTEE_COLUMNS =
  "id, code, name_nl, name_fr, name_en, statute, average_weekly_hours::float8 as average_weekly_hours, is_flexi_allowed, overtime_paying_status";

export const toCommittee = (row: CommitteeRow): CommitteeModel => ({
  id: String(row.id),
  code: row.code,
  names: { nl: row.name_nl, fr: row.name_fr, en: row.name_en },
  statute: row.statute,
  averageWeeklyHours: Number(row.average_weekly_hours),
  isFlexiAllowed: row.is_flexi_allowed,
  overtimePayingStatus: row.overtime_paying_status,
});

/** Committees by id, loaded together for every contract of a request. */
export const committeesById = batchedByRequest(async (context, ids: number[]) => {
  const rows = await context.db.query<CommitteeRow>(`select ${COMMITTEE_COLUMNS} from committees where id = any($1::int[])`, [ids]);
  return new Map(rows.map((row) => [row.id, toCommittee(row)]));
});

type FunctionCodeRow = {
  id: number;
  committee_id: number;
  code: string;
  name: string;
  actual_coefficient: number;
  payroll_coefficient: number;
  is_student_code: boolean;
  minimum_hourly_wage_cents: number;
};

const FUNCTION_CODE_COLUMNS = `id, committee_id, code, name, actual_coefficient::float8 as actual_coefficient,
  payroll_coefficient::float8 as payroll_coefficient, is_student_code, minimum_hourly_wage_cents`;

/** Function codes with their committees, in two queries whatever their number. */
async function withCommittees(db: Queryable, rows: FunctionCodeRow[]): Promise<FunctionCodeModel[]> {
  const committees = await db.query<CommitteeRow>(`select ${COMMITTEE_COLUMNS} from committees where id = any($1::int[])`, [
    [...new Set(rows.map((row) => row.committee_id))],
  ]);
  const committeeById = new Map(committees.map((row) => [row.id, toCommittee(row)]));
  return rows.map((row) => ({
    id: String(row.id),
    code: row.code,
    name: row.name,
    codeAndName: `${row.code} ${row.name}`,
    committee: committeeById.get(row.committee_id)!,
    actualCoefficient: row.actual_coefficient,
    payrollCoefficient: row.payroll_coefficient,
    isStudentCode: row.is_student_code,
    minimumHourlyWageCents: row.minimum_hourly_wage_cents,
  }));
}

/** Every function code, or a committee's, in code order, with their committees. */
export async function functionCodesOf(db: Queryable, committeeId: number | null): Promise<FunctionCodeModel[]> {
  const rows = await db.query<FunctionCodeRow>(
    `select ${FUNCTION_CODE_COLUMNS} from function_codes where $1::int is null or committee_id = $1
     order by code collate "C", id`,
    [committeeId],
  );
  return withCommittees(db, rows);
}

/** A committee's yearly average weekly hours, latest year first. */
export async function averageWeeklyHoursByYearOf(db: Queryable, committeeId: number): Promise<{ year: number; averageWeeklyHours: number }[]> {
  const rows = await db.query<{ year: number; hours: number }>(
    `select year, average_weekly_hours::float8 as hours from committee_yearly_hours
     where committee_id = $1 order by year desc`,
    [committeeId],
  );
  return rows.map((row) => ({ year: row.year, averageWeeklyHours: row.hours }));
}

/** Function codes by id, with their committees; unknown ids are left out. */
export async function functionCodesById(db: Queryable, ids: number[]): Promise<Map<string, FunctionCodeModel>> {
  const rows = await db.query<FunctionCodeRow>(`select ${FUNCTION_CODE_COLUMNS} from function_codes where id = any($1::int[])`, [[...new Set(ids)]]);
  return new Map((await withCommittees(db, rows)).map((code) => [code.id, code]));
}

/** The company has a rate agreement document valid today. */
export async function hasValidRateAgreement(db: Queryable, companyId: number): Promise<boolean> {
  const rows = await db.query("select 1 from rate_agreement_documents where company_id = $1 and valid_until >= current_date limit 1", [companyId]);
  return rows.length > 0;
}

type RateAgreementRow = {
  id: number;
  name: string;
  valid_until_day: string;
  day_contracts_allowed: boolean;
  is_valid: boolean;
  office: Office;
};

/** At most this many localities answer a search: enough to choose from, few enough to read. */
const LOCALITIES_MAX = 20;

/** The localities whose postcode starts with the search, or whose name holds it (accents and case aside). */
export async function localitiesMatching(db: Queryable, search: string): Promise<{ zip: string; city: string; latitude: number; longitude: number }[]> {
  const zip = /^\d{1,4}$/.test(search.trim()) ? search.trim() : null;
  const key = localityKey(search);
  if (!zip && !key) return [];
  // The key holds only letters, digits and spaces: nothing in it is a LIKE wildcard.
  return db.query<{ zip: string; city: string; latitude: number; longitude: number }>(
    `select zip, city, latitude, longitude from localities
     where ($1::text is not null and zip like $1 || '%') or ($2 <> '' and city_key like '%' || $2 || '%')
     order by zip, city limit $3`,
    [zip, key, LOCALITIES_MAX],
  );
}

/** A company's rate agreement documents, latest validity first, each with its office and whether it is valid today. */
export async function rateAgreementDocumentsOf(db: Queryable, companyId: number) {
  const rows = await db.query<RateAgreementRow>(
    // to_char: the drivers would turn a date into a JavaScript Date at local midnight.
    `select d.id, d.name, to_char(d.valid_until, 'YYYY-MM-DD') as valid_until_day, d.day_contracts_allowed,
       d.valid_until >= current_date as is_valid,
       json_build_object('code', o.code, 'name', o.name, 'street', o.street, 'zip', o.zip, 'city', o.city,
         'email', o.email, 'phone', o.phone) as office
     from rate_agreement_documents d join offices o on o.code = d.office_code
     where d.company_id = $1 order by d.valid_until desc, d.id desc`,
    [companyId],
  );
  return rows.map((row) => ({
    id: String(row.id),
    name: row.name,
    validUntil: row.valid_until_day,
    office: row.office,
    dayContractsAllowed: row.day_contracts_allowed,
    isValid: row.is_valid,
  }));
}
