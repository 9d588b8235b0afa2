// The reference payroll API over HTTP, on a fresh migrated and seeded database shared by this file.
import { issueLink } from "./auth/one-time-links";
import {
  DEMO_PASSWORD,
  employeeHeaders,
  errorCode,
  PORTAL_URL,
  userHeaders,
  type Credentials,
  type GraphqlAnswer,
  type SignInAnswer,
  useTestApi,
} from "./test-support";

const t = useTestApi();

const USER_QUERY = `query User {
  user {
    id email kind firstName lastName telephone mobile createdAt preferredLanguage acceptedTermsAndConditionsAt
    company {
      id name logo vat hasNonPayrollOffers costPlacesEnabled
      offers { id name kind connexysId }
      vivaldisOffice { code name street zip city email phone }
    }
    permissions {
      companyId companyName hoursValidationLevel canManageUsers
      construct4dPermissions { id permissions }
      interim4dPermissions { id permissions }
    }
  }
}`;

const COMPANY_QUERY = "query { user { email company { id name } } }";
type CompanyAnswer = { user: { email: string; company: { id: string; name: string } } };

const companyId = async (name: string) => {
  const [row] = await t.api.db.query<{ id: number }>("select id from companies where name = $1", [name]);
  return String(row.id);
};

const accountId = async (table: "users" | "employees", email: string) => {
  const [row] = await t.api.db.query<{ id: number }>(`select id from ${table} where email = $1`, [email]);
  return row.id;
};

/** A date relative to the database's today, as the hours-validation route takes it. */
const dayFromToday = async (days: number) => {
  const [row] = await t.api.db.query<{ day: string }>("select to_char(current_date + $1::int, 'YYYY-MM-DD') as day", [days]);
  return row.day;
};

let uniqueCounter = 0;
const uniqueEmail = (label: string) => `${label}.${Date.now()}.${++uniqueCounter}@example.org`;

describe("POST /users/sign_in", () => {
  it("answers a token and the e-mail for the right password", async () => {
    const answer = await t.rest<SignInAnswer>("POST", "/users/sign_in", { user: { email: "employer@example.com", password: DEMO_PASSWORD } });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ authentication_token: expect.any(String), email: "employer@example.com" });
    expect(answer.body.authentication_token.length).toBeGreaterThanOrEqual(40);
  });

  it("finds the account whatever the case and surrounding spaces of the e-mail", async () => {
    const answer = await t.rest<SignInAnswer>("POST", "/users/sign_in", { user: { email: "  Employer@Example.COM ", password: DEMO_PASSWORD } });
    expect(answer.status).toBe(200);
    expect(answer.body.email).toBe("employer@example.com");
  });

  it("issues a new token at each sign-in", async () => {
    const first = await t.signIn("payroll@example.com");
    const second = await t.signIn("payroll@example.com");
    expect(first.token).not.toBe(second.token);
  });

  it("refuses a wrong password and an unknown e-mail with the same 401", async () => {
    const wrong = await t.rest("POST", "/users/sign_in", { user: { email: "employer@example.com", password: "Demo-portal-2027" } });
    const unknown = await t.rest("POST", "/users/sign_in", { user: { email: "nobody@example.com", password: DEMO_PASSWORD } });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(unknown.body).toEqual(wrong.body);
    expect(wrong.body).not.toHaveProperty("authentication_token");
  });

  it("does not sign an employee in as a company user", async () => {
    const answer = await t.rest("POST", "/users/sign_in", { user: { email: "employee@example.com", password: DEMO_PASSWORD } });
    expect(answer.status).toBe(401);
  });

  it("answers 400 when the fields are missing", async () => {
    expect((await t.rest("POST", "/users/sign_in", { user: { email: "employer@example.com" } })).status).toBe(400);
    expect((await t.rest("POST", "/users/sign_in", {})).status).toBe(400);
  });
});

describe("POST /employees/sign_in", () => {
  it("answers a token and the e-mail for the right password", async () => {
    const answer = await t.rest("POST", "/employees/sign_in", {
      employee: { email: "employee@example.com", password: DEMO_PASSWORD },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ authentication_token: expect.any(String), email: "employee@example.com" });
  });

  it("refuses a wrong password, an unknown e-mail and an account without a password", async () => {
    const attempts = [
      { email: "employee@example.com", password: "wrong-password-1" },
      { email: "nobody@example.com", password: DEMO_PASSWORD },
      // A team member who never set a password.
      { email: "thomas.mertens@example.com", password: DEMO_PASSWORD },
      // A company user is not an employee.
      { email: "employer@example.com", password: DEMO_PASSWORD },
    ];
    for (const employee of attempts) {
      const answer = await t.rest("POST", "/employees/sign_in", { employee });
      expect(answer.status, employee.email).toBe(401);
      expect(answer.body).not.toHaveProperty("authentication_token");
    }
  });
});

describe("POST /users (sign-up)", () => {
  it("creates an account, answers 201 with a token, and the token works", async () => {
    const email = uniqueEmail("New.Person");
    const answer = await t.rest<SignInAnswer>("POST", "/users", {
      user: { email, password: DEMO_PASSWORD, first_name: "Nieuwe", last_name: "Persoon", mobile: "+32 470 00 00 00", preferred_language: "fr" },
    });
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({ authentication_token: expect.any(String), email: email.toLowerCase() });

    const me = await t.graphql(USER_QUERY, {}, userHeaders({ email, token: answer.body.authentication_token }));
    expect(me.status).toBe(200);
    expect(me.data?.user).toMatchObject({
      email: email.toLowerCase(),
      kind: "user",
      firstName: "Nieuwe",
      lastName: "Persoon",
      mobile: "+32 470 00 00 00",
      preferredLanguage: "fr",
      acceptedTermsAndConditionsAt: null,
      company: null,
      permissions: [],
    });
  });

  it("falls back to Dutch for an unknown language", async () => {
    const email = uniqueEmail("german");
    const answer = await t.rest("POST", "/users", {
      user: { email, password: DEMO_PASSWORD, first_name: "Hans", last_name: "Muster", preferred_language: "de" },
    });
    expect(answer.status).toBe(201);
    const [row] = await t.api.db.query<{ preferred_language: string }>("select preferred_language from users where email = $1", [email]);
    expect(row.preferred_language).toBe("nl");
  });

  it("refuses an e-mail that already has an account, whatever its case", async () => {
    for (const email of ["employer@example.com", "EMPLOYER@Example.com"]) {
      const answer = await t.rest("POST", "/users", {
        user: { email, password: DEMO_PASSWORD, first_name: "Els", last_name: "Copy" },
      });
      expect(answer.status).toBe(422);
      expect(answer.body).toEqual({ error: "email_taken" });
    }
    const [{ count }] = await t.api.db.query<{ count: number }>("select count(*)::int as count from users where lower(email) = 'employer@example.com'");
    expect(count).toBe(1);
  });

  it("refuses a password of 9 characters and accepts one of 10", async () => {
    const short = await t.rest("POST", "/users", {
      user: { email: uniqueEmail("short"), password: "123456789", first_name: "Kort", last_name: "Wachtwoord" },
    });
    expect(short.status).toBe(422);
    expect(short.body).toEqual({ error: "password_unacceptable" });

    const enough = await t.rest("POST", "/users", {
      user: { email: uniqueEmail("enough"), password: "1234567890", first_name: "Lang", last_name: "Genoeg" },
    });
    expect(enough.status).toBe(201);
  });

  it("refuses an invalid e-mail and missing names", async () => {
    const invalid = await t.rest("POST", "/users", {
      user: { email: "not-an-email", password: DEMO_PASSWORD, first_name: "A", last_name: "B" },
    });
    expect(invalid.status).toBe(422);
    expect(invalid.body).toEqual({ error: "email_invalid" });

    const nameless = await t.rest<{ fields: string[] }>("POST", "/users", {
      user: { email: uniqueEmail("nameless"), password: DEMO_PASSWORD, first_name: "  ", last_name: "B" },
    });
    expect(nameless.status).toBe(422);
    expect(nameless.body.fields).toContain("first_name");
  });
});

describe("DELETE /users/sign_out", () => {
  it("revokes the token it is given, and only that one", async () => {
    const session = await t.signIn("selection@example.com");
    const other = await t.signIn("selection@example.com");
    expect((await t.graphql<CompanyAnswer>(COMPANY_QUERY, {}, userHeaders(session))).status).toBe(200);

    const answer = await t.rest("DELETE", "/users/sign_out", undefined, userHeaders(session));
    expect(answer.status).toBe(204);

    const after = await t.graphql<CompanyAnswer>(COMPANY_QUERY, {}, userHeaders(session));
    expect(after.status).toBe(401);
    expect(errorCode(after)).toBe("UNAUTHENTICATED");
    expect(after.data?.user ?? null).toBeNull();

    const stillSignedIn = await t.graphql<CompanyAnswer>(COMPANY_QUERY, {}, userHeaders(other));
    expect(stillSignedIn.status).toBe(200);
    expect(stillSignedIn.data?.user.email).toBe("selection@example.com");
  });

  it("takes the credentials only in headers, never as parameters", async () => {
    const session = await t.signIn("promo@example.com");
    const parameters = { user_email: session.email, user_token: session.token };
    expect((await t.rest("DELETE", `/users/sign_out?${new URLSearchParams(parameters)}`)).status).toBe(204);
    expect((await t.rest("DELETE", "/users/sign_out", parameters)).status).toBe(204);
    const stillSignedIn = await t.graphql<CompanyAnswer>(COMPANY_QUERY, {}, userHeaders(session));
    expect(stillSignedIn.data?.user.email).toBe("promo@example.com");
  });

  it("signs an employee out through /employees/sign_out", async () => {
    const session = await t.signInEmployee("employee@example.com");
    const query = "query { employee { email } }";
    expect((await t.graphql<{ employee: { email: string } }>(query, {}, employeeHeaders(session))).data?.employee.email).toBe("employee@example.com");
    expect((await t.rest("DELETE", "/employees/sign_out", undefined, employeeHeaders(session))).status).toBe(204);
    expect(errorCode(await t.graphql(query, {}, employeeHeaders(session)))).toBe("UNAUTHENTICATED");
  });
});

describe("one-time sign-in code (twofactor@example.com)", () => {
  const startChallenge = async () => {
    let answer!: { status: number; body: { otp_token: string } };
    const mails = await t.outbox.during(async () => {
      answer = await t.rest<{ otp_token: string }>("POST", "/users/sign_in", { user: { email: "twofactor@example.com", password: DEMO_PASSWORD } });
    });
    expect(answer.status).toBe(200);
    expect(mails).toHaveLength(1);
    expect(mails[0].to).toBe("twofactor@example.com");
    const code = /\b(\d{6})\b/.exec(mails[0].text)?.[1];
    expect(code).toMatch(/^\d{6}$/);
    return { body: answer.body, code: code!, wrongCode: String((Number(code) + 1) % 1_000_000).padStart(6, "0") };
  };

  const verify = (token: string, otp: string) => t.rest<SignInAnswer>("POST", "/users/otp_verify", { token, otp });

  it("asks for a code instead of answering a token, and mails the code", async () => {
    const { body } = await startChallenge();
    expect(body).toEqual({ otp_required: true, otp_token: expect.any(String), email: "twofactor@example.com", reason: "two_factor" });
    expect(body).not.toHaveProperty("authentication_token");
  });

  it("refuses a wrong code, then answers a working token for the right one, once", async () => {
    const { body, code, wrongCode } = await startChallenge();
    const wrong = await verify(body.otp_token, wrongCode);
    expect(wrong.status).toBe(401);
    expect(wrong.body).not.toHaveProperty("authentication_token");

    const right = await verify(body.otp_token, code);
    expect(right.status).toBe(200);
    expect(right.body).toEqual({ authentication_token: expect.any(String), email: "twofactor@example.com" });
    const me = await t.graphql<CompanyAnswer>(COMPANY_QUERY, {}, userHeaders({ email: right.body.email, token: right.body.authentication_token }));
    expect(me.data?.user).toEqual({ email: "twofactor@example.com", company: { id: await companyId("Transport Peeters"), name: "Transport Peeters" } });

    expect((await verify(body.otp_token, code)).status).toBe(401);
  });

  it("refuses the code of another challenge and an unknown challenge", async () => {
    const first = await startChallenge();
    const second = await startChallenge();
    if (first.code !== second.code) expect((await verify(second.body.otp_token, first.code)).status).toBe(401);
    expect((await verify("not-a-challenge", first.code)).status).toBe(401);
    expect((await verify(first.body.otp_token, "")).status).toBe(401);
  });

  it("accepts the right code as the fifth attempt", async () => {
    const { body, code, wrongCode } = await startChallenge();
    for (let attempt = 1; attempt <= 4; attempt++) expect((await verify(body.otp_token, wrongCode)).status).toBe(401);
    expect((await verify(body.otp_token, code)).status).toBe(200);
  });

  it("refuses even the right code after five wrong attempts, saying from the fifth that the challenge is used up", async () => {
    const { body, code, wrongCode } = await startChallenge();
    for (let attempt = 1; attempt <= 4; attempt++) expect((await verify(body.otp_token, wrongCode)).status).toBe(401);
    // The fifth wrong code is the last: the answer says the challenge is used up, and stays so.
    for (const otp of [wrongCode, code]) {
      const answer = await verify(body.otp_token, otp);
      expect(answer.status).toBe(429);
      expect(answer.body).toEqual({ error: "otp_attempts_exhausted" });
    }
  });

  it("refuses an expired challenge", async () => {
    const { body, code } = await startChallenge();
    await t.api.db.query("update otp_challenges set expires_at = now() - interval '1 second' where id = (select max(id) from otp_challenges)");
    expect((await verify(body.otp_token, code)).status).toBe(401);
  });
});

describe("GET /api/hours_validation/companies/:id/contracts", () => {
  let employer: Credentials;
  beforeAll(async () => {
    employer = await t.signIn("employer@example.com");
  });

  type HoursValidationContract = {
    id: number;
    employeeName: string;
    positionName: string;
    status: string | null;
    startDate: string;
    endDate: string;
    timesheets: unknown[];
  };
  const contracts = (externalId: number | string, startDate: string, endDate: string, headers: Record<string, string>) =>
    t.rest<{ data: { data: HoursValidationContract[] } }>(
      "GET",
      `/api/hours_validation/companies/${externalId}/contracts?${new URLSearchParams({ startDate, endDate })}`,
      undefined,
      headers,
    );

  const expectedContracts = (externalId: number, startDate: string, endDate: string) =>
    t.api.db.query(
      `select id, employee_name as "employeeName", position_name as "positionName",
         to_char(start_date, 'YYYY-MM-DD') as "startDate", to_char(end_date, 'YYYY-MM-DD') as "endDate"
       from hours_validation_contracts
       where external_company_id = $1 and end_date >= $2::date and start_date <= $3::date order by end_date, id`,
      [externalId, startDate, endDate],
    );
  const listed = (rows: HoursValidationContract[]) =>
    rows.map(({ id, employeeName, positionName, startDate, endDate }) => ({ id, employeeName, positionName, startDate, endDate }));

  it("answers the company's contracts as {data: {data: [...]}}", async () => {
    const [from, to] = [await dayFromToday(-365), await dayFromToday(365)];
    const answer = await contracts(4101, from, to, userHeaders(employer));
    expect(answer.status).toBe(200);
    expect(Object.keys(answer.body)).toEqual(["data"]);
    expect(Object.keys(answer.body.data)).toEqual(["data"]);
    const rows = answer.body.data.data;
    expect(listed(rows)).toEqual(await expectedContracts(4101, from, to));
    expect(rows.length).toBe(4);
    for (const row of rows) {
      expect(row).toEqual({
        id: expect.any(Number),
        line: "construct",
        employeeName: expect.any(String),
        positionName: expect.any(String),
        contractNumber: expect.any(String),
        workerType: "worker",
        status: row.status === null ? null : expect.stringMatching(/^(draft|final)$/),
        startDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        endDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        timesheets: expect.any(Array),
      });
      expect(row.timesheets.length).toBeGreaterThan(0);
    }
    expect(rows.map((row) => row.employeeName)).toEqual(["Bram Goossens", "Arne Smets", "Pieter Wouters", "Nina Jacobs"]);
  });

  it("answers only the contracts that overlap the period", async () => {
    const [from, to] = [await dayFromToday(20), await dayFromToday(30)];
    const answer = await contracts(4101, from, to, userHeaders(employer));
    expect(answer.status).toBe(200);
    expect(answer.body.data.data.map((row) => row.employeeName)).toEqual(["Nina Jacobs"]);
    expect(listed(answer.body.data.data)).toEqual(await expectedContracts(4101, from, to));
  });

  it("answers the interim line of work of the same company too", async () => {
    const answer = await contracts(4102, await dayFromToday(-365), await dayFromToday(365), userHeaders(employer));
    expect(answer.status).toBe(200);
    expect(answer.body.data.data.map((row) => row.employeeName).sort()).toEqual(["Ines De Wit", "Lotte Maes", "Sofie Claes"]);
  });

  it("answers 401 without credentials or with a wrong token", async () => {
    const [from, to] = [await dayFromToday(-30), await dayFromToday(30)];
    expect((await contracts(4101, from, to, {})).status).toBe(401);
    expect((await contracts(4101, from, to, { "x-user-email": "employer@example.com", "x-user-token": "forged" })).status).toBe(401);
    expect((await contracts(4101, from, to, { "x-user-email": "payroll@example.com", "x-user-token": employer.token })).status).toBe(401);
  });

  it("answers 403 for the external id of another company", async () => {
    const answer = await contracts(4301, await dayFromToday(-30), await dayFromToday(30), userHeaders(employer));
    expect(answer.status).toBe(403);
    expect(answer.body).not.toHaveProperty("data");
  });

  it("answers 400 for missing or malformed dates and ids", async () => {
    const from = await dayFromToday(-30);
    expect((await t.rest("GET", "/api/hours_validation/companies/4101/contracts", undefined, userHeaders(employer))).status).toBe(400);
    expect((await contracts(4101, from, "tomorrow", userHeaders(employer))).status).toBe(400);
    expect((await contracts("abc", from, from, userHeaders(employer))).status).toBe(400);
  });
});

describe("GraphQL: user", () => {
  it("answers the signed-in user with the selected company and one permission per company", async () => {
    const employer = await t.signIn("employer@example.com");
    const answer = await t.graphql<{ user: { createdAt: string; company: unknown; permissions: unknown } }>(USER_QUERY, {}, userHeaders(employer));
    expect(answer.status).toBe(200);
    expect(answer.errors).toBeUndefined();
    const user = answer.data!.user;
    const [row] = await t.api.db.query<{ id: number; vat: string }>(
      "select u.id, c.vat from users u join companies c on c.id = u.selected_company_id where u.email = 'employer@example.com'",
    );
    const klok = await companyId("Brouwerij De Klok");
    const vermeulen = await companyId("Bakkerij Vermeulen");

    expect(user).toMatchObject({
      id: String(row.id),
      email: "employer@example.com",
      kind: "user",
      firstName: "Els",
      lastName: "Vermeersch",
      telephone: null,
      mobile: "+32 470 12 34 56",
      preferredLanguage: "en",
      acceptedTermsAndConditionsAt: "2025-01-15T09:00:00.000Z",
    });
    expect(new Date(user.createdAt).toISOString()).toBe(user.createdAt);
    expect(user.company).toEqual({
      id: klok,
      name: "Brouwerij De Klok",
      logo: null,
      vat: row.vat,
      hasNonPayrollOffers: true,
      costPlacesEnabled: true,
      offers: [
        { id: expect.any(String), name: "Payroll", kind: "payroll", connexysId: "CX-100245" },
        { id: expect.any(String), name: "Interim", kind: "interim", connexysId: null },
        { id: expect.any(String), name: "Construct", kind: "construct", connexysId: null },
      ],
      vivaldisOffice: {
        code: "ANT",
        name: "Kantoor Antwerpen",
        street: "Frankrijklei 120",
        zip: "2000",
        city: "Antwerpen",
        email: "antwerpen@portal.example",
        phone: "+32 3 201 10 10",
      },
    });
    expect(user.permissions).toEqual([
      {
        companyId: vermeulen,
        companyName: "Bakkerij Vermeulen",
        hoursValidationLevel: "all_allowed",
        canManageUsers: true,
        construct4dPermissions: null,
        interim4dPermissions: null,
      },
      {
        companyId: klok,
        companyName: "Brouwerij De Klok",
        hoursValidationLevel: "all_allowed",
        canManageUsers: true,
        construct4dPermissions: { id: "4101", permissions: ["hours_validation", "extending_contracts"] },
        interim4dPermissions: { id: "4102", permissions: ["hours_validation", "extending_contracts"] },
      },
    ]);
  });

  it("records when the user was last seen", async () => {
    const session = await t.signIn("promo@example.com");
    await t.api.db.query("update users set last_seen_at = null where email = 'promo@example.com'");
    await t.graphql<CompanyAnswer>(COMPANY_QUERY, {}, userHeaders(session));
    const [row] = await t.api.db.query<{ last_seen_at: Date | null }>("select last_seen_at from users where email = 'promo@example.com'");
    expect(row.last_seen_at).toBeInstanceOf(Date);
  });

  it("writes the last visit at most every five minutes, so that reading a page writes nothing", async () => {
    const session = await t.signIn("promo@example.com");
    const lastSeenAfterVisitAt = async (minutesAgo: number) => {
      await t.api.db.query("update users set last_seen_at = now() - make_interval(mins => $1) where email = 'promo@example.com'", [minutesAgo]);
      await t.graphql<CompanyAnswer>(COMPANY_QUERY, {}, userHeaders(session));
      const [row] = await t.api.db.query<{ minutes: number }>(
        "select round(extract(epoch from now() - last_seen_at) / 60)::int as minutes from users where email = 'promo@example.com'",
      );
      return row.minutes;
    };
    expect(await lastSeenAfterVisitAt(4)).toBe(4);
    expect(await lastSeenAfterVisitAt(6)).toBe(0);
  });

  it("answers UNAUTHENTICATED with HTTP 401 without credentials", async () => {
    const answer = await t.graphql(COMPANY_QUERY);
    expect(answer.status).toBe(401);
    expect(errorCode(answer)).toBe("UNAUTHENTICATED");
  });
});

describe("GraphQL: employee", () => {
  it("answers the signed-in employee and their profile", async () => {
    const session = await t.signInEmployee("employee@example.com");
    const answer = await t.graphql(
      `query { employee {
        id firstName lastName email mobile isStudent intentAgreementUrl studentAgreementUrl
        profile { city street streetNumber zip country countryOfBirth nationalityCountry placeOfBirth birthdate }
      } }`,
      {},
      employeeHeaders(session),
    );
    expect(answer.status).toBe(200);
    expect(answer.data?.employee).toEqual({
      id: String(await accountId("employees", "employee@example.com")),
      firstName: "Jonas",
      lastName: "Hermans",
      email: "employee@example.com",
      mobile: "+32 485 11 22 33",
      isStudent: false,
      // Jonas signs the intent agreement in the portal (seed-employees.ts).
      intentAgreementUrl: null,
      studentAgreementUrl: null,
      profile: {
        city: "Antwerpen",
        street: "Kammenstraat",
        streetNumber: "25",
        zip: "2000",
        country: "BE",
        countryOfBirth: "BE",
        nationalityCountry: "BE",
        placeOfBirth: "Antwerpen",
        birthdate: "1997-04-08",
      },
    });
  });
});

describe("GraphQL: userDashboard", () => {
  it("counts the selected company's rows", async () => {
    const employer = await t.signIn("employer@example.com");
    const answer = await t.graphql(
      "query { userDashboard { contractNotReadyCount extensionCandidatesCount openedSurveysCount unpaidInvoicesCount } }",
      {},
      userHeaders(employer),
    );
    expect(answer.status).toBe(200);
    const klok = Number(await companyId("Brouwerij De Klok"));
    const [expected] = await t.api.db.query<Record<string, number>>(
      `select
        (select count(*)::int from team_members where company_id = $1 and not disabled
           and status in ('missing_information', 'expired_information')) as "contractNotReadyCount",
        (select count(*)::int from surveys where company_id = $1 and state = 'OPENED') as "openedSurveysCount",
        (select count(*)::int from invoices where company_id = $1 and status = 'not_paid') as "unpaidInvoicesCount"`,
      [klok],
    );
    // The contracts to extend are those the payroll extension list shows as to extend.
    const toExtend = await t.graphql<{ contractExtensions: { totalCount: number } }>(
      "query { contractExtensions(line: payroll, status: to_extend) { totalCount } }",
      {},
      userHeaders(employer),
    );
    expected.extensionCandidatesCount = toExtend.data!.contractExtensions.totalCount;
    expect(answer.data?.userDashboard).toEqual(expected);
    for (const count of Object.values(expected)) expect(count).toBeGreaterThan(0);
  });
});

describe("GraphQL: acceptTermsAndConditions", () => {
  it("sets acceptedTermsAndConditionsAt for terms@example.com, once", async () => {
    const session = await t.signIn("terms@example.com");
    const query = "query { user { acceptedTermsAndConditionsAt } }";
    type TermsAnswer = { user: { acceptedTermsAndConditionsAt: string | null } };
    expect((await t.graphql<TermsAnswer>(query, {}, userHeaders(session))).data?.user.acceptedTermsAndConditionsAt).toBeNull();

    const before = Date.now();
    const accept = await t.graphql("mutation { acceptTermsAndConditions(input: {}) { status } }", {}, userHeaders(session));
    expect(accept.data?.acceptTermsAndConditions).toEqual({ status: "accepted" });

    const acceptedAt = (await t.graphql<TermsAnswer>(query, {}, userHeaders(session))).data?.user.acceptedTermsAndConditionsAt;
    expect(acceptedAt).toEqual(expect.any(String));
    expect(Math.abs(new Date(acceptedAt as string).getTime() - before)).toBeLessThan(60_000);

    // Accepting again keeps the first moment.
    await t.graphql("mutation { acceptTermsAndConditions(input: {}) { status } }", {}, userHeaders(session));
    expect((await t.graphql<TermsAnswer>(query, {}, userHeaders(session))).data?.user.acceptedTermsAndConditionsAt).toBe(acceptedAt);
  });

  it("needs a signed-in user", async () => {
    const answer = await t.graphql("mutation { acceptTermsAndConditions(input: {}) { status } }");
    expect(errorCode(answer)).toBe("UNAUTHENTICATED");
  });
});

describe("GraphQL: selectCompany", () => {
  const SELECT = "mutation Select($id: ID!) { selectCompany(input: { companyId: $id }) { user { company { id name } } } }";
  type SelectAnswer = { selectCompany: { user: { company: unknown } } };

  it("switches to the user's second company and back", async () => {
    const session = await t.signIn("employer@example.com");
    const vermeulen = await companyId("Bakkerij Vermeulen");
    const klok = await companyId("Brouwerij De Klok");
    try {
      const answer = await t.graphql<SelectAnswer>(SELECT, { id: vermeulen }, userHeaders(session));
      expect(answer.status).toBe(200);
      expect(answer.data?.selectCompany.user.company).toEqual({ id: vermeulen, name: "Bakkerij Vermeulen" });
      expect((await t.graphql<CompanyAnswer>(COMPANY_QUERY, {}, userHeaders(session))).data?.user.company.name).toBe("Bakkerij Vermeulen");
    } finally {
      const back = await t.graphql<SelectAnswer>(SELECT, { id: klok }, userHeaders(session));
      expect(back.data?.selectCompany.user.company).toEqual({ id: klok, name: "Brouwerij De Klok" });
    }
  });

  it("refuses a company the user is not a member of, leaving the selection as it was", async () => {
    const session = await t.signIn("employer@example.com");
    for (const id of [await companyId("Transport Peeters"), "999999", "not-a-number"]) {
      const answer = await t.graphql<SelectAnswer>(SELECT, { id }, userHeaders(session));
      expect(answer.status, id).toBe(403);
      expect(errorCode(answer)).toBe("FORBIDDEN");
      expect(answer.data ?? null).toBeNull();
    }
    expect((await t.graphql<CompanyAnswer>(COMPANY_QUERY, {}, userHeaders(session))).data?.user.company.name).toBe("Brouwerij De Klok");
  });
});

describe("GraphQL: updateUser", () => {
  const UPDATE = `mutation Update($user: UserInput!) {
    updateUser(input: { user: $user }) { user { email firstName lastName preferredLanguage } }
  }`;
  type UpdateAnswer = { updateUser: { user: { email: string } } };

  it("changes the names and the language, trimmed", async () => {
    const session = await t.signUp(uniqueEmail("profile"));
    const answer = await t.graphql<UpdateAnswer>(
      UPDATE,
      { user: { email: session.email, firstName: " Ann ", lastName: "Peeters", preferredLanguage: "nl" } },
      userHeaders(session),
    );
    expect(answer.status).toBe(200);
    expect(answer.data?.updateUser.user).toEqual({ email: session.email, firstName: "Ann", lastName: "Peeters", preferredLanguage: "nl" });
  });

  it("changes no e-mail address: a new one takes the current password and a confirmation (updateProfile)", async () => {
    const session = await t.signUp(uniqueEmail("renaming"));
    const newEmail = uniqueEmail("renamed");
    const answer = await t.graphql<UpdateAnswer>(
      UPDATE,
      { user: { email: newEmail, firstName: "Ann", lastName: "Peeters", preferredLanguage: "nl" } },
      userHeaders(session),
    );
    expect(answer.status).toBe(422);
    expect(errorCode(answer)).toBe("CURRENT_PASSWORD_REQUIRED");
    expect((await t.graphql<CompanyAnswer>(COMPANY_QUERY, {}, userHeaders(session))).data?.user.email).toBe(session.email);
  });

  it("keeps the user's own e-mail in another case", async () => {
    const session = await t.signUp(uniqueEmail("samecase"));
    const answer = await t.graphql<UpdateAnswer>(
      UPDATE,
      { user: { email: session.email.toUpperCase(), firstName: "Same", lastName: "Case", preferredLanguage: "en" } },
      userHeaders(session),
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.updateUser.user.email).toBe(session.email);
  });

  it("refuses an invalid e-mail with EMAIL_INVALID, another account's with CURRENT_PASSWORD_REQUIRED, changing nothing", async () => {
    const session = await t.signUp(uniqueEmail("refused"));
    const invalid = await t.graphql<UpdateAnswer>(
      UPDATE,
      { user: { email: "not an email", firstName: "Test", lastName: "User", preferredLanguage: "en" } },
      userHeaders(session),
    );
    expect(invalid.status).toBe(422);
    expect(errorCode(invalid)).toBe("EMAIL_INVALID");

    const taken = await t.graphql<UpdateAnswer>(
      UPDATE,
      { user: { email: "Employer@Example.com", firstName: "Test", lastName: "User", preferredLanguage: "en" } },
      userHeaders(session),
    );
    expect(taken.status).toBe(422);
    expect(errorCode(taken)).toBe("CURRENT_PASSWORD_REQUIRED");

    const blank = await t.graphql<UpdateAnswer>(
      UPDATE,
      { user: { email: session.email, firstName: " ", lastName: "User", preferredLanguage: "en" } },
      userHeaders(session),
    );
    expect(errorCode(blank)).toBe("NAME_REQUIRED");

    const me = await t.graphql("query { user { email firstName } }", {}, userHeaders(session));
    expect(me.data?.user).toEqual({ email: session.email, firstName: "Test" });
  });
});

describe("GraphQL: requestPasswordReset and resetPassword", () => {
  const REQUEST = "mutation Request($email: String!) { requestPasswordReset(input: { email: $email }) { status } }";
  const RESET = "mutation Reset($token: String!, $password: String!) { resetPassword(input: { token: $token, password: $password }) { status } }";

  const requestLink = async (email: string) => {
    let answer!: GraphqlAnswer;
    const mails = await t.outbox.during(async () => {
      answer = await t.graphql(REQUEST, { email });
    });
    expect(answer.data?.requestPasswordReset).toEqual({ status: "sent" });
    return mails;
  };

  it("mails a reset link that works once, signs the account out and lets the new password in", async () => {
    const session = await t.signUp(uniqueEmail("forgetful"));
    const mails = await requestLink(session.email.toUpperCase());
    expect(mails).toHaveLength(1);
    expect(mails[0].to).toBe(session.email);
    expect(mails[0].subject).toBe("Reset your password");
    const link = /(\S+\/reset-password\?token=\S+)/.exec(mails[0].text)?.[1];
    expect(link).toBeDefined();
    const url = new URL(link!);
    expect(url.origin).toBe(PORTAL_URL);
    expect(url.pathname).toBe("/reset-password");
    const token = url.searchParams.get("token")!;
    expect(token.length).toBeGreaterThanOrEqual(40);

    // A password that is too short leaves the link usable.
    const short = await t.graphql(RESET, { token, password: "short" });
    expect(errorCode(short)).toBe("PASSWORD_UNACCEPTABLE");

    const newPassword = "A-new-password-2026";
    const reset = await t.graphql(RESET, { token, password: newPassword });
    expect(reset.status).toBe(200);
    expect(reset.data?.resetPassword).toEqual({ status: "changed" });

    const again = await t.graphql(RESET, { token, password: "Yet-another-password" });
    expect(again.status).toBe(422);
    expect(errorCode(again)).toBe("LINK_INVALID");

    expect(errorCode(await t.graphql<CompanyAnswer>(COMPANY_QUERY, {}, userHeaders(session)))).toBe("UNAUTHENTICATED");
    expect((await t.rest("POST", "/users/sign_in", { user: { email: session.email, password: DEMO_PASSWORD } })).status).toBe(401);
    const signedIn = await t.signIn(session.email, newPassword);
    expect(signedIn.email).toBe(session.email);
  });

  it("answers the same for an unknown e-mail and writes no mail", async () => {
    const mails = await requestLink("nobody-here@example.com");
    expect(mails).toEqual([]);
  });

  it("refuses an invalid e-mail", async () => {
    const answer = await t.graphql(REQUEST, { email: "nobody" });
    expect(errorCode(answer)).toBe("EMAIL_INVALID");
  });

  it("refuses an unknown token and an expired link", async () => {
    expect(errorCode(await t.graphql(RESET, { token: "not-a-link", password: "Long-enough-password" }))).toBe("LINK_INVALID");

    const session = await t.signUp(uniqueEmail("slow"));
    const token = await issueLink(t.api.db, "user", await accountId("users", session.email), "reset_password");
    await t.api.db.query("update one_time_links set expires_at = now() - interval '1 second' where id = (select max(id) from one_time_links)");
    expect(errorCode(await t.graphql(RESET, { token, password: "Long-enough-password" }))).toBe("LINK_INVALID");
    expect((await t.signIn(session.email)).email).toBe(session.email);
  });
});

describe("GraphQL: setYourPassword", () => {
  const SET = `mutation Set($token: String!, $email: String!, $password: String!) {
    setYourPassword(input: { token: $token, email: $email, password: $password }) { status }
  }`;

  it("sets an invited user's first password, refusing a mismatched e-mail first", async () => {
    const email = uniqueEmail("invited");
    const [{ id }] = await t.api.db.query<{ id: number }>("insert into users (email, first_name, last_name) values ($1, 'Ina', 'Vited') returning id", [email]);
    const token = await issueLink(t.api.db, "user", id, "set_password");
    const password = "Welcome-password-1";

    const mismatched = await t.graphql(SET, { token, email: "someone.else@example.com", password });
    expect(mismatched.status).toBe(422);
    expect(errorCode(mismatched)).toBe("LINK_INVALID");
    expect((await t.rest("POST", "/users/sign_in", { user: { email, password } })).status).toBe(401);

    const tooShort = await t.graphql(SET, { token, email, password: "123456789" });
    expect(errorCode(tooShort)).toBe("PASSWORD_UNACCEPTABLE");

    const accepted = await t.graphql(SET, { token, email: email.toUpperCase(), password });
    expect(accepted.status).toBe(200);
    expect(accepted.data?.setYourPassword).toEqual({ status: "changed" });
    expect((await t.signIn(email, password)).email).toBe(email);

    expect(errorCode(await t.graphql(SET, { token, email, password: "Another-password-2" }))).toBe("LINK_INVALID");
  });

  it("does not take a reset link", async () => {
    const session = await t.signUp(uniqueEmail("wrongpurpose"));
    const token = await issueLink(t.api.db, "user", await accountId("users", session.email), "reset_password");
    const answer = await t.graphql(SET, { token, email: session.email, password: "Welcome-password-1" });
    expect(errorCode(answer)).toBe("LINK_INVALID");
  });

  it("sets an employee's first password", async () => {
    const email = "sofie.claes@example.com";
    const token = await issueLink(t.api.db, "employee", await accountId("employees", email), "set_password");
    const answer = await t.graphql(SET, { token, email, password: "Sofie-password-1" });
    expect(answer.data?.setYourPassword).toEqual({ status: "changed" });
    const session = await t.signInEmployee(email, "Sofie-password-1");
    expect((await t.graphql("query { employee { firstName } }", {}, employeeHeaders(session))).data?.employee).toEqual({
      firstName: "Sofie",
    });
  });
});
