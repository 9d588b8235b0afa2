// Demo teams (part 1 §2.4). Brouwerij De Klok's payroll team grows from the six members of seed.ts to
// two pages of active members and a few archived ones; its selection team has an interim and a
// construct line long enough to page. Nettoyage Dubois has a small interim team.
//
// The dashboard counts De Klok's active members with missing or expired information (nine: three from
// seed.ts, six from seed-employees.ts): every member added here is available or awaiting
// registration, or archived.
import { addDays, todayInBelgium } from "../../domain/belgian-time";
import type { TeamMemberStatus } from "../../domain/team";
import type { Queryable } from "../db/database";
import { applyStatusProfile } from "./seed-ready-profiles";

type MemberSeed = {
  first: string;
  last: string;
  city: string | null;
  birthdate: string | null;
  status: TeamMemberStatus;
  hadContract?: boolean;
  archived?: boolean;
};

const member = (
  first: string,
  last: string,
  city: string | null,
  birthdate: string | null,
  status: TeamMemberStatus,
  options: { hadContract?: boolean; archived?: boolean } = {},
): MemberSeed => ({ first, last, city, birthdate, status, ...options });

/**
 * Members the browser tests (tests/e2e/team.spec.ts) change, one for each project (js, no-js), so that
 * the two runs never touch the same row: archived then restored (they had a contract), deleted (they
 * had none), and sent their invitation again.
 */
const BROWSER_TEST_MEMBERS: MemberSeed[] = [
  member("Pieter-Jan", "De Backer", "Mechelen", "1990-07-14", "contract_ready", { hadContract: true }),
  member("Karolien", "Stevens", "Lier", "1987-02-03", "contract_ready", { hadContract: true }),
  member("Joris", "Van Hoof", "Edegem", "1998-10-21", "contract_ready"),
  member("Evelien", "Bogaerts", "Duffel", "2000-04-09", "contract_ready"),
  member("Gilles", "Renard", "Wilrijk", "1995-05-27", "awaiting_registration"),
  member("Margot", "Lefèvre", "Berchem", "1993-12-01", "awaiting_registration"),
];

/** Former staff: archived because they had a contract; their information has aged since. */
const ARCHIVED_MEMBERS: MemberSeed[] = [
  member("Dirk", "Van Gestel", "Boom", "1968-09-30", "expired_information", { hadContract: true, archived: true }),
  member("Marleen", "Wauters", "Hemiksem", "1972-01-18", "missing_information", { hadContract: true, archived: true }),
  member("Fatima", "El Amrani", "Antwerpen", "1991-06-05", "contract_ready", { hadContract: true, archived: true }),
  member("Yannick", "Lemaire", "Mortsel", null, "contract_ready", { hadContract: true, archived: true }),
  member("Stijn", "Verbruggen", "Kontich", "1983-11-11", "expired_information", { hadContract: true, archived: true }),
  member("Annelies", "Roels", "Niel", "1999-03-22", "missing_information", { hadContract: true, archived: true }),
];

/** The six members of seed.ts who had a contract with De Klok. */
const FORMER_CONTRACTS = ["sofie.claes@example.com", "nina.jacobs@example.com"];

const FIRST_NAMES = [
  "Lotte",
  "Wout",
  "Femke",
  "Jens",
  "Ilse",
  "Ruben",
  "Marie",
  "Lucas",
  "Elise",
  "Mathis",
  "Hanne",
  "Senne",
  "Amélie",
  "Louis",
  "Jolien",
  "Robbe",
  "Camille",
  "Maxime",
  "Charlotte",
  "Nathan",
];
const LAST_NAMES = [
  "Peeters",
  "Janssens",
  "Maes",
  "Willems",
  "Wouters",
  "De Smet",
  "Dubois",
  "Lambert",
  "Dupont",
  "Martin",
  "Hermans",
  "Michiels",
  "Aerts",
  "Vermeulen",
  "Van Damme",
  "Lemmens",
  "Pauwels",
  "Verhoeven",
  "Hendrickx",
  "Cools",
  "Declercq",
  "Leclercq",
  "Renders",
  "Simons",
  "Laurent",
  "Desmet",
  "Van den Broeck",
  "Coppens",
  "Segers",
  "Thys",
];
const CITIES = [
  "Antwerpen",
  "Mechelen",
  "Lier",
  "Boom",
  "Mortsel",
  "Edegem",
  "Kontich",
  "Schoten",
  "Brasschaat",
  "Wilrijk",
  "Berchem",
  "Duffel",
  "Hemiksem",
  "Willebroek",
  "Heist-op-den-Berg",
  "Leuven",
  "Gent",
  "Sint-Niklaas",
  "Hasselt",
  "Turnhout",
];

/** How many more active members De Klok gets beside the browser tests' ones: with seed.ts's six and seed-employees.ts's six, two pages of 25. */
const KLOK_MORE_ACTIVE_MEMBERS = 30;

const pad = (value: number) => String(value).padStart(2, "0");

/**
 * The i-th generated person: names from the lists (7 and 20 are coprime with 30, so below 60 no pair
 * repeats), a city, and a birthdate between 1966 and 2005, each fixed for a given i; now and then the
 * city or the birthdate is unknown.
 */
function person(i: number, offset: number) {
  const first = FIRST_NAMES[(i + offset) % FIRST_NAMES.length];
  const last = LAST_NAMES[(7 * i + 3 * offset + 3) % LAST_NAMES.length];
  const city = i % 17 === 8 ? null : CITIES[(3 * i + offset + 1) % CITIES.length];
  const birthdate = i % 11 === 5 ? null : `${1966 + ((13 * i + offset) % 40)}-${pad(((5 * i) % 12) + 1)}-${pad(((7 * i) % 28) + 1)}`;
  return { first, last, city, birthdate };
}

function generatedMembers(): MemberSeed[] {
  return Array.from({ length: KLOK_MORE_ACTIVE_MEMBERS }, (_, i) => {
    const { first, last, city, birthdate } = person(i, 0);
    return member(first, last, city, birthdate, i % 5 === 2 ? "awaiting_registration" : "contract_ready", { hadContract: i % 3 === 0 });
  });
}

/** first.last@example.be, accents and spaces dropped. */
const emailOf = (first: string, last: string) =>
  `${first}.${last}@example.be`
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z.@-]/g, "");

const KLOK_NEW_MEMBERS = [...BROWSER_TEST_MEMBERS, ...ARCHIVED_MEMBERS, ...generatedMembers()];

/** The employee accounts this module adds (each new member is a new employee). */
export const TEAM_SEED_EMPLOYEES = KLOK_NEW_MEMBERS.length;

/**
 * The generated member whose ID card expires three weeks from the seeding: available for a contract
 * that ends by then, unavailable, with the reason, for one that works later (tests/e2e/contract-wizard.spec.ts).
 */
export const CARD_EXPIRING_MEMBER = { first: FIRST_NAMES[1], last: LAST_NAMES[10], expiresInDays: 21 } as const;

async function seedPayrollTeam(tx: Queryable, companyId: number, passwordHash: string) {
  const [inviter] = await tx.query<{ id: number }>("select id from users where email = 'employer@example.com'");
  // Three weeks from today in Belgium, as the rule reads it: the database's current_date is UTC's, a day
  // behind between midnight in Brussels and midnight UTC.
  const expiring = addDays(todayInBelgium(new Date()), CARD_EXPIRING_MEMBER.expiresInDays);
  for (const [index, m] of KLOK_NEW_MEMBERS.entries()) {
    const [{ id }] = await tx.query<{ id: number }>(
      "insert into employees (email, first_name, last_name, city, birthdate, country) values ($1, $2, $3, $4, $5, 'BE') returning id",
      [emailOf(m.first, m.last), m.first, m.last, m.city, m.birthdate],
    );
    const cardExpiring = m.first === CARD_EXPIRING_MEMBER.first && m.last === CARD_EXPIRING_MEMBER.last;
    const idCardExpiresOn = m.status === "expired_information" ? "2025-02-28" : cardExpiring ? expiring : "2031-06-30";
    await applyStatusProfile(tx, { id, birthdate: m.birthdate, city: m.city }, m.status, index, passwordHash, idCardExpiresOn);
    const awaiting = m.status === "awaiting_registration";
    await tx.query(
      `insert into team_members (company_id, employee_id, status, disabled, had_contract, invited_by, invitation_sent_at, created_at)
       values ($1, $2, $3, $4, $5, $6, case when $7 then now() - make_interval(days => $8) end, now() - make_interval(days => $8))`,
      [companyId, id, m.status, m.archived ?? false, m.hadContract ?? false, inviter.id, awaiting, 3 + ((index * 17) % 300)],
    );
  }
  await tx.query("update team_members set had_contract = true where company_id = $1 and employee_id in (select id from employees where email = any($2))", [
    companyId,
    FORMER_CONTRACTS,
  ]);
}

/** Interim and construct workers: construct lines are mostly workers (arbeiders), interim ones mixed. */
export const KLOK_SELECTION_TEAM = { interim: 32, construct: 27 } as const;

const DUBOIS_INTERIM: [first: string, last: string, city: string, birthdate: string, workerType: "clerk" | "worker"][] = [
  ["Lucie", "Martin", "Etterbeek", "1996-02-17", "worker"],
  ["Mehdi", "Benali", "Schaerbeek", "1989-08-03", "worker"],
  ["Sophie", "Lambotte", "Ixelles", "1978-05-29", "clerk"],
  ["Olivier", "Dumont", "Anderlecht", "2002-11-12", "worker"],
];

async function seedSelectionTeams(tx: Queryable, klok: number, dubois: number) {
  const insert = (companyId: number, kind: string, p: { first: string; last: string; city: string | null; birthdate: string | null }, workerType: string) =>
    tx.query(
      `insert into selection_team_members (company_id, kind, first_name, last_name, city, birthdate, worker_type)
       values ($1, $2, $3, $4, $5, $6, $7)`,
      [companyId, kind, p.first, p.last, p.city, p.birthdate, workerType],
    );
  for (let i = 0; i < KLOK_SELECTION_TEAM.interim; i++) await insert(klok, "interim", person(i, 5), i % 3 === 0 ? "clerk" : "worker");
  for (let i = 0; i < KLOK_SELECTION_TEAM.construct; i++) await insert(klok, "construct", person(i, 11), i % 6 === 0 ? "clerk" : "worker");
  for (const [first, last, city, birthdate, workerType] of DUBOIS_INTERIM) {
    await insert(dubois, "interim", { first, last, city, birthdate }, workerType);
  }
}

export async function seedTeams(tx: Queryable, companies: { klok: number; dubois: number }, passwordHash: string) {
  await seedPayrollTeam(tx, companies.klok, passwordHash);
  await seedSelectionTeams(tx, companies.klok, companies.dubois);
}
