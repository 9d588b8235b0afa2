// One company's ids are refused to another company's user on every query, mutation and REST route
// that takes an id. The walk reads the operations from the schema: each id argument (or id field of an
// input, at any depth) is filled, one at a time, with the real ids of company B (Brouwerij De Klok, the
// seed's richest company) while a user of company A asks. A is made here as a twin of B: the same
// offers, rate agreements and hours-validation rights, so that no answer is a refusal for lack of a
// right, only for the id. An id argument the walk cannot fill fails the test (ID_ARGUMENTS), and so does
// a REST route with an id that REST_CALLS leaves out. One fresh database for the file.
import { readFileSync } from "node:fs";
import {
  buildSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLOutputType,
} from "graphql";
import { SCHEMA_PATH } from "./graphql/yoga";
import { lineAccessOf } from "./hours-validation/access";
import { companyIdOf, errorCode, userHeaders, type GraphqlAnswer, useTestApi } from "./test-support";

const t = useTestApi();

const schema = buildSchema(readFileSync(SCHEMA_PATH, "utf8"));
const PNG = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==";
/** An id no row has, within the range of ids the API reads. */
const UNKNOWN_ID = "2147480000";

/**
 * What each id argument names, by where the schema declares it: `Query.field.argument` for an
 * argument, `InputType.field` for a field of an input. Company-owned kinds get B's ids; shared
 * reference tables (committees, function codes, survey questions) are not company data and get a
 * valid row that every company may use.
 */
const ID_ARGUMENTS = {
  "Query.companyInformation.companyId": "company",
  "Query.companyUser.id": "companyUser",
  "Query.teamMember.id": "employee",
  "Query.companySurvey.id": "survey",
  "Query.functionCodes.committeeId": "committee",
  "Query.position.id": "position",
  "Query.positionDraft.positionId": "position",
  "Query.workPostSheet.positionId": "position",
  "Query.companyEmployee.id": "employee",
  "Query.identityVerification.id": "identityVerification",
  "Query.contract.id": "contract",
  "Query.contractCandidates.positionId": "position",
  "Query.extensionDraft.contractId": "contract",
  "Query.contractDraft.contractId": "contract",
  "Mutation.saveContractDraft.contractId": "contract",
  "Mutation.submitContractDraft.contractId": "contract",
  "Mutation.discardContractDraft.contractId": "contract",
  "SelectCompanyInput.companyId": "company",
  "OnboardingContractTypeInput.committeeId": "committee",
  "CompanyUserHoursValidationInput.userId": "companyUser",
  "RemoveCompanyUserInput.userId": "companyUser",
  "RemoveCostPlaceInput.id": "costPlace",
  "TeamMemberInput.employeeId": "employee",
  "SubmitSurveyInput.surveyId": "survey",
  "SurveyAnswerInput.questionId": "surveyQuestion",
  "SavePositionDraftInput.positionId": "position",
  "PositionGeneralInput.functionCodeId": "functionCode",
  "SubmitPositionDraftInput.positionId": "position",
  "WorkPostSheetInput.positionId": "position",
  "UploadWorkPostSheetInput.positionId": "position",
  "EmployeePersonalInformationInput.employeeId": "employee",
  "EmployeeGeneralInformationInput.employeeId": "employee",
  "WageProfileInput.employeeId": "employee",
  "EmployeeCertificateInput.employeeId": "employee",
  "EmployeeCertificateInput.certificateId": "certificate",
  "StartIdentityVerificationInput.employeeId": "employee",
  "CompleteIdentityVerificationInput.verificationId": "identityVerification",
  "CompleteIdentityVerificationInput.employeeId": "employee",
  "EmployeePermitInput.employeeId": "employee",
  "ContractGeneralInput.employeeId": "employee",
  "ContractGeneralInput.otherEmployeeIds": "employee",
  "ContractGeneralInput.positionId": "position",
  "ContractGeneralInput.committeeId": "committee",
  "ContractGeneralInput.costPlaceId": "costPlace",
  "PlanningFilter.costPlaceId": "costPlace",
  "ContractIdInput.contractId": "contract",
  "SaveExtensionDraftInput.contractId": "contract",
  "ContractTemplateInput.contractId": "contract",
  "ContractCancellationInput.contractId": "contract",
  "WorkdayCancellationInput.contractId": "contract",
  "WorkObstructionInput.contractId": "contract",
  "WorkObstructionIdInput.id": "workObstruction",
  "BackOfficeDecisionInput.id": "contract",
} as const satisfies Record<string, IdKind>;

type OwnedKind =
  "company" | "companyUser" | "costPlace" | "employee" | "certificate" | "identityVerification" | "survey" | "position" | "contract" | "workObstruction";
type SharedKind = "committee" | "functionCode" | "surveyQuestion";
type IdKind = OwnedKind | SharedKind;
const SHARED_KINDS = new Set<IdKind>(["committee", "functionCode", "surveyQuestion"]);

/**
 * B's ids of each kind, several where B's rows differ in what the operations look at (a requested and
 * an approved contract, one of each line; a position with a filled and one with an uploaded sheet), so
 * that a refusal cannot come from the row's state instead of its company. `$1` is B's company id.
 */
const B_IDS: Record<OwnedKind, string> = {
  company: "select $1::int as id",
  companyUser: `select distinct on (m.can_manage_users) m.user_id as id from company_memberships m
    where m.company_id = $1 order by m.can_manage_users, m.user_id`,
  costPlace: "select id from cost_places where company_id = $1 order by id limit 2",
  employee: `(select employee_id as id from team_members where company_id = $1 and not disabled order by employee_id limit 2)
    union (select employee_id from team_members where company_id = $1 and disabled order by employee_id limit 1)`,
  certificate: "select c.id from employee_certificates c join team_members t on t.employee_id = c.employee_id where t.company_id = $1",
  identityVerification: "select v.id from identity_verifications v join team_members t on t.employee_id = v.employee_id where t.company_id = $1",
  survey: "select distinct on (state) id from surveys where company_id = $1 order by state, id",
  position: `select distinct on (s.kind) p.id from positions p join work_post_sheets s on s.position_id = p.id
    where p.company_id = $1 order by s.kind, p.id`,
  contract: "select distinct on (line, state) id from contracts where company_id = $1 order by line, state, id",
  workObstruction: "select o.id from work_obstructions o join contracts c on c.id = o.contract_id where c.company_id = $1",
};

/** Rows any company may name: a committee, a function code, a question of B's first survey's type. */
const SHARED_IDS: Record<SharedKind, string> = {
  committee: "select min(id) as id from committees",
  functionCode: "select min(id) as id from function_codes",
  surveyQuestion:
    "select q.id from survey_questions q join surveys s on s.survey_type = q.survey_type where s.company_id = $1 order by s.id, q.position limit 1",
};

/**
 * Operations that answer an id the company does not have without an error: discarding a draft that does
 * not exist, the candidates of no position, the week's planning of no cost place. A foreign id must get
 * the same answer as an unknown one.
 */
const ANSWERED_AS_UNKNOWN = new Set(["discardPositionDraft", "contractCandidates", "planning"]);
/**
 * Drafts saved as typed, then checked (`check: true`): a foreign id is refused as a problem of its
 * field, VALUE_INVALID, as any id the company does not have.
 */
const REFUSED_AS_PROBLEM: Record<string, string> = { saveContractDraft: "CONTRACT_INVALID" };
/** Back-office operations: every company's ids are theirs, and a company user is refused the operation itself. */
const BACK_OFFICE_ONLY = new Set(["backOfficeDecide"]);
const REFUSAL_CODES = new Set(["NOT_FOUND", "FORBIDDEN"]);

type IdPath = { path: string[]; coordinate: string; nonNull: boolean };
type Operation = { kind: "query" | "mutation"; field: GraphQLField<unknown, unknown>; ids: IdPath[] };

/** The id arguments of `type` (an argument's or an input field's), at any depth of its inputs. */
function idPathsOf(type: GraphQLInputType, path: string[], coordinate: string, nonNull: boolean, seen: Set<string>): IdPath[] {
  const named = getNamedType(type);
  if (named.name === "ID") return [{ path, coordinate, nonNull }];
  if (!isInputObjectType(named) || seen.has(named.name)) return [];
  return Object.values(named.getFields()).flatMap((field) =>
    idPathsOf(field.type, [...path, field.name], `${named.name}.${field.name}`, nonNull && isNonNullType(field.type), new Set([...seen, named.name])),
  );
}

const operations: Operation[] = (["query", "mutation"] as const).flatMap((kind) => {
  const root = kind === "query" ? schema.getQueryType()! : schema.getMutationType()!;
  return Object.values(root.getFields()).map((field) => ({
    kind,
    field,
    ids: field.args.flatMap((arg) => idPathsOf(arg.type, [arg.name], `${root.name}.${field.name}.${arg.name}`, isNonNullType(arg.type), new Set())),
  }));
});

/** Fields of object types (not Query or Mutation) that take an id: the walk would not reach them. */
const nestedIdArguments = Object.values(schema.getTypeMap())
  .filter((type) => isObjectType(type) && !type.name.startsWith("__") && type !== schema.getQueryType() && type !== schema.getMutationType())
  .flatMap((type) =>
    isObjectType(type)
      ? Object.values(type.getFields()).flatMap((field) =>
          field.args.flatMap((arg) => idPathsOf(arg.type, [arg.name], `${type.name}.${field.name}.${arg.name}`, false, new Set()).map((id) => id.coordinate)),
        )
      : [],
  );

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** Values that pass each field's own checks, so that an answer is about the id alone. */
const PLAIN_VALUES: Record<string, unknown> = {
  birthdate: "1990-05-14",
  maritalDate: null,
  vcaExamDate: null,
  nationalRegisterNumber: null,
  iban: "BE68539007547034",
  bic: null,
  mobile: "+32 470 12 34 56",
  country: "BE",
  countryOfBirth: "BE",
  nationality: "BE",
  zip: "2000",
  city: "Antwerpen",
  data: PNG,
  fileName: "sheet.pdf",
  code: null,
  childrenNumber: 0,
  childrenWithDisabilitiesNumber: 0,
  dependentPersonsNumber: 0,
  dependentPersonsWithDisabilitiesNumber: 0,
  breakMinutes: 0,
  start: "08:00",
  end: "16:00",
  idCardNumber: "592123456789",
  pregnancyAdjustmentEndDate: null,
  breastfeedingAdjustmentEndDate: null,
  adviceDate: null,
  labourDoctorAdviceDate: null,
  internalServiceAdviceDate: null,
  rating: 4,
  yes: null,
  text: null,
  answers: [],
  week: inDays(30),
};

/** A plain value of `type` for the input field or argument `name`; ids come from `idFor`. */
function plainValue(type: GraphQLInputType, name: string, path: string[], idFor: (path: string[]) => string | null): unknown {
  if (isNonNullType(type)) return plainValue(type.ofType, name, path, idFor);
  if (getNamedType(type).name === "ID") return isListType(type) ? [idFor(path)] : idFor(path);
  if (name in PLAIN_VALUES && !path.some((step) => step === "answers")) return PLAIN_VALUES[name];
  if (isListType(type)) return [plainValue(type.ofType, name, path, idFor)];
  if (isInputObjectType(type)) {
    return Object.fromEntries(Object.values(type.getFields()).map((field) => [field.name, plainValue(field.type, field.name, [...path, field.name], idFor)]));
  }
  if (isEnumType(type)) return type.getValues()[0].value;
  switch (type.name) {
    case "Int":
    case "Float":
      return 1;
    case "Boolean":
      return true;
    case "Date":
      return inDays(30);
    default:
      return "Scoping test";
  }
}

/** Every scalar field of `type`, two levels deep, skipping fields that need arguments: what a leak would show. */
function selectionOf(type: GraphQLOutputType, depth: number): string {
  const named = getNamedType(type);
  if (isScalarType(named) || isEnumType(named)) return "";
  if (!isObjectType(named)) return " { __typename }";
  const fields = Object.values(named.getFields())
    .filter((field) => field.args.every((arg) => !isNonNullType(arg.type)))
    .map((field) => {
      const inner = getNamedType(field.type);
      if (isScalarType(inner) || isEnumType(inner)) return field.name;
      return depth > 1 ? `${field.name}${selectionOf(field.type, depth - 1)}` : null;
    })
    .filter((field): field is string => field !== null);
  return ` { __typename ${fields.join(" ")} }`;
}

function documentOf({ kind, field }: Operation): string {
  const variables = field.args.map((arg) => `$${arg.name}: ${arg.type.toString()}`).join(", ");
  const args = field.args.map((arg) => `${arg.name}: $${arg.name}`).join(", ");
  return `${kind}${variables ? `(${variables})` : ""} { ${field.name}${args ? `(${args})` : ""}${selectionOf(field.type, 2)} }`;
}

type Ids = Record<IdKind, string[]>;
type Company = { id: number; headers: Record<string, string>; ids: Partial<Ids> };
let a: Company;
let b: Company;
/** Texts only B's rows hold (names, e-mail addresses): none may appear in an answer to A. */
let bTexts: string[];

/** The id to send at an id argument beside the one under test; undefined for none. */
type OtherId = (kind: IdKind, other: IdPath) => string | undefined;
/** A's own id of the kind (B's row of a shared kind): what the walk sends a user of A beside B's id. */
const aOwnId: OtherId = (kind) => (SHARED_KINDS.has(kind) ? b.ids[kind]?.[0] : a.ids[kind]?.[0]);

/** The variables of `operation` with `value` at `target`, `otherId`'s ids (or nothing) at its other id arguments. */
function variablesOf(operation: Operation, target: IdPath, value: string, otherId: OtherId = aOwnId): Record<string, unknown> {
  const idFor = (path: string[]): string | null => {
    if (path.join(".") === target.path.join(".")) return value;
    const other = operation.ids.find((id) => id.path.join(".") === path.join("."));
    const kind = other && ID_ARGUMENTS[other.coordinate as keyof typeof ID_ARGUMENTS];
    const own = kind ? otherId(kind, other) : undefined;
    if (!own && other?.nonNull) throw new Error(`${operation.field.name}: no ${kind} to send for ${path.join(".")}`);
    return own ?? null;
  };
  return Object.fromEntries(operation.field.args.map((arg) => [arg.name, plainValue(arg.type, arg.name, [arg.name], idFor)]));
}

/** An answer as compared between a foreign and an unknown id: its error code and problems, or its data. */
const shapeOf = (answer: GraphqlAnswer, field: string, id: string) =>
  JSON.stringify({
    code: errorCode(answer) ?? null,
    problems: (answer.errors?.[0]?.extensions as { problems?: unknown } | undefined)?.problems ?? null,
    data: answer.errors?.length ? null : (answer.data?.[field] ?? null),
  }).replaceAll(`"${id}"`, `"${UNKNOWN_ID}"`);

/**
 * Every row of every table but company A's own (its drafts keep what its user typed) and the
 * bookkeeping of sessions and limits that any request writes.
 */
async function snapshot(): Promise<Map<string, string[]>> {
  const tables = await t.api.db.query<{ table_name: string }>(
    "select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name",
  );
  const rows = new Map<string, string[]>();
  for (const { table_name: table } of tables) {
    if (["auth_tokens", "rate_limit_counters"].includes(table)) continue;
    const all = (await t.api.db.query<Record<string, unknown>>(`select * from ${table}`)).filter((row) => row.company_id !== a.id);
    rows.set(
      table,
      all.map((row) => JSON.stringify(row, (_key, value: unknown) => (value instanceof Uint8Array ? Buffer.from(value).toString("base64") : value))).sort(),
    );
  }
  return rows;
}

const idsOf = async (sql: string, companyId: number) =>
  (await t.api.db.query<{ id: number }>(sql, sql.includes("$1") ? [companyId] : [])).map((row) => String(row.id));

beforeAll(async () => {
  const db = t.api.db;
  const bId = await companyIdOf(t, "Brouwerij De Klok");
  const twin = await t.signUp("twin-company@example.com");
  const [{ id: aId }] = await db.query<{ id: number }>(
    `insert into companies (name, official_name, street, street_number, zip, city, office_code, cost_places_enabled, construct4d_id, interim4d_id)
     select 'Twin Company', 'Twin Company NV', street, street_number, zip, city, office_code, cost_places_enabled, 4901, 4902
     from companies where id = $1 returning id`,
    [bId],
  );
  await db.query("insert into offers (company_id, name, kind, connexys_id) select $2, name, kind, connexys_id from offers where company_id = $1", [bId, aId]);
  await db.query(
    `insert into rate_agreement_documents (company_id, name, valid_until, office_code, day_contracts_allowed)
     select $2, name, valid_until, office_code, day_contracts_allowed from rate_agreement_documents where company_id = $1`,
    [bId, aId],
  );
  await db.query(
    `insert into company_memberships (user_id, company_id, function, hours_validation_level, can_manage_users, construct4d_permissions, interim4d_permissions)
     select u.id, $1, 'HR manager', 'all_allowed', true, $2, $2 from users u where u.email = 'twin-company@example.com'`,
    [aId, ["hours_validation", "extending_contracts"]],
  );
  await db.query("update users set selected_company_id = $1, accepted_terms_at = now() where email = 'twin-company@example.com'", [aId]);
  a = { id: aId, headers: userHeaders(twin), ids: {} };
  b = { id: bId, headers: userHeaders(await t.signIn("employer@example.com")), ids: {} };

  // A's own employee and survey, for the arguments that go with the one under test.
  const invited = await t.graphql<{ inviteToPayrollTeam: { id: string } }>(
    "mutation($input: InviteToPayrollTeamInput!) { inviteToPayrollTeam(input: $input) { id } }",
    { input: { firstName: "Twin", lastName: "Worker", email: "twin-worker@example.com", preferredLanguage: "en" } },
    a.headers,
  );
  const aEmployee = invited.data!.inviteToPayrollTeam.id;
  const [aSurvey] = await db.query<{ id: number }>(
    "insert into surveys (company_id, employee_id, survey_type, state) values ($1, $2, 'first_company_survey', 'OPENED') returning id",
    [aId, aEmployee],
  );
  a.ids = { company: [String(aId)], employee: [aEmployee], survey: [String(aSurvey.id)] };

  // B's files and papers, which the seed does not have: a certificate, a reading of an ID card, scans,
  // a signed agreement and a logo, all of an employee of B's team only.
  const [bEmployee] = await db.query<{ id: number }>(
    `select employee_id as id from team_members where company_id = $1 and not disabled
     and employee_id not in (select employee_id from team_members where company_id <> $1) order by employee_id limit 1`,
    [bId],
  );
  const png = Buffer.from(PNG, "base64");
  await db.query(
    "insert into employee_certificates (employee_id, certificate_type, expires_on, front_type, front) values ($1, 'vca_basic', current_date + 300, 'image/png', $2)",
    [bEmployee.id, png],
  );
  await db.query(
    "insert into identity_verifications (employee_id, state, front_type, front, back_type, back) values ($1, 'failed', 'image/png', $2, 'image/png', $2)",
    [bEmployee.id, png],
  );
  await db.query("insert into employee_scans (employee_id, document, side, content_type, bytes) values ($1, 'id_card', 'front', 'image/png', $2)", [
    bEmployee.id,
    png,
  ]);
  await db.query("update employees set intent_agreement_url = '/agreements/intent.pdf', agreements_signed_at = now() where id = $1", [bEmployee.id]);
  await db.query("insert into company_logos (company_id, content, content_type, version) values ($1, $2, 'image/png', 'v1')", [bId, png]);

  for (const [kind, sql] of Object.entries(B_IDS)) b.ids[kind as OwnedKind] = await idsOf(sql, bId);
  for (const [kind, sql] of Object.entries(SHARED_IDS)) b.ids[kind as SharedKind] = await idsOf(sql, bId);
  b.ids.employee = [...new Set([String(bEmployee.id), ...b.ids.employee!])];

  const [texts] = await db.query<{ texts: string[] }>(
    `select array_remove(array[c.name, c.official_name]
       || array(select p.name from positions p where p.company_id = c.id)
       || array(select e.last_name from employees e join team_members m on m.employee_id = e.id where m.company_id = c.id
                and e.id not in (select employee_id from team_members where company_id <> c.id))
       || array(select s.last_name from selection_team_members s where s.company_id = c.id)
       || array(select u.email from users u join company_memberships m on m.user_id = u.id where m.company_id = c.id)
       || array(select i.name from invoices i where i.company_id = c.id)
       || array(select cp.name from cost_places cp where cp.company_id = c.id), null) as texts
     from companies c where c.id = $1`,
    [bId],
  );
  bTexts = [...new Set(texts.texts)];
}, 60_000);

describe("every query and mutation that takes an id", () => {
  it("knows what each id argument of the schema names", () => {
    const found = [...new Set(operations.flatMap((operation) => operation.ids.map((id) => id.coordinate)))].sort();
    expect(found.filter((coordinate) => !(coordinate in ID_ARGUMENTS))).toEqual([]);
    expect(Object.keys(ID_ARGUMENTS).filter((coordinate) => !found.includes(coordinate))).toEqual([]);
    expect(nestedIdArguments).toEqual([]);
  });

  it("has B's rows of every kind to send", () => {
    for (const kind of Object.keys(B_IDS) as OwnedKind[]) expect(b.ids[kind]?.length, kind).toBeGreaterThan(0);
    for (const kind of Object.keys(SHARED_IDS) as SharedKind[]) expect(b.ids[kind]?.length, kind).toBe(1);
  });

  it("refuses company B's ids to a user of company A, shows nothing of B and changes nothing", async () => {
    const before = await snapshot();
    const failures: string[] = [];
    let sent = 0;
    for (const operation of operations) {
      const name = operation.field.name;
      for (const target of operation.ids) {
        const kind: IdKind = ID_ARGUMENTS[target.coordinate as keyof typeof ID_ARGUMENTS];
        if (SHARED_KINDS.has(kind)) continue;
        const document = documentOf(operation);
        const unknown = await t.graphql(document, variablesOf(operation, target, UNKNOWN_ID), a.headers);
        for (const id of b.ids[kind] ?? []) {
          const answer = await t.graphql(document, variablesOf(operation, target, id), a.headers);
          sent++;
          const where = `${name} ${target.path.join(".")}=${kind} ${id}`;
          const code = errorCode(answer);
          const problems = (answer.errors?.[0]?.extensions as { problems?: { field: string; code: string }[] } | undefined)?.problems ?? [];
          const refused =
            (code !== undefined &&
              code === REFUSED_AS_PROBLEM[name] &&
              // A list's id is refused at its index (general.otherEmployeeIds.0).
              problems.some((problem) => problem.field.replace(/\.\d+$/, "") === target.path.slice(1).join(".") && problem.code === "VALUE_INVALID")) ||
            (code !== undefined && REFUSAL_CODES.has(code)) ||
            (code === "NOT_ALLOWED" && BACK_OFFICE_ONLY.has(name)) ||
            (code === undefined && answer.data?.[name] === null) ||
            ANSWERED_AS_UNKNOWN.has(name);
          if (!refused) failures.push(`${where}: not refused, ${JSON.stringify(answer).slice(0, 300)}`);
          if (shapeOf(answer, name, id) !== shapeOf(unknown, name, UNKNOWN_ID)) {
            failures.push(
              `${where}: answered otherwise than an unknown id: ${shapeOf(answer, name, id).slice(0, 300)} vs ${shapeOf(unknown, name, UNKNOWN_ID).slice(0, 300)}`,
            );
          }
          const text = JSON.stringify(answer);
          const leaked = bTexts.filter((bText) => text.includes(bText));
          if (leaked.length > 0) failures.push(`${where}: shows B's ${leaked.join(", ")}`);
        }
      }
    }
    expect(failures).toEqual([]);
    expect(sent).toBeGreaterThan(100);
    const after = await snapshot();
    const changed = [...before.keys()].filter((table) => JSON.stringify(before.get(table)) !== JSON.stringify(after.get(table)));
    const changes = changed.map((table) => ({
      table,
      removed: before.get(table)!.filter((row) => !after.get(table)!.includes(row)),
      added: after.get(table)!.filter((row) => !before.get(table)!.includes(row)),
    }));
    expect(changes).toEqual([]);
  }, 180_000);

  it("answers B's own user otherwise than for an unknown id: the ids are real rows of B", async () => {
    const failures: string[] = [];
    for (const operation of operations.filter((candidate) => candidate.kind === "query" && !ANSWERED_AS_UNKNOWN.has(candidate.field.name))) {
      const name = operation.field.name;
      for (const target of operation.ids) {
        const kind: IdKind = ID_ARGUMENTS[target.coordinate as keyof typeof ID_ARGUMENTS];
        if (SHARED_KINDS.has(kind)) continue;
        const document = documentOf(operation);
        const unknown = shapeOf(await t.graphql(document, variablesOf(operation, target, UNKNOWN_ID), b.headers), name, UNKNOWN_ID);
        for (const id of b.ids[kind] ?? []) {
          const answer = await t.graphql(document, variablesOf(operation, target, id), b.headers);
          if (shapeOf(answer, name, id) === unknown) failures.push(`${name} ${id}: ${JSON.stringify(answer).slice(0, 200)}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });
});

/** A REST call with B's ids; `owner` when B's own user gets it (200), to show that the ids are real. */
type RestCall = { method: string; route: string; path: string; body?: unknown; refusal: 403 | 404; owner: boolean };

/** B's rows the REST routes name, besides the GraphQL ones. */
type RestIds = {
  externalIds: string[];
  /** A's own hours-validation company ids that A's user holds, under which B's timesheets are asked. */
  ownExternalIds: string[];
  /** The hours-validation company id of each of B's timesheets. */
  timesheetCompanies: Record<string, string>;
  /** B's timesheets saved as draft or final: the ones with a PDF. */
  draftOrFinal: string[];
  contracts: string[];
  timesheets: string[];
  weeks: Record<string, string>;
  invoices: string[];
  uploadedSheets: string[];
};
let rest: RestIds;

function restCalls(): RestCall[] {
  const draft = { status: "draft", days: [] };
  const bEmployee = b.ids.employee![0];
  const get = (route: string, path: string, refusal: 403 | 404, owner = true): RestCall => ({ method: "GET", route, path, refusal, owner });
  return [
    ...rest.externalIds.flatMap((externalId) => [
      get(
        "/api/hours_validation/companies/:companyId/contracts",
        `/api/hours_validation/companies/${externalId}/contracts?startDate=2000-01-01&endDate=2100-01-01`,
        403,
      ),
      ...["work", "processing"].map((by) =>
        // B has saved timesheets of that week; whether one was made final in it depends on the seed.
        get(
          "/api/hours_validation/companies/:companyId/timesheets.pdf",
          `/api/hours_validation/companies/${externalId}/timesheets.pdf?week=${rest.weeks[externalId]}&by=${by}`,
          403,
          by === "work",
        ),
      ),
    ]),
    ...rest.externalIds.map((externalId) =>
      get(
        "/api/hours_validation/companies/:companyId/planned_weeks",
        `/api/hours_validation/companies/${externalId}/planned_weeks?startDate=2000-01-01&endDate=2100-01-01`,
        403,
      ),
    ),
    // Approving B's timesheets in one go: under B's company ids, and under A's own.
    ...[...rest.externalIds, ...rest.ownExternalIds].map((externalId): RestCall => ({
      method: "POST",
      route: "/api/hours_validation/companies/:companyId/planned_weeks",
      path: `/api/hours_validation/companies/${externalId}/planned_weeks`,
      body: { timesheetIds: rest.timesheets },
      refusal: rest.ownExternalIds.includes(externalId) ? 404 : 403,
      owner: false,
    })),
    ...rest.contracts.flatMap((contract) => [
      get("/api/hours_validation/contracts/:id", `/api/hours_validation/contracts/${contract}`, 404),
      {
        method: "POST",
        route: "/api/hours_validation/contracts",
        path: "/api/hours_validation/contracts",
        body: { ...draft, contractId: contract, weekStart: Object.values(rest.weeks)[0] },
        refusal: 404,
        owner: false,
      } satisfies RestCall,
    ]),
    ...rest.timesheets.slice(0, 2).flatMap((id) => [
      get(
        "/api/hours_validation/companies/:companyId/timesheets/:timesheetId.pdf",
        `/api/hours_validation/companies/${rest.timesheetCompanies[id]}/timesheets/${id}.pdf`,
        403,
        rest.draftOrFinal.includes(id),
      ),
      // B's timesheet under A's own company ids.
      ...rest.ownExternalIds.map((externalId) =>
        get(
          "/api/hours_validation/companies/:companyId/timesheets/:timesheetId.pdf",
          `/api/hours_validation/companies/${externalId}/timesheets/${id}.pdf`,
          404,
          false,
        ),
      ),
    ]),
    ...rest.timesheets.map((id): RestCall => ({
      method: "PUT",
      route: "/api/hours_validation/contracts",
      path: "/api/hours_validation/contracts",
      body: { ...draft, id },
      refusal: 404,
      owner: false,
    })),
    ...rest.uploadedSheets.map((position) => get("/api/positions/:positionId/work-post-sheet.pdf", `/api/positions/${position}/work-post-sheet.pdf`, 404)),
    get("/api/companies/:companyId/logo", `/api/companies/${b.id}/logo`, 404),
    get("/api/employees/:employeeId/scans/:document/:side", `/api/employees/${bEmployee}/scans/id_card/front`, 404),
    get("/api/employees/:employeeId/agreements/:kind.pdf", `/api/employees/${bEmployee}/agreements/intent.pdf`, 404),
    ...b.ids.certificate!.flatMap((certificate) => [
      get("/api/employees/:employeeId/certificates/:certificateId/:side", `/api/employees/${bEmployee}/certificates/${certificate}/front`, 404),
      // B's certificate under A's own employee.
      get("/api/employees/:employeeId/certificates/:certificateId/:side", `/api/employees/${a.ids.employee![0]}/certificates/${certificate}/front`, 404, false),
    ]),
    ...rest.invoices.flatMap((invoice) => [
      get("/api/companies/:companyId/invoices/:invoiceId/pdf", `/api/companies/${b.id}/invoices/${invoice}/pdf`, 404),
      // B's invoice under A's own company id.
      get("/api/companies/:companyId/invoices/:invoiceId/pdf", `/api/companies/${a.id}/invoices/${invoice}/pdf`, 404, false),
    ]),
  ];
}

/** The routes of the API's routers that take an id: in their path, or in the body (the timesheet saves). */
function idRoutes(): string[] {
  type Layer = { route?: { path: string; methods: Record<string, boolean> }; handle?: { stack?: Layer[] } };
  const stack = (t.api.app as unknown as { _router: { stack: Layer[] } })._router.stack;
  const routes = (layers: Layer[]): string[] =>
    layers.flatMap((layer) =>
      layer.route ? Object.keys(layer.route.methods).map((method) => `${method.toUpperCase()} ${layer.route!.path}`) : routes(layer.handle?.stack ?? []),
    );
  return routes(stack).filter((route) => route.includes(":") || /^(POST|PUT) \/api\/hours_validation\/contracts$/.test(route));
}

const send = (call: RestCall, headers: Record<string, string>) =>
  fetch(t.url + call.path, {
    method: call.method,
    headers: { ...headers, ...(call.body ? { "content-type": "application/json" } : {}) },
    body: call.body ? JSON.stringify(call.body) : undefined,
  });

describe("every REST route that takes an id", () => {
  beforeAll(async () => {
    const db = t.api.db;
    const [company] = await db.query<{ construct4d_id: number; interim4d_id: number }>("select construct4d_id, interim4d_id from companies where id = $1", [
      b.id,
    ]);
    const externalIds = [company.construct4d_id, company.interim4d_id];
    const ids = async (sql: string, params: unknown[]) => (await db.query<{ id: number }>(sql, params)).map((row) => String(row.id));
    // A week with saved timesheets of each of B's external ids.
    const weeks = await db.query<{ external_company_id: number; week: string }>(
      `select h.external_company_id, to_char(min(t.week_start), 'YYYY-MM-DD') as week from timesheets t
       join hours_validation_contracts h on h.id = t.contract_id where h.external_company_id = any($1) group by 1`,
      [externalIds],
    );
    const timesheetRows = await db.query<{ id: number; external_company_id: number; status: string | null }>(
      "select t.id, h.external_company_id, t.status from timesheets t join hours_validation_contracts h on h.id = t.contract_id where h.external_company_id = any($1)",
      [externalIds],
    );
    const [aCompany] = await db.query<{ construct4d_id: number | null; interim4d_id: number | null }>(
      "select construct4d_id, interim4d_id from companies where id = $1",
      [a.id],
    );
    const [{ id: aUser }] = await db.query<{ id: number }>("select id from users where email = $1", [a.headers["x-user-email"]]);
    const ownExternalIds: string[] = [];
    for (const own of [aCompany.construct4d_id, aCompany.interim4d_id]) {
      if (own !== null && (await lineAccessOf(db, aUser, own))) ownExternalIds.push(String(own));
    }
    rest = {
      ownExternalIds,
      timesheetCompanies: Object.fromEntries(timesheetRows.map((row) => [String(row.id), String(row.external_company_id)])),
      draftOrFinal: timesheetRows.filter((row) => row.status === "draft" || row.status === "final").map((row) => String(row.id)),
      externalIds: externalIds.map(String),
      contracts: await ids("select id from hours_validation_contracts where external_company_id = any($1) order by id", [externalIds]),
      timesheets: await ids(
        "select t.id from timesheets t join hours_validation_contracts h on h.id = t.contract_id where h.external_company_id = any($1) order by t.id",
        [externalIds],
      ),
      weeks: Object.fromEntries(weeks.map((row) => [String(row.external_company_id), row.week])),
      invoices: await ids("select id from invoices where company_id = $1 order by id desc limit 3", [b.id]),
      uploadedSheets: await ids(
        "select p.id from positions p join work_post_sheets s on s.position_id = p.id where p.company_id = $1 and s.kind = 'uploaded'",
        [b.id],
      ),
    };
  });

  it("covers every route that takes an id", () => {
    const covered = new Set(restCalls().map((call) => `${call.method} ${call.route}`));
    expect(idRoutes().filter((route) => !covered.has(route))).toEqual([]);
    expect(rest.uploadedSheets.length * rest.timesheets.length * rest.invoices.length * b.ids.certificate!.length).toBeGreaterThan(0);
  });

  it("refuses B's ids to a user of A with 403 or 404, shows nothing of B and changes nothing", async () => {
    const before = await snapshot();
    const failures: string[] = [];
    for (const call of restCalls()) {
      const response = await send(call, a.headers);
      const body = await response.text();
      if (response.status !== call.refusal) failures.push(`${call.method} ${call.path}: ${response.status}`);
      if (!response.headers.get("content-type")?.includes("application/json"))
        failures.push(`${call.method} ${call.path}: ${response.headers.get("content-type")}`);
      const leaked = bTexts.filter((bText) => body.includes(bText));
      if (leaked.length > 0) failures.push(`${call.method} ${call.path}: shows B's ${leaked.join(", ")}`);
    }
    expect(failures).toEqual([]);
    expect(await snapshot()).toEqual(before);
  });

  it("answers B's own user for the same ids: they are real rows of B", async () => {
    const failures: string[] = [];
    for (const call of restCalls().filter((candidate) => candidate.owner)) {
      const response = await send(call, b.headers);
      if (response.status !== 200) failures.push(`${call.method} ${call.path}: ${response.status} ${(await response.text()).slice(0, 100)}`);
    }
    expect(failures).toEqual([]);
  });
});

/**
 * The mutations whose calls remove or change what a later call names, run after every other mutation
 * and in this order, so that no call meets a row that an earlier one removed (a NOT_FOUND that would
 * be the test's doing) and none is answered for a row another call put in another state:
 * - requestContractCancellation puts B's approved contract in cancellation, which the other requests
 *   about it (workday cancellation, extension, work obstruction) would then meet instead of its seeded state;
 * - removeCostPlace removes B's cost places, which saveContractDraft names;
 * - deleteContract deletes B's requested contracts, which every other contract mutation names;
 * - archiveTeamMember, then restoreTeamMember, leaves B's members active (the archived one of B's ids
 *   too), after every mutation that names an employee but deleteTeamMember;
 * - deleteTeamMember removes the members that never had a contract;
 * - removeCompanyUser removes B's other user, whom updateCompanyUserHoursValidation names (with
 *   all_allowed, the first level: B's signed-in user keeps every right). B's signed-in user is never
 *   removed: the API answers CANNOT_REMOVE_YOURSELF, which is not how it answers an unknown id.
 */
const MUTATIONS_LAST = [
  "requestContractCancellation",
  "removeCostPlace",
  "deleteContract",
  "archiveTeamMember",
  "restoreTeamMember",
  "deleteTeamMember",
  "removeCompanyUser",
];

/**
 * B's own ids that a mutation answers as it answers an unknown id, because of the row's state, by
 * design: each is a query that finds B's row (`$1`, B's company `$2`) in that state, so that no other
 * of B's ids is excused. A contract draft names only an active member of the payroll team
 * (ContractGeneralFacts.employee in domain/contract.ts, candidatesOf's `not t.disabled`): an archived
 * member is VALUE_INVALID, like an id the company does not have.
 */
const OWN_ID_ANSWERED_AS_UNKNOWN: Record<string, string> = {
  "saveContractDraft input.general.employeeId": "select 1 from team_members where employee_id = $1 and company_id = $2 and disabled",
  "saveContractDraft input.general.otherEmployeeIds": "select 1 from team_members where employee_id = $1 and company_id = $2 and disabled",
  // A selection contract is its office's to draw up: no template of the employer's (contracts/contract-template.ts).
  "startContractDraftFromTemplate input.contractId": "select 1 from contracts where id = $1 and company_id = $2 and line <> 'payroll'",
};

/** Rows that belong to one employee: a mutation naming one also names that employee, and gets B's owner of the row. */
const EMPLOYEE_OF: Partial<Record<OwnedKind, string>> = {
  certificate: "select employee_id as id from employee_certificates where id = $1",
  identityVerification: "select employee_id as id from identity_verifications where id = $1",
};

describe("every mutation that takes an id, asked by the company's own user", () => {
  // Last in the file: these calls change B's rows (drafts saved, requests made, rows removed), which
  // every test above reads.
  it("answers B's own user otherwise than for an unknown id: no mutation refuses its own company's ids", async () => {
    const mutations = operations.filter((operation) => operation.kind === "mutation");
    expect(MUTATIONS_LAST.filter((name) => !mutations.some((operation) => operation.field.name === name))).toEqual([]);
    // Stable: the other mutations keep the schema's order, before those of MUTATIONS_LAST.
    const ordered = [...mutations].sort((x, y) => MUTATIONS_LAST.indexOf(x.field.name) - MUTATIONS_LAST.indexOf(y.field.name));
    const failures: string[] = [];
    let checked = 0;
    for (const operation of ordered) {
      const name = operation.field.name;
      // Refused to every company user (back office), or answered alike for any id (ANSWERED_AS_UNKNOWN).
      if (BACK_OFFICE_ONLY.has(name) || ANSWERED_AS_UNKNOWN.has(name)) continue;
      const document = documentOf(operation);
      for (const target of operation.ids) {
        const kind: IdKind = ID_ARGUMENTS[target.coordinate as keyof typeof ID_ARGUMENTS];
        if (SHARED_KINDS.has(kind)) continue;
        for (const id of b.ids[kind] ?? []) {
          const ownerSql = EMPLOYEE_OF[kind as OwnedKind];
          const owner = ownerSql ? String((await t.api.db.query<{ id: number }>(ownerSql, [id]))[0].id) : undefined;
          // Beside the id under test: the employee the row belongs to, B's own id where one is required,
          // nothing where it may be left out, so that the answer is about the id under test alone.
          const otherId: OtherId = (otherKind, other) => (otherKind === "employee" && owner ? owner : other.nonNull ? b.ids[otherKind]?.[0] : undefined);
          // The unknown id first, then B's, each with the same other arguments: B's call may change the row.
          const unknown = await t.graphql(document, variablesOf(operation, target, UNKNOWN_ID, otherId), b.headers);
          const answer = await t.graphql(document, variablesOf(operation, target, id, otherId), b.headers);
          checked++;
          const where = `${name} ${target.path.join(".")}=${kind} ${id}`;
          const [shape, unknownShape] = [shapeOf(answer, name, id), shapeOf(unknown, name, UNKNOWN_ID)];
          const excuse = OWN_ID_ANSWERED_AS_UNKNOWN[`${name} ${target.path.join(".")}`];
          const excused = excuse !== undefined && (await t.api.db.query(excuse, [id, b.id])).length > 0;
          if (shape === unknownShape && !excused) failures.push(`${where}: answered as an unknown id: ${shape.slice(0, 300)}`);
          if (errorCode(answer) === "INTERNAL_SERVER_ERROR") failures.push(`${where}: ${JSON.stringify(answer).slice(0, 300)}`);
        }
      }
    }
    expect(failures).toEqual([]);
    // 103 calls to 31 mutations when this was written.
    expect(checked).toBeGreaterThanOrEqual(100);
  }, 180_000);
});
