// Onboarding of a company without a VAT number, company registration, the company register, joint
// committees and the account notices, over HTTP on a fresh migrated and seeded database for this file.
import { formatVat } from "../domain/vat";
import { COMMITTEES, belgianVat } from "./seed/seed";
import { employeeHeaders, errorCode, userHeaders, useTestApi } from "./test-support";

const t = useTestApi();
const { as } = t;

const KLOK_VAT = belgianVat("04123456");
const NIEUWE_ZAAK_VAT = belgianVat("07231456");
const SLAGERIJ_VAT = belgianVat("04418735");
const CLAES_VAT = belgianVat("04529381");
const PAKHUIS_VAT = belgianVat("06982341");

const committeeId = async (code: string) => {
  const [row] = await t.api.db.query<{ id: number }>("select id from committees where code = $1", [code]);
  return String(row.id);
};

const COMMITTEE_FIELDS = "id code name codeAndName statute averageWeeklyHours isFlexiAllowed overtimePayingStatus";
const ONBOARDING_FIELDS = `
  company { vat displayName officialName street streetNumber buildingNumber zip city preventionService preventionContractNumber dayContractsAllowed }
  workerContractType { statute used hasOvertime paidOvertime committee { ${COMMITTEE_FIELDS} } }
  clerkContractType { statute used hasOvertime paidOvertime committee { ${COMMITTEE_FIELDS} } }`;

type ContractTypeState = { used: boolean | null; committee: { code: string } | null } | null;
type OnboardingState = { company: { vat: string | null } | null; workerContractType: ContractTypeState; clerkContractType: ContractTypeState };

const ONBOARDING = `query Onboarding { onboarding { ${ONBOARDING_FIELDS} } }`;
const SAVE_COMPANY = `mutation SaveCompany($input: CompanyDetailsInput!) { saveOnboardingCompany(input: $input) { ${ONBOARDING_FIELDS} } }`;
const SAVE_CONTRACT_TYPE = `mutation SaveContractType($input: OnboardingContractTypeInput!) {
  saveOnboardingContractType(input: $input) { ${ONBOARDING_FIELDS} }
}`;
const COMPLETE = "mutation Complete { completeOnboarding { email company { id name vat } } }";
const REGISTER = `mutation Register($input: CompanyDetailsInput!) {
  registerCompany(input: $input) { email company { id name vat offers { id } } permissions { companyId companyName } }
}`;
const REGISTER_ENTRY = `query Entry($vat: String!) {
  companyRegisterEntry(vat: $vat) { vat officialName street streetNumber buildingNumber zip city }
}`;
const COMMITTEES_QUERY = `query Committees($statute: Statute) { committees(statute: $statute) { ${COMMITTEE_FIELDS} } }`;
const NOTICES = "query Notices { user { company { name contractCreationBlocked creditLimitStatus overdueInvoicesCount } } }";
type Committee = { code: string; statute: string };
type RegisterAnswer = { registerCompany: { email: string; company: { id: string }; permissions: { companyName: string }[] } };

const details = (overrides: Record<string, unknown> = {}) => ({
  vat: formatVat(NIEUWE_ZAAK_VAT),
  displayName: "Nieuwe Zaak",
  officialName: "Nieuwe Zaak BV",
  street: "Grote Markt",
  streetNumber: "1",
  buildingNumber: null,
  zip: "2800",
  city: "Mechelen",
  preventionService: "IDEWE",
  preventionContractNumber: "ID-2026-0042",
  dayContractsAllowed: true,
  ...overrides,
});

describe("companyRegisterEntry", () => {
  it("finds a register entry whatever the spaces, dots and case of the VAT number", async () => {
    const employer = await as("employer@example.com");
    const expected = {
      vat: CLAES_VAT,
      officialName: "Schrijnwerkerij Claes BV",
      street: "Industriepark",
      streetNumber: "14",
      buildingNumber: "2",
      zip: "2220",
      city: "Heist-op-den-Berg",
    };
    for (const vat of [CLAES_VAT, formatVat(CLAES_VAT), ` ${formatVat(CLAES_VAT).toLowerCase()} `, "be0452938134"]) {
      const answer = await t.graphql(REGISTER_ENTRY, { vat }, employer);
      expect(answer.status, vat).toBe(200);
      expect(answer.data?.companyRegisterEntry, vat).toEqual(expected);
    }
  });

  it("finds a company that is already a customer too, and a Dutch number", async () => {
    const employer = await as("employer@example.com");
    expect((await t.graphql(REGISTER_ENTRY, { vat: formatVat(KLOK_VAT) }, employer)).data?.companyRegisterEntry).toMatchObject({
      vat: KLOK_VAT,
      officialName: "Brouwerij De Klok NV",
      buildingNumber: null,
    });
    expect((await t.graphql(REGISTER_ENTRY, { vat: "nl 8543.2198.7 b01" }, employer)).data?.companyRegisterEntry).toMatchObject({
      vat: "NL854321987B01",
      city: "Honselersdijk",
    });
  });

  it("answers null for a valid number the register does not hold, and for an invalid number", async () => {
    const newcomer = await as("newcomer@example.com");
    for (const vat of [belgianVat("09999999"), "BE0452938135", "not a vat", ""]) {
      const answer = await t.graphql(REGISTER_ENTRY, { vat }, newcomer);
      expect(answer.status, vat).toBe(200);
      expect(answer.errors, vat).toBeUndefined();
      expect(answer.data?.companyRegisterEntry, vat).toBeNull();
    }
  });

  it("needs a signed-in company user", async () => {
    const anonymous = await t.graphql(REGISTER_ENTRY, { vat: CLAES_VAT });
    expect(errorCode(anonymous)).toBe("UNAUTHENTICATED");
    expect(anonymous.data?.companyRegisterEntry ?? null).toBeNull();
    const employee = await t.signInEmployee("employee@example.com");
    expect(errorCode(await t.graphql(REGISTER_ENTRY, { vat: CLAES_VAT }, employeeHeaders(employee)))).toBe("UNAUTHENTICATED");
  });
});

describe("committees", () => {
  it("lists every committee ordered by code without a statute", async () => {
    const answer = await t.graphql<{ committees: Committee[] }>(COMMITTEES_QUERY, {}, await as("onboarding@example.com"));
    expect(answer.status).toBe(200);
    const codes = answer.data?.committees.map((c) => c.code) ?? [];
    expect(codes).toEqual(COMMITTEES.map(([code]) => code));
    expect(codes).toEqual([...codes].sort());
  });

  it("filters by statute", async () => {
    const headers = await as("onboarding@example.com");
    const workers = (await t.graphql<{ committees: Committee[] }>(COMMITTEES_QUERY, { statute: "worker" }, headers)).data?.committees ?? [];
    const clerks = (await t.graphql<{ committees: Committee[] }>(COMMITTEES_QUERY, { statute: "clerk" }, headers)).data?.committees ?? [];
    expect(workers.length).toBeGreaterThan(0);
    expect(clerks.length).toBeGreaterThan(0);
    expect(workers.every((c: { statute: string }) => c.statute === "worker")).toBe(true);
    expect(clerks.every((c: { statute: string }) => c.statute === "clerk")).toBe(true);
    expect(workers.length + clerks.length).toBe(COMMITTEES.length);
    expect(clerks.map((c: { code: string }) => c.code)).toContain("200");
    expect(workers.map((c: { code: string }) => c.code)).toContain("124");
  });

  it("answers each committee's fields, with the average weekly hours as a number", async () => {
    const committees = (await t.graphql<{ committees: Committee[] }>(COMMITTEES_QUERY, {}, await as("onboarding@example.com"))).data?.committees ?? [];
    const byCode = new Map(committees.map((c: { code: string }) => [c.code, c]));
    expect(byCode.get("124")).toEqual({
      id: await committeeId("124"),
      code: "124",
      name: "Paritair comité voor het bouwbedrijf",
      codeAndName: "124 Paritair comité voor het bouwbedrijf",
      statute: "worker",
      averageWeeklyHours: 40,
      isFlexiAllowed: false,
      overtimePayingStatus: "paid",
    });
    expect(byCode.get("302")).toMatchObject({ statute: "worker", averageWeeklyHours: 38, isFlexiAllowed: true });
    expect(byCode.get("200")).toMatchObject({ statute: "clerk", name: "Aanvullend paritair comité voor de bedienden" });
    expect(byCode.get("322")).toMatchObject({ overtimePayingStatus: "not_applicable" });
  });

  it("needs a signed-in company user", async () => {
    expect(errorCode(await t.graphql<{ committees: Committee[] }>(COMMITTEES_QUERY, {}))).toBe("UNAUTHENTICATED");
  });
});

describe("onboarding of onboarding@example.com (a company without a VAT number)", () => {
  let headers: Record<string, string>;

  beforeAll(async () => {
    headers = await as("onboarding@example.com");
  });

  const saveCompany = (overrides: Record<string, unknown> = {}) =>
    t.graphql<{ saveOnboardingCompany: OnboardingState }>(SAVE_COMPANY, { input: details(overrides) }, headers);
  const saveContractType = (input: Record<string, unknown>) =>
    t.graphql<{ saveOnboardingContractType: OnboardingState }>(SAVE_CONTRACT_TYPE, { input }, headers);
  const draftRow = async () =>
    (await t.api.db.query("select 1 from wizard_drafts where kind = 'onboarding' and company_id = (select id from companies where name = 'Nieuwe Zaak')"))
      .length;

  it("starts with an empty draft", async () => {
    const answer = await t.graphql<{ onboarding: OnboardingState }>(ONBOARDING, {}, headers);
    expect(answer.status).toBe(200);
    expect(answer.data?.onboarding).toEqual({ company: null, workerContractType: null, clerkContractType: null });
  });

  it("refuses to complete before any step is saved", async () => {
    const answer = await t.graphql<{ completeOnboarding: { company: { id: string } } }>(COMPLETE, {}, headers);
    expect(answer.status).toBe(422);
    expect(errorCode(answer)).toBe("ONBOARDING_INCOMPLETE");
  });

  it("refuses an invalid VAT number", async () => {
    for (const vat of ["BE0723145689", "BE723145688", "DE123456789", ""]) {
      const answer = await saveCompany({ vat });
      expect(answer.status, vat).toBe(422);
      expect(errorCode(answer), vat).toBe("VAT_INVALID");
    }
  });

  it("refuses the VAT number of a company that is already a customer, in any notation", async () => {
    for (const vat of [KLOK_VAT, formatVat(KLOK_VAT).toLowerCase()]) {
      const answer = await saveCompany({ vat, displayName: "De Klok" });
      expect(answer.status, vat).toBe(422);
      expect(errorCode(answer), vat).toBe("VAT_TAKEN");
    }
  });

  it("refuses a blank required field, but not a blank building number or contract number", async () => {
    for (const field of ["displayName", "officialName", "street", "streetNumber", "zip", "city"]) {
      const answer = await saveCompany({ [field]: "  " });
      expect(errorCode(answer), field).toBe("FIELD_REQUIRED");
    }
    expect((await t.graphql<{ onboarding: OnboardingState }>(ONBOARDING, {}, headers)).data?.onboarding.company).toBeNull();
  });

  it("saves the company step with the VAT number normalised and the text trimmed", async () => {
    const answer = await saveCompany({ displayName: "  Nieuwe Zaak  ", buildingNumber: " ", preventionContractNumber: "" });
    expect(answer.status).toBe(200);
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.saveOnboardingCompany).toEqual({
      company: {
        vat: NIEUWE_ZAAK_VAT,
        displayName: "Nieuwe Zaak",
        officialName: "Nieuwe Zaak BV",
        street: "Grote Markt",
        streetNumber: "1",
        buildingNumber: null,
        zip: "2800",
        city: "Mechelen",
        preventionService: "IDEWE",
        preventionContractNumber: null,
        dayContractsAllowed: true,
      },
      workerContractType: null,
      clerkContractType: null,
    });
    expect((await t.graphql<{ onboarding: OnboardingState }>(ONBOARDING, {}, headers)).data?.onboarding).toEqual(answer.data?.saveOnboardingCompany);
    // The draft does not touch the company yet.
    const [company] = await t.api.db.query<{ vat: string | null; name: string }>("select vat, name from companies where name = 'Nieuwe Zaak'");
    expect(company.vat).toBeNull();
  });

  it("saves the company step again over the first one", async () => {
    const answer = await saveCompany({ preventionContractNumber: "ID-2026-0042", buildingNumber: "3" });
    expect(answer.data?.saveOnboardingCompany.company).toMatchObject({ preventionContractNumber: "ID-2026-0042", buildingNumber: "3" });
  });

  it("refuses to complete with only the company step", async () => {
    expect(errorCode(await t.graphql<{ completeOnboarding: { company: { id: string } } }>(COMPLETE, {}, headers))).toBe("ONBOARDING_INCOMPLETE");
  });

  it("saves a contract-type step as typed: unanswered, or with a committee of the other statute", async () => {
    const unanswered = await saveContractType({ statute: "worker", committeeId: await committeeId("200"), paidOvertime: true });
    expect(unanswered.errors).toBeUndefined();
    expect(unanswered.data?.saveOnboardingContractType.workerContractType).toMatchObject({
      statute: "worker",
      used: null,
      hasOvertime: null,
      paidOvertime: true,
      committee: { code: "200", statute: "clerk" },
    });
    expect(errorCode(await t.graphql(COMPLETE, {}, headers))).toBe("ONBOARDING_INCOMPLETE");
  });

  it("refuses to complete while a used statute has no committee of its own", async () => {
    await saveContractType({ statute: "clerk", used: false });
    const none = await saveContractType({ statute: "worker", used: true, hasOvertime: false });
    expect(none.data?.saveOnboardingContractType.workerContractType?.committee).toBeNull();
    expect(errorCode(await t.graphql(COMPLETE, {}, headers))).toBe("COMMITTEE_REQUIRED");
    for (const unknown of ["999999", "not-an-id", "99999999999999999999"]) {
      await saveContractType({ statute: "worker", used: true, committeeId: unknown });
      expect(errorCode(await t.graphql(COMPLETE, {}, headers)), unknown).toBe("COMMITTEE_REQUIRED");
    }
    await saveContractType({ statute: "worker", used: true, committeeId: await committeeId("200") });
    const clerkCommittee = await t.graphql(COMPLETE, {}, headers);
    expect(clerkCommittee.status).toBe(422);
    expect(errorCode(clerkCommittee)).toBe("COMMITTEE_STATUTE");
    const [company] = await t.api.db.query<{ vat: string | null }>("select vat from companies where name = 'Nieuwe Zaak'");
    expect(company.vat).toBeNull();
  });

  it("saves the worker step with its committee and overtime", async () => {
    const answer = await saveContractType({
      statute: "worker",
      used: true,
      committeeId: await committeeId("124"),
      hasOvertime: true,
      paidOvertime: true,
    });
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.saveOnboardingContractType.workerContractType).toEqual({
      statute: "worker",
      used: true,
      hasOvertime: true,
      paidOvertime: true,
      committee: expect.objectContaining({ id: await committeeId("124"), code: "124", statute: "worker", averageWeeklyHours: 40 }),
    });
    expect(answer.data?.saveOnboardingContractType.company?.vat).toBe(NIEUWE_ZAAK_VAT);
    expect(answer.data?.saveOnboardingContractType.clerkContractType).toMatchObject({ used: false });
  });

  it("keeps the answers of a statute that is not used as typed", async () => {
    const answer = await saveContractType({ statute: "clerk", used: false, committeeId: await committeeId("124"), hasOvertime: true });
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.saveOnboardingContractType.clerkContractType).toEqual({
      statute: "clerk",
      used: false,
      hasOvertime: true,
      paidOvertime: null,
      committee: expect.objectContaining({ code: "124" }),
    });
    // The worker step is untouched.
    expect(answer.data?.saveOnboardingContractType.workerContractType).toMatchObject({ used: true, committee: { code: "124" } });
  });

  it("keeps one draft per user: another user of the company starts with an empty one", async () => {
    const colleague = await t.signUp(`colleague.${Date.now()}@example.org`);
    await t.api.db.query(
      `with company as (select id from companies where name = 'Nieuwe Zaak'), colleague as (select id from users where email = $1)
       insert into company_memberships (user_id, company_id) select colleague.id, company.id from colleague, company`,
      [colleague.email],
    );
    await t.api.db.query("update users set selected_company_id = (select id from companies where name = 'Nieuwe Zaak') where email = $1", [colleague.email]);
    const theirs = await t.graphql(ONBOARDING, {}, userHeaders(colleague));
    expect(theirs.data?.onboarding).toEqual({ company: null, workerContractType: null, clerkContractType: null });
    expect((await t.graphql(SAVE_CONTRACT_TYPE, { input: { statute: "worker", used: false } }, userHeaders(colleague))).errors).toBeUndefined();
    expect((await t.graphql<{ onboarding: OnboardingState }>(ONBOARDING, {}, headers)).data?.onboarding.workerContractType).toMatchObject({ used: true });
    expect(await draftRow()).toBe(2);
  });

  it("refuses to complete when the VAT number was taken after the step was saved, and keeps the draft", async () => {
    // Somebody else registers the company with that number meanwhile.
    const other = await t.signUp(`other.${Date.now()}@example.org`);
    const registered = await t.graphql<RegisterAnswer>(
      REGISTER,
      { input: details({ vat: NIEUWE_ZAAK_VAT, displayName: "Nieuwe Zaak (elders)" }) },
      userHeaders(other),
    );
    expect(registered.errors).toBeUndefined();

    const answer = await t.graphql<{ completeOnboarding: { company: { id: string } } }>(COMPLETE, {}, headers);
    expect(answer.status).toBe(422);
    expect(errorCode(answer)).toBe("VAT_TAKEN");
    const [company] = await t.api.db.query<{ vat: string | null }>("select vat from companies where name = 'Nieuwe Zaak'");
    expect(company.vat).toBeNull();
    expect(await draftRow()).toBe(2);
    expect((await t.graphql<{ onboarding: OnboardingState }>(ONBOARDING, {}, headers)).data?.onboarding.company?.vat).toBe(NIEUWE_ZAAK_VAT);
    // Saving the taken number again is refused as well.
    expect(errorCode(await saveCompany())).toBe("VAT_TAKEN");
  });

  it("completes: the company gets the draft's details and its VAT number, and every user's draft is gone", async () => {
    expect((await saveCompany({ vat: formatVat(PAKHUIS_VAT), displayName: "'t Pakhuis", officialName: "Restaurant 't Pakhuis BV" })).errors).toBeUndefined();
    // Paid overtime only counts with overtime.
    const worker = { statute: "worker", used: true, committeeId: await committeeId("124"), hasOvertime: false, paidOvertime: true };
    expect((await saveContractType(worker)).errors).toBeUndefined();
    const answer = await t.graphql(COMPLETE, {}, headers);
    expect(answer.status).toBe(200);
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.completeOnboarding).toEqual({
      email: "onboarding@example.com",
      company: { id: expect.any(String), name: "'t Pakhuis", vat: PAKHUIS_VAT },
    });

    const [row] = await t.api.db.query<Record<string, unknown>>(
      `select c.name, c.official_name, c.vat, c.street, c.street_number, c.building_number, c.zip, c.city, c.prevention_service,
         c.prevention_contract_number, c.day_contracts_allowed, c.uses_workers, w.code as worker_committee, c.worker_has_overtime,
         c.worker_paid_overtime, c.uses_clerks, c.clerk_committee_id, c.clerk_has_overtime, c.clerk_paid_overtime
       from companies c left join committees w on w.id = c.worker_committee_id where c.id = $1`,
      [Number((answer.data as { completeOnboarding: { company: { id: string } } } | undefined)?.completeOnboarding.company.id)],
    );
    expect(row).toEqual({
      name: "'t Pakhuis",
      official_name: "Restaurant 't Pakhuis BV",
      vat: PAKHUIS_VAT,
      street: "Grote Markt",
      street_number: "1",
      building_number: null,
      zip: "2800",
      city: "Mechelen",
      prevention_service: "IDEWE",
      prevention_contract_number: "ID-2026-0042",
      day_contracts_allowed: true,
      uses_workers: true,
      worker_committee: "124",
      worker_has_overtime: false,
      worker_paid_overtime: false,
      uses_clerks: false,
      clerk_committee_id: null,
      clerk_has_overtime: null,
      clerk_paid_overtime: null,
    });
    const [{ count }] = await t.api.db.query<{ count: number }>("select count(*)::int as count from wizard_drafts where kind = 'onboarding'");
    expect(count).toBe(0);
  });

  it("is over: the onboarding query and mutations answer FORBIDDEN once the company has its VAT number", async () => {
    const onboarding = await t.graphql<{ onboarding: OnboardingState }>(ONBOARDING, {}, headers);
    expect(onboarding.status).toBe(403);
    expect(errorCode(onboarding)).toBe("FORBIDDEN");
    expect(errorCode(await saveCompany({ vat: SLAGERIJ_VAT }))).toBe("FORBIDDEN");
    expect(errorCode(await saveContractType({ statute: "clerk", used: false }))).toBe("FORBIDDEN");
    expect(errorCode(await t.graphql<{ completeOnboarding: { company: { id: string } } }>(COMPLETE, {}, headers))).toBe("FORBIDDEN");
  });
});

describe("onboarding is only for a selected company without a VAT number", () => {
  it("answers FORBIDDEN to employer@example.com, whose company has a VAT number, and changes nothing", async () => {
    const headers = await as("employer@example.com");
    const answers = [
      await t.graphql<{ onboarding: OnboardingState }>(ONBOARDING, {}, headers),
      await t.graphql<{ saveOnboardingCompany: OnboardingState }>(SAVE_COMPANY, { input: details({ vat: SLAGERIJ_VAT }) }, headers),
      await t.graphql<{ saveOnboardingContractType: OnboardingState }>(SAVE_CONTRACT_TYPE, { input: { statute: "worker", used: false } }, headers),
      await t.graphql<{ completeOnboarding: { company: { id: string } } }>(COMPLETE, {}, headers),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(403);
      expect(errorCode(answer)).toBe("FORBIDDEN");
    }
    const [klok] = await t.api.db.query<{ vat: string }>("select vat from companies where name = 'Brouwerij De Klok'");
    expect(klok.vat).toBe(KLOK_VAT);
    expect(await t.api.db.query("select 1 from wizard_drafts where kind = 'onboarding'")).toEqual([]);
  });

  it("answers FORBIDDEN to a user without a selected company, and UNAUTHENTICATED when signed out", async () => {
    const newcomer = await t.signUp(`no.company.${Date.now()}@example.org`);
    expect(errorCode(await t.graphql<{ onboarding: OnboardingState }>(ONBOARDING, {}, userHeaders(newcomer)))).toBe("FORBIDDEN");
    expect(
      errorCode(await t.graphql<{ saveOnboardingCompany: OnboardingState }>(SAVE_COMPANY, { input: details({ vat: SLAGERIJ_VAT }) }, userHeaders(newcomer))),
    ).toBe("FORBIDDEN");
    expect(errorCode(await t.graphql<{ onboarding: OnboardingState }>(ONBOARDING, {}))).toBe("UNAUTHENTICATED");
    expect(errorCode(await t.graphql<{ completeOnboarding: { company: { id: string } } }>(COMPLETE, {}))).toBe("UNAUTHENTICATED");
  });
});

describe("registerCompany", () => {
  it("refuses an invalid VAT number, a taken one and a blank required field, creating nothing", async () => {
    const headers = await as("newcomer@example.com");
    const [{ count: before }] = await t.api.db.query<{ count: number }>("select count(*)::int as count from companies");
    const cases: [Record<string, unknown>, string][] = [
      [{ vat: "BE0441873504" }, "VAT_INVALID"],
      [{ vat: formatVat(KLOK_VAT) }, "VAT_TAKEN"],
      [{ vat: SLAGERIJ_VAT, city: "" }, "FIELD_REQUIRED"],
    ];
    for (const [overrides, code] of cases) {
      const answer = await t.graphql<RegisterAnswer>(REGISTER, { input: details(overrides) }, headers);
      expect(answer.status, code).toBe(422);
      expect(errorCode(answer), code).toBe(code);
    }
    const [{ count: after }] = await t.api.db.query<{ count: number }>("select count(*)::int as count from companies");
    expect(after).toBe(before);
  });

  it("creates the company for newcomer@example.com with the caller as its user, and selects it", async () => {
    const headers = await as("newcomer@example.com");
    const answer = await t.graphql<RegisterAnswer>(
      REGISTER,
      {
        input: details({
          vat: formatVat(SLAGERIJ_VAT).toLowerCase(),
          displayName: "Slagerij Van Damme",
          officialName: "Slagerij Van Damme BV",
          street: "Steenstraat",
          streetNumber: "54",
          zip: "8000",
          city: "Brugge",
          preventionService: "I_AM_NOT_CONNECTED_YET",
          preventionContractNumber: null,
          dayContractsAllowed: false,
        }),
      },
      headers,
    );
    expect(answer.status).toBe(200);
    expect(answer.errors).toBeUndefined();
    const user = answer.data!.registerCompany;
    expect(user.email).toBe("newcomer@example.com");
    expect(user.company).toEqual({ id: expect.any(String), name: "Slagerij Van Damme", vat: SLAGERIJ_VAT, offers: [] });
    expect(user.permissions).toEqual([{ companyId: user.company.id, companyName: "Slagerij Van Damme" }]);

    const [membership] = await t.api.db.query<Record<string, unknown>>(
      `select m.construct4d_permissions, m.interim4d_permissions, u.selected_company_id, c.official_name, c.prevention_service,
         c.day_contracts_allowed, c.contract_creation_blocked, c.credit_limit_status
       from company_memberships m join users u on u.id = m.user_id join companies c on c.id = m.company_id
       where u.email = 'newcomer@example.com'`,
    );
    expect(membership).toEqual({
      construct4d_permissions: [],
      interim4d_permissions: [],
      selected_company_id: Number(user.company.id),
      official_name: "Slagerij Van Damme BV",
      prevention_service: "I_AM_NOT_CONNECTED_YET",
      day_contracts_allowed: false,
      contract_creation_blocked: false,
      credit_limit_status: "within",
    });
    // A company with a VAT number does not go through onboarding.
    expect(errorCode(await t.graphql<{ onboarding: OnboardingState }>(ONBOARDING, {}, headers))).toBe("FORBIDDEN");
  });

  it("adds a further company for a user who already has one", async () => {
    const headers = await as("promo@example.com");
    const answer = await t.graphql<RegisterAnswer>(REGISTER, { input: details({ vat: CLAES_VAT, displayName: "Claes" }) }, headers);
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.registerCompany.company).toMatchObject({ name: "Claes", vat: CLAES_VAT });
    expect(answer.data?.registerCompany.permissions.map((p: { companyName: string }) => p.companyName)).toEqual(["Claes", "Imprimerie Lambert"]);
  });

  it("refuses the VAT number of a company registered a moment ago", async () => {
    const answer = await t.graphql<RegisterAnswer>(REGISTER, { input: details({ vat: SLAGERIJ_VAT }) }, await as("selection@example.com"));
    expect(errorCode(answer)).toBe("VAT_TAKEN");
  });

  it("needs a signed-in company user", async () => {
    expect(errorCode(await t.graphql<RegisterAnswer>(REGISTER, { input: details({ vat: SLAGERIJ_VAT }) }))).toBe("UNAUTHENTICATED");
    const employee = await t.signInEmployee("employee@example.com");
    expect(errorCode(await t.graphql<RegisterAnswer>(REGISTER, { input: details({ vat: SLAGERIJ_VAT }) }, employeeHeaders(employee)))).toBe("UNAUTHENTICATED");
  });
});

describe("Company notices", () => {
  const notices = async (email: string) =>
    (await t.graphql<{ user: { company: { overdueInvoicesCount: number } } }>(NOTICES, {}, await as(email))).data?.user.company;

  it("shows Transport Peeters (payroll@example.com) as blocked, nearly at its credit limit, with an overdue invoice", async () => {
    expect(await notices("payroll@example.com")).toEqual({
      name: "Transport Peeters",
      contractCreationBlocked: true,
      creditLimitStatus: "nearly_exceeded",
      overdueInvoicesCount: 1,
    });
  });

  it("shows Brouwerij De Klok (employer@example.com) without any notice, though it has unpaid invoices", async () => {
    expect(await notices("employer@example.com")).toEqual({
      name: "Brouwerij De Klok",
      contractCreationBlocked: false,
      creditLimitStatus: "within",
      overdueInvoicesCount: 0,
    });
    const [{ unpaid }] = await t.api.db.query<{ unpaid: number }>(
      "select count(*)::int as unpaid from invoices i join companies c on c.id = i.company_id where c.name = 'Brouwerij De Klok' and i.status = 'not_paid'",
    );
    expect(unpaid).toBeGreaterThan(0);
  });

  it("counts an unpaid invoice from 21 days past its expiration date on, and never a paid one", async () => {
    const [{ id }] = await t.api.db.query<{ id: number }>("select id from companies where name = 'Transport Peeters'");
    const insert = (days: number, status: string) =>
      t.api.db.query(
        `insert into invoices (company_id, name, total_cents, expires_on, status)
         values ($1, 'F-TEST', 100, current_date - $2::int, $3)`,
        [id, days, status],
      );
    try {
      await insert(20, "not_paid");
      await insert(100, "paid");
      await insert(100, "processing");
      expect((await notices("payroll@example.com"))?.overdueInvoicesCount).toBe(1);
      await insert(21, "not_paid");
      expect((await notices("payroll@example.com"))?.overdueInvoicesCount).toBe(2);
    } finally {
      await t.api.db.query("delete from invoices where name = 'F-TEST'");
    }
  });

  it("follows the credit limit status and the block of the company", async () => {
    await t.api.db.query("update companies set credit_limit_status = 'exceeded', contract_creation_blocked = true where name = 'Brouwerij De Klok'");
    try {
      expect(await notices("employer@example.com")).toMatchObject({ contractCreationBlocked: true, creditLimitStatus: "exceeded" });
    } finally {
      await t.api.db.query("update companies set credit_limit_status = 'within', contract_creation_blocked = false where name = 'Brouwerij De Klok'");
    }
  });
});
