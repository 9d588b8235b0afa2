// Employees' whole profiles (part 2 §3, §4). De Klok's six members of seed.ts get the profile their
// status implies, and De Klok gains the members whose identity the browser tests verify
// (tests/e2e/identity.spec.ts), a pair per flow, one for each project (js, no-js), so that the two
// runs never touch the same row. None of the members the tests change has signed the intent
// agreement, which only the employee can do: they stay "missing information" whatever the employer
// corrects, and De Klok's dashboard count stays what tests/e2e/shell.spec.ts expects. Bakkerij
// Vermeulen's team holds the employees who complete their own profile. National register numbers,
// IBANs and ID card numbers carry valid check digits unless said otherwise.
import type { Queryable } from "../db/database";

type Profile = {
  mobile?: string;
  street?: string;
  streetNumber?: string;
  zip?: string;
  city?: string;
  placeOfBirth?: string;
  nationality?: string;
  gender?: "male" | "female";
  birthdate?: string;
  nationalRegisterNumber?: string;
  iban?: string;
  bic?: string;
  idCardNumber?: string;
  idCardExpiresOn?: string;
  intentAgreement?: boolean;
};

const COMPLETE_ADDRESS = (street: string, streetNumber: string, zip: string, city: string) => ({ street, streetNumber, zip, city });

/** De Klok's members of seed.ts, by e-mail. */
const KLOK_PROFILES: Record<string, Profile> = {
  "sofie.claes@example.com": {
    mobile: "+32 470 12 34 56",
    ...COMPLETE_ADDRESS("Lange Leemstraat", "112", "2018", "Antwerpen"),
    placeOfBirth: "Antwerpen",
    nationality: "BE",
    gender: "female",
    nationalRegisterNumber: "94031203053",
    iban: "BE56363123456788",
    bic: "BBRUBEBB",
    idCardNumber: "592000000081",
    idCardExpiresOn: "2031-03-11",
    intentAgreement: true,
  },
  "nina.jacobs@example.com": {
    mobile: "+32 478 98 76 54",
    ...COMPLETE_ADDRESS("Paalstraat", "7", "2900", "Schoten"),
    placeOfBirth: "Brasschaat",
    nationality: "BE",
    gender: "female",
    nationalRegisterNumber: "85091703245",
    iban: "BE49001123567871",
    bic: "GEBABEBB",
    idCardNumber: "592001234510",
    idCardExpiresOn: "2029-09-16",
    intentAgreement: true,
  },
  // Missing information: no mobile, and an IBAN whose check digits are wrong.
  "bram.goossens@example.com": {
    ...COMPLETE_ADDRESS("Edegemsesteenweg", "41", "2640", "Mortsel"),
    placeOfBirth: "Mortsel",
    nationality: "BE",
    gender: "male",
    iban: "BE07068123678967",
  },
  // Missing information: no address, and a national register number whose check digits are wrong.
  "arne.smets@example.com": { mobile: "+32 495 55 44 33", placeOfBirth: "Kontich", nationality: "BE", gender: "male", nationalRegisterNumber: "96120503771" },
  // Expired information: the ID card ran out.
  "ines.dewit@example.com": {
    mobile: "+32 486 20 30 40",
    ...COMPLETE_ADDRESS("Kapelstraat", "3", "2850", "Boom"),
    placeOfBirth: "Boom",
    nationality: "BE",
    gender: "female",
    nationalRegisterNumber: "01062303843",
    iban: "BE39310123901119",
    bic: "BBRUBEBB",
    idCardNumber: "592004938088",
    idCardExpiresOn: "2025-08-31",
    intentAgreement: true,
  },
};

type NewMember = { email: string; first: string; last: string; birthdate: string; profile: Profile; registered: boolean };

const member = (email: string, first: string, last: string, birthdate: string, profile: Profile, registered = true): NewMember => ({
  email,
  first,
  last,
  birthdate,
  profile,
  registered,
});

/** De Klok's members whose identity the browser tests verify. */
const KLOK_IDENTITY_MEMBERS: NewMember[] = [
  // The employer runs an identity verification that reads the card.
  member("noor.aerts@example.be", "Noor", "Aerts", "1995-10-03", { mobile: "+32 472 33 33 33", gender: "female", city: "Merelbeke" }),
  member("tuur.maes@example.be", "Tuur", "Maes", "1989-07-22", { mobile: "+32 472 44 44 44", gender: "male", city: "Destelbergen" }),
  // The employer's card fails to read; the data is typed by hand.
  member("ella.segers@example.be", "Ella", "Segers", "2000-01-15", { mobile: "+32 473 55 55 55", gender: "female", city: "Lochristi" }),
  member("vic.lambrecht@example.be", "Vic", "Lambrecht", "1993-03-09", { mobile: "+32 473 66 66 66", gender: "male", city: "Gentbrugge" }),
  // Non-Belgians: the verification asks for a residence or work permit.
  member("kasia.nowak@example.be", "Kasia", "Nowak", "1990-11-30", { mobile: "+32 474 77 77 77", gender: "female", nationality: "PL", city: "Gent" }),
  member("andrei.popescu@example.be", "Andrei", "Popescu", "1987-06-11", { mobile: "+32 474 88 88 88", gender: "male", nationality: "RO", city: "Gent" }),
];

/** Bakkerij Vermeulen's payroll team. */
const VERMEULEN_TEAM: NewMember[] = [
  // The employer corrects an invalid IBAN (the API tests).
  member("lore.michiels@example.be", "Lore", "Michiels", "1992-05-19", {
    mobile: "+32 471 11 11 11",
    iban: "BE55001124234445",
    gender: "female",
    city: "Gent",
  }),
  // Their identity is verified by keyboard alone by bakery@example.com (tests/e2e/keyboard-wizards.spec.ts),
  // one per project: read from the card, then again typed by hand.
  member("jolien.verbeke@example.be", "Jolien", "Verbeke", "1997-02-11", { mobile: "+32 476 21 21 21", gender: "female", city: "Gent" }),
  member("senne.dierickx@example.be", "Senne", "Dierickx", "1991-09-27", { mobile: "+32 476 31 31 31", gender: "male", city: "Gent" }),
  // The employees who complete their own profile (employee@example.com is seed.ts's Jonas Hermans).
  member("employee2@example.com", "Lien", "Wouters", "1999-08-14", { city: "Gent" }),
  // Employees who verify their own identity by keyboard alone (tests/e2e/keyboard-wizards.spec.ts),
  // one per project: read from the card, then again typed by hand.
  member("employee3@example.com", "Febe", "Desmedt", "2001-05-23", { mobile: "+32 476 41 41 41", gender: "female", city: "Gent" }),
  member("employee4@example.com", "Thibaut", "Verhaeghe", "1994-12-08", { mobile: "+32 476 51 51 51", gender: "male", city: "Gent" }),
  // Available: everything there.
  member("hilde.desmet@example.be", "Hilde", "De Smet", "1986-04-02", {
    mobile: "+32 475 90 90 90",
    ...COMPLETE_ADDRESS("Korte Meer", "12", "9000", "Gent"),
    placeOfBirth: "Gent",
    nationality: "BE",
    gender: "female",
    nationalRegisterNumber: "86040203491",
    iban: "BE65751124456696",
    bic: "AXABBE22",
    idCardNumber: "592011110524",
    idCardExpiresOn: "2030-04-01",
    intentAgreement: true,
  }),
];

async function applyProfile(tx: Queryable, employeeId: number, profile: Profile) {
  await tx.query(
    `update employees set mobile = coalesce($2, mobile), street = $3, street_number = $4, zip = $5, city = coalesce($6, city),
       country = case when $3::text is null then country else 'BE' end, country_of_birth = case when $7::text is null then null else 'BE' end,
       place_of_birth = $7, nationality_country = $8, gender = $9, national_register_number = $10, bank_account = $11, bic = $12,
       id_card_number = $13, id_card_expires_on = $14, identity_check = case when $13::text is null then 'unverified' else 'verified' end,
       intent_agreement_url = case when $15 then '/api/employees/' || id || '/agreements/intent.pdf' end,
       agreements_signed_at = case when $15 then now() - interval '200 days' end,
       birthdate = coalesce($16, birthdate)
     where id = $1`,
    [
      employeeId,
      profile.mobile ?? null,
      profile.street ?? null,
      profile.streetNumber ?? null,
      profile.zip ?? null,
      profile.city ?? null,
      profile.placeOfBirth ?? null,
      profile.nationality ?? null,
      profile.gender ?? null,
      profile.nationalRegisterNumber ?? null,
      profile.iban ?? null,
      profile.bic ?? null,
      profile.idCardNumber ?? null,
      profile.idCardExpiresOn ?? null,
      profile.intentAgreement ?? false,
      profile.birthdate ?? null,
    ],
  );
}

/**
 * De Klok's students (issue 29, docs/decisions/0039), two of seed-team.ts's available members, one for
 * each browser-test project: their other jobs leave them 20 student hours this year and next.
 */
const KLOK_STUDENTS = ["jens.laurent@example.be", "marie.lemmens@example.be"];
const STUDENT_HOURS_FROM_OUTSIDE = 20;

async function seedStudents(tx: Queryable) {
  // A student's agreement is part of the data required before a contract (docs/decisions/0040).
  await tx.query("update employees set is_student = true, student_agreement_url = '/api/employees/' || id || '/agreements/student.pdf' where email = any($1)", [
    KLOK_STUDENTS,
  ]);
  await tx.query(
    `insert into student_hour_allowances (employee_id, year, hours)
     select e.id, extract(year from now() at time zone 'Europe/Brussels')::int + y.next, $2
     from employees e cross join (values (0), (1)) as y(next) where e.email = any($1)`,
    [KLOK_STUDENTS, STUDENT_HOURS_FROM_OUTSIDE],
  );
}

/** The employee accounts this module adds. */
export const PROFILE_SEED_EMPLOYEES = KLOK_IDENTITY_MEMBERS.length + VERMEULEN_TEAM.length;

export async function seedEmployeeProfiles(tx: Queryable, companies: { klok: number; vermeulen: number }, passwordHash: string) {
  for (const [email, profile] of Object.entries(KLOK_PROFILES)) {
    const [{ id }] = await tx.query<{ id: number }>("select id from employees where email = $1", [email]);
    await applyProfile(tx, id, profile);
    await tx.query("update employees set password_hash = $2 where id = $1", [id, passwordHash]);
  }
  const [jonas] = await tx.query<{ id: number }>("update employees set intent_agreement_url = null where email = 'employee@example.com' returning id");
  await tx.query("insert into team_members (company_id, employee_id, status) values ($1, $2, 'missing_information')", [companies.vermeulen, jonas.id]);
  await addMembers(tx, companies.klok, KLOK_IDENTITY_MEMBERS, passwordHash);
  await addMembers(tx, companies.vermeulen, VERMEULEN_TEAM, passwordHash);
  await seedStudents(tx);
}

async function addMembers(tx: Queryable, companyId: number, members: NewMember[], passwordHash: string) {
  for (const m of members) {
    const [{ id }] = await tx.query<{ id: number }>(
      "insert into employees (email, password_hash, first_name, last_name, birthdate, preferred_language) values ($1, $2, $3, $4, $5, 'nl') returning id",
      [m.email, m.registered ? passwordHash : null, m.first, m.last, m.birthdate],
    );
    await applyProfile(tx, id, m.profile);
    const complete = Boolean(m.profile.intentAgreement);
    await tx.query("insert into team_members (company_id, employee_id, status, invitation_sent_at) values ($1, $2, $3, now() - interval '30 days')", [
      companyId,
      id,
      complete ? "contract_ready" : "missing_information",
    ]);
  }
}
