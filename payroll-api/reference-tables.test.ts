// Reference tables (function codes, committees' yearly averages, rate agreement documents, localities),
// over HTTP on a fresh migrated and seeded database for this file.
import { FUNCTION_CODES, RATE_AGREEMENTS } from "./seed/seed-positions";
import { COMMITTEES } from "./seed/seed";
import { companyIdOf, errorCode, useTestApi } from "./test-support";

const t = useTestApi();
let klok: number;
let vermeulen: number;

beforeAll(async () => {
  klok = await companyIdOf(t, "Brouwerij De Klok");
  vermeulen = await companyIdOf(t, "Bakkerij Vermeulen");
});

const { as } = t;

const SELECT = "mutation Select($id: ID!) { selectCompany(input: { companyId: $id }) { user { company { id } } } }";

type FunctionCodeNode = {
  id: string;
  code: string;
  name: string;
  codeAndName: string;
  actualCoefficient: number;
  payrollCoefficient: number;
  isStudentCode: boolean;
  minimumHourlyWageCents: number;
  committee: { code: string; statute: string };
};

const FUNCTION_CODES_QUERY = `query FunctionCodes($committeeId: ID) {
  functionCodes(committeeId: $committeeId) {
    id code name codeAndName actualCoefficient payrollCoefficient isStudentCode minimumHourlyWageCents committee { code statute }
  }
}`;

async function functionCodes(committeeId?: string | null): Promise<FunctionCodeNode[]> {
  const answer = await t.graphql<{ functionCodes: FunctionCodeNode[] }>(FUNCTION_CODES_QUERY, { committeeId }, await as("employer@example.com"));
  expect(answer.errors).toBeUndefined();
  return answer.data!.functionCodes;
}

const committeeIdOf = async (code: string) => String((await t.api.db.query<{ id: number }>("select id from committees where code = $1", [code]))[0].id);

describe("Query.functionCodes", () => {
  it("answers UNAUTHENTICATED without credentials", async () => {
    expect(errorCode(await t.graphql(FUNCTION_CODES_QUERY, {}))).toBe("UNAUTHENTICATED");
  });

  it("lists every seeded function code in code order, with its committee", async () => {
    const codes = await functionCodes();
    expect(codes.map((c) => c.code)).toEqual(FUNCTION_CODES.map(([, code]) => code).sort());
    expect(codes.find((c) => c.code === "124/01")).toEqual({
      id: expect.any(String),
      code: "124/01",
      name: "Metselaar",
      codeAndName: "124/01 Metselaar",
      actualCoefficient: 1.947,
      payrollCoefficient: 1.812,
      isStudentCode: false,
      minimumHourlyWageCents: 1895,
      committee: { code: "124", statute: "worker" },
    });
    expect(codes.filter((c) => c.isStudentCode).map((c) => c.code)).toEqual(["100/90", "118/90", "119/90", "145/90", "200/90", "302/90"]);
  });

  it("lists one committee's function codes", async () => {
    const codes = await functionCodes(await committeeIdOf("302"));
    expect(codes.map((c) => c.codeAndName)).toEqual(["302/01 Kelner", "302/02 Kok", "302/03 Afwasser", "302/04 Barman", "302/90 Jobstudent horeca"]);
  });

  it("answers none for an unknown or unreadable committee id", async () => {
    expect(await functionCodes("999999")).toEqual([]);
    expect(await functionCodes("abc")).toEqual([]);
  });
});

describe("Committee.name and codeAndName in a locale", () => {
  type Named = { code: string; name: string; codeAndName: string };
  async function committee118(locale: string | null): Promise<Named> {
    const answer = await t.graphql<{ committees: Named[] }>(
      "query Named($locale: Locale) { committees { code name(locale: $locale) codeAndName(locale: $locale) } }",
      { locale },
      await as("employer@example.com"),
    );
    expect(answer.errors).toBeUndefined();
    return answer.data!.committees.find((c) => c.code === "118")!;
  }

  it("names the committee in Dutch, French or English, and in Dutch without a locale", async () => {
    expect(await committee118("nl")).toEqual({
      code: "118",
      name: "Paritair comité voor de voedingsnijverheid",
      codeAndName: "118 Paritair comité voor de voedingsnijverheid",
    });
    expect((await committee118("fr")).codeAndName).toBe("118 Commission paritaire de l'industrie alimentaire");
    expect((await committee118("en")).codeAndName).toBe("118 Joint committee for the food industry");
    expect((await committee118(null)).codeAndName).toBe("118 Paritair comité voor de voedingsnijverheid");
  });

  it("gives every seeded committee its three names", async () => {
    const answer = await t.graphql<{ committees: { code: string; nl: string; fr: string; en: string }[] }>(
      "query { committees { code nl: name(locale: nl) fr: name(locale: fr) en: name(locale: en) } }",
      {},
      await as("employer@example.com"),
    );
    expect(answer.data!.committees.map(({ code, nl, fr, en }) => [code, nl, fr, en])).toEqual(COMMITTEES.map(([code, nl, fr, en]) => [code, nl, fr, en]));
  });

  it("falls back from English to French, and from French to Dutch, where the table has no name", async () => {
    await t.api.db.query("update committees set name_en = null where code = '118'");
    try {
      expect((await committee118("en")).name).toBe("Commission paritaire de l'industrie alimentaire");
      await t.api.db.query("update committees set name_fr = null where code = '118'");
      expect((await committee118("en")).name).toBe("Paritair comité voor de voedingsnijverheid");
      expect((await committee118("fr")).name).toBe("Paritair comité voor de voedingsnijverheid");
    } finally {
      const [, , fr, en] = COMMITTEES.find(([code]) => code === "118")!;
      await t.api.db.query("update committees set name_fr = $1, name_en = $2 where code = '118'", [fr, en]);
    }
  });

  it("names a function code's committee in the locale too", async () => {
    const answer = await t.graphql<{ functionCodes: { code: string; committee: { codeAndName: string } }[] }>(
      "query { functionCodes { code committee { codeAndName(locale: fr) } } }",
      {},
      await as("employer@example.com"),
    );
    expect(answer.data!.functionCodes.find((c) => c.code === "124/01")!.committee.codeAndName).toBe("124 Commission paritaire de la construction");
  });
});

describe("Committee.averageWeeklyHoursByYear", () => {
  it("gives every committee three years, latest first, the current one its averageWeeklyHours", async () => {
    const answer = await t.graphql<{
      committees: { code: string; averageWeeklyHours: number; averageWeeklyHoursByYear: { year: number; averageWeeklyHours: number }[] }[];
    }>("query { committees { code averageWeeklyHours averageWeeklyHoursByYear { year averageWeeklyHours } } }", {}, await as("employer@example.com"));
    expect(answer.errors).toBeUndefined();
    const committees = answer.data!.committees;
    expect(committees).toHaveLength(COMMITTEES.length);
    const year = new Date().getUTCFullYear();
    for (const committee of committees) {
      expect(committee.averageWeeklyHoursByYear.map((y) => y.year)).toEqual([year, year - 1, year - 2]);
      expect(committee.averageWeeklyHoursByYear[0].averageWeeklyHours).toBe(committee.averageWeeklyHours);
    }
    expect(committees.find((c) => c.code === "124")!.averageWeeklyHoursByYear.map((y) => y.averageWeeklyHours)).toEqual([40, 39.5, 40]);
  });

  it("is answered for the committee of a function code too", async () => {
    const answer = await t.graphql<{ functionCodes: { committee: { averageWeeklyHoursByYear: { year: number }[] } }[] }>(
      "query { functionCodes { committee { averageWeeklyHoursByYear { year } } } }",
      {},
      await as("employer@example.com"),
    );
    expect(answer.data!.functionCodes[0].committee.averageWeeklyHoursByYear).toHaveLength(3);
  });
});

type RateAgreementNode = { name: string; validUntil: string; isValid: boolean; dayContractsAllowed: boolean; office: { code: string; city: string } };

const RATE_AGREEMENTS_QUERY = `query {
  rateAgreementDocuments { id name validUntil isValid dayContractsAllowed office { code city } }
  user { company { name hasValidRateAgreement } }
}`;

async function rateAgreements(email: string) {
  const answer = await t.graphql<{
    rateAgreementDocuments: RateAgreementNode[];
    user: { company: { name: string; hasValidRateAgreement: boolean } };
  }>(RATE_AGREEMENTS_QUERY, {}, await as(email));
  expect(answer.errors).toBeUndefined();
  return answer.data!;
}

const daysFromToday = (days: number) => {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

describe("Query.rateAgreementDocuments and Company.hasValidRateAgreement", () => {
  it("answers UNAUTHENTICATED without credentials", async () => {
    expect(errorCode(await t.graphql(RATE_AGREEMENTS_QUERY, {}))).toBe("UNAUTHENTICATED");
  });

  it("lists the selected company's documents, latest valid-until first, and finds one valid today", async () => {
    const data = await rateAgreements("employer@example.com");
    expect(data.user.company).toEqual({ name: "Brouwerij De Klok", hasValidRateAgreement: true });
    expect(data.rateAgreementDocuments.map((d) => ({ ...d, id: undefined }))).toEqual([
      {
        id: undefined,
        name: "Tariefovereenkomst 2026 Brouwerij De Klok",
        validUntil: daysFromToday(240),
        isValid: true,
        // Day contracts not allowed: a workday cancellation may not leave a single day (tests/e2e/contracts.spec.ts).
        dayContractsAllowed: false,
        office: { code: "ANT", city: "Antwerpen" },
      },
      {
        id: undefined,
        name: "Tariefovereenkomst 2025 Brouwerij De Klok",
        validUntil: daysFromToday(-125),
        isValid: false,
        dayContractsAllowed: false,
        office: { code: "ANT", city: "Antwerpen" },
      },
    ]);
  });

  it("counts a document valid until today as valid, and one valid until yesterday as not", async () => {
    const [{ id }] = await t.api.db.query<{ id: number }>(
      "insert into rate_agreement_documents (company_id, name, valid_until, office_code) values ($1, 'Vandaag', current_date, 'GNT') returning id",
      [vermeulen],
    );
    const headers = await as("employer@example.com");
    try {
      await t.graphql(SELECT, { id: String(vermeulen) }, headers);
      const today = await rateAgreements("employer@example.com");
      expect(today.user.company.hasValidRateAgreement).toBe(true);
      expect(today.rateAgreementDocuments[0]).toMatchObject({ name: "Vandaag", isValid: true });
      await t.api.db.query("update rate_agreement_documents set valid_until = current_date - 1 where id = $1", [id]);
      const yesterday = await rateAgreements("employer@example.com");
      expect(yesterday.user.company.hasValidRateAgreement).toBe(false);
      expect(yesterday.rateAgreementDocuments.map((d) => d.isValid)).toEqual([false, false]);
    } finally {
      await t.api.db.query("delete from rate_agreement_documents where id = $1", [id]);
      await t.graphql(SELECT, { id: String(klok) }, headers);
    }
  });

  it("leaves Bakkerij Vermeulen, alone among the payroll companies, with only an expired document", async () => {
    const headers = await as("employer@example.com");
    await t.graphql(SELECT, { id: String(vermeulen) }, headers);
    try {
      const data = await rateAgreements("employer@example.com");
      expect(data.user.company).toEqual({ name: "Bakkerij Vermeulen", hasValidRateAgreement: false });
      expect(data.rateAgreementDocuments.map((d) => [d.name, d.isValid])).toEqual([["Tariefovereenkomst 2025 Bakkerij Vermeulen", false]]);
    } finally {
      await t.graphql(SELECT, { id: String(klok) }, headers);
    }
    expect((await rateAgreements("payroll@example.com")).user.company.hasValidRateAgreement).toBe(true);
    expect(
      RATE_AGREEMENTS.filter((r) => r.validInDays >= 0)
        .map((r) => r.company)
        .sort(),
    ).toEqual(["klok", "peeters", "wouters"]);
  });

  it("lists nothing of another company: another member sees only their own company's documents", async () => {
    const data = await rateAgreements("payroll@example.com");
    expect(data.rateAgreementDocuments.map((d) => d.name)).toEqual(["Tariefovereenkomst 2026 Transport Peeters"]);
  });
});

type LocalityNode = { zip: string; city: string; latitude: number; longitude: number };
const LOCALITIES = "query Localities($search: String!) { localities(search: $search) { zip city latitude longitude } }";

async function localities(search: string): Promise<LocalityNode[]> {
  const answer = await t.graphql<{ localities: LocalityNode[] }>(LOCALITIES, { search }, await as("employer@example.com"));
  expect(answer.errors).toBeUndefined();
  return answer.data!.localities;
}

describe("Query.localities", () => {
  it("answers UNAUTHENTICATED without credentials", async () => {
    expect(errorCode(await t.graphql(LOCALITIES, { search: "2018" }))).toBe("UNAUTHENTICATED");
  });

  it("loads the whole postcode file", async () => {
    const [{ count }] = await t.api.db.query<{ count: number }>("select count(*)::int as count from localities");
    expect(count).toBe(2757);
  });

  it("finds localities whose zip starts with the search, in zip order", async () => {
    expect(await localities("2018")).toEqual([{ zip: "2018", city: "Antwerpen", latitude: 51.2211097, longitude: 4.3997081 }]);
    const zips = (await localities("20")).map((l) => l.zip);
    expect(zips).toHaveLength(12);
    expect(zips.every((zip) => zip.startsWith("20"))).toBe(true);
    expect(zips).toEqual([...zips].sort());
  });

  it("finds localities whose name contains the search, whatever the case, accents and hyphens", async () => {
    expect((await localities("LIEGE")).map((l) => `${l.zip} ${l.city}`)).toContain("4000 Liège");
    expect((await localities("kessel-lo")).map((l) => `${l.zip} ${l.city}`)).toEqual(["3010 Kessel Lo"]);
    expect((await localities("gravenwezel")).map((l) => l.city)).toEqual(["'s Gravenwezel"]);
  });

  it("answers at most 20 localities", async () => {
    expect(await localities("e")).toHaveLength(20);
  });

  it("answers none for a blank search or one of wildcards only", async () => {
    expect(await localities("  ")).toEqual([]);
    expect(await localities("%_")).toEqual([]);
  });
});
