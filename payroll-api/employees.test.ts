// Employees (part 2 §2 screens 5–7, §3–§5) over HTTP on a fresh seeded database: the profile and its
// edit forms for an employer and for the employee, certificates and scans, identity verification with
// real OCR of generated ID cards, team statuses, and scoping to the companies the employee works for.
import { drawDocumentScan, drawIdCardBack, td1Zone } from "../tests/support/id-card-image";
import { employeeHeaders, errorCode, useTestApi } from "./test-support";

const t = useTestApi();
const { as } = t;
const employer = () => as("employer@example.com");
const idOf = async (email: string) => String((await t.api.db.query<{ id: number }>("select id from employees where email = $1", [email]))[0].id);
const base64 = (bytes: Buffer) => bytes.toString("base64");

const PROFILE = `query Profile($id: ID!) { companyEmployee(id: $id) {
  member { status email } invitationSentAt
  employee { id firstName gender nationalRegisterNumber bankAccount { iban bic } wageProfile { maritalState childrenNumber }
    identity { idCardNumber idCardExpiresOn check scans { document side } pendingVerification { id state } }
    certificates { id certificateType expiresOn sides } profile { street buildingNumber country } }
} }`;
const PERSONAL = `mutation Personal($input: EmployeePersonalInformationInput!) { updateEmployeePersonalInformation(input: $input) { bankAccount { iban bic } } }`;
const GENERAL = `mutation General($input: EmployeeGeneralInformationInput!) { updateEmployeeGeneralInformation(input: $input) { nationalRegisterNumber identity { check } } }`;
const WAGE = `mutation Wage($input: WageProfileInput!) { updateEmployeeWageProfile(input: $input) { wageProfile { maritalState maritalDate childrenNumber } } }`;
const CERTIFICATE = `mutation Certificate($input: EmployeeCertificateInput!) { saveEmployeeCertificate(input: $input) { id certificateType expiresOn sides } }`;
const START = `mutation Start($input: StartIdentityVerificationInput!) { startIdentityVerification(input: $input) { id state } }`;
const VERIFICATION = `query Verification($id: ID!) { identityVerification(id: $id) { state ocrMillis reading { idCardNumber lastName firstName nationality birthdate gender idCardExpiresOn nationalRegisterNumber } } }`;
const COMPLETE = `mutation Complete($input: CompleteIdentityVerificationInput!) { completeIdentityVerification(input: $input) { identity { check idCardNumber } } }`;

const problemsOf = (answer: { errors?: { extensions?: Record<string, unknown> }[] }) => answer.errors?.[0]?.extensions?.problems;

const personal = (employeeId: string | undefined, iban: string, bic = "") => ({
  employeeId,
  iban,
  bic,
  street: "Korte Meer",
  streetNumber: "4",
  buildingNumber: "2",
  zip: "9000",
  city: "Gent",
  country: "BE",
  mobile: "+32 471 11 11 11",
});

describe("the profile", () => {
  it("is read by a user of a company whose team the employee is in, with the status of that team", async () => {
    const answer = await t.graphql(PROFILE, { id: await idOf("bram.goossens@example.com") }, await employer());
    expect(answer.errors).toBeUndefined();
    expect(answer.data).toMatchObject({ companyEmployee: { member: { status: "missing_information", email: "bram.goossens@example.com" } } });
  });

  it("answers NOT_FOUND for an employee of another company, for queries, mutations and scans", async () => {
    const outsider = await as("payroll@example.com");
    const id = await idOf("bram.goossens@example.com");
    expect(errorCode(await t.graphql(PROFILE, { id }, outsider))).toBe("NOT_FOUND");
    expect(errorCode(await t.graphql(PROFILE, { id: "999999" }, outsider))).toBe("NOT_FOUND");
    expect(errorCode(await t.graphql(PERSONAL, { input: personal(id, "BE56363123456788") }, outsider))).toBe("NOT_FOUND");
    const sofie = await idOf("sofie.claes@example.com");
    const scan = await fetch(`${t.url}/api/employees/${sofie}/scans/id_card/front`, { headers: outsider });
    expect(scan.status).toBe(404);
    expect((await fetch(`${t.url}/api/employees/${sofie}/scans/id_card/front`)).status).toBe(401);
  });

  it("refuses an invalid IBAN and a BIC that contradicts a Belgian IBAN's bank, and fills the BIC in", async () => {
    const id = await idOf("bram.goossens@example.com");
    const headers = await employer();
    const invalid = await t.graphql(PERSONAL, { input: personal(id, "BE07068123678967") }, headers);
    expect(errorCode(invalid)).toBe("EMPLOYEE_INVALID");
    expect(problemsOf(invalid)).toEqual([{ field: "iban", code: "IBAN_INVALID" }]);
    const mismatch = await t.graphql(PERSONAL, { input: personal(id, "BE07068123678966", "KREDBEBB") }, headers);
    expect(problemsOf(mismatch)).toEqual([{ field: "bic", code: "BIC_MISMATCH" }]);
    const saved = await t.graphql(PERSONAL, { input: personal(id, "be07 0681 2367 8966") }, headers);
    expect(saved.data).toEqual({ updateEmployeePersonalInformation: { bankAccount: { iban: "BE07068123678966", bic: "GKCCBEBB" } } });
  });

  it("refuses identity data outside a verification, with a problem for each field sent, and saves the rest", async () => {
    const id = await idOf("arne.smets@example.com");
    const rest = { employeeId: id, placeOfBirth: "Kontich", countryOfBirth: "BE", preferredLanguage: "nl" };
    const identity = {
      firstName: "Arnold",
      lastName: "Smets",
      birthdate: "1996-12-05",
      nationality: "BE",
      gender: "male",
      nationalRegisterNumber: "96120503770",
    };
    const before = await t.api.db.query("select first_name, national_register_number, identity_check from employees where id = $1", [id]);
    const refused = await t.graphql(GENERAL, { input: { ...rest, ...identity } }, await employer());
    expect(refused.status).toBe(422);
    expect(problemsOf(refused)).toEqual(Object.keys(identity).map((field) => ({ field, code: "IDENTITY_VERIFICATION_REQUIRED" })));
    const oneField = await t.graphql(GENERAL, { input: { ...rest, nationalRegisterNumber: "96120503770" } }, await employer());
    expect(problemsOf(oneField)).toEqual([{ field: "nationalRegisterNumber", code: "IDENTITY_VERIFICATION_REQUIRED" }]);
    expect(await t.api.db.query("select first_name, national_register_number, identity_check from employees where id = $1", [id])).toEqual(before);

    const saved = await t.graphql(GENERAL, { input: { ...rest, placeOfBirth: "Lint" } }, await employer());
    expect(saved.status).toBe(200);
    expect(saved.data).toEqual({ updateEmployeeGeneralInformation: { nationalRegisterNumber: "96120503771", identity: { check: "unverified" } } });
    expect(await t.api.db.query("select place_of_birth from employees where id = $1", [id])).toEqual([{ place_of_birth: "Lint" }]);
  });

  it("checks the wage profile's limits: a marital date not in the future, counts 0–20, disabled not more than the total", async () => {
    const id = await idOf("arne.smets@example.com");
    const input = {
      employeeId: id,
      maritalState: "married",
      maritalDate: "2099-01-01",
      childrenNumber: 21,
      childrenWithDisabilitiesNumber: 0,
      dependentPersonsNumber: 1,
      dependentPersonsWithDisabilitiesNumber: 2,
      isStudent: false,
      taxCode: "scale_2",
      involuntaryPartTime: false,
    };
    const codes = (problemsOf(await t.graphql(WAGE, { input }, await employer())) as { code: string }[]).map((p) => p.code).sort();
    expect(codes).toEqual(["MARITAL_DATE_IN_FUTURE", "MORE_WITH_DISABILITIES_THAN_TOTAL", "OUT_OF_RANGE"]);
    const saved = await t.graphql(
      WAGE,
      { input: { ...input, maritalDate: "2020-06-13", childrenNumber: 20, dependentPersonsWithDisabilitiesNumber: 1 } },
      await employer(),
    );
    expect(saved.data).toEqual({ updateEmployeeWageProfile: { wageProfile: { maritalState: "married", maritalDate: "2020-06-13", childrenNumber: 20 } } });
  });
});

describe("certificates", () => {
  it("are added with front and back scans judged by their bytes, served to the employer, and updated keeping their scans", async () => {
    const id = await idOf("lore.michiels@example.be");
    const headers = await as("bakery@example.com");
    const front = await drawDocumentScan("VCA front");
    const missingFront = await t.graphql(CERTIFICATE, { input: { employeeId: id, certificateType: "vca_basic", back: { data: base64(front) } } }, headers);
    expect(problemsOf(missingFront)).toEqual([{ field: "front", code: "SCAN_REQUIRED" }]);
    const notAnImage = await t.graphql(
      CERTIFICATE,
      { input: { employeeId: id, certificateType: "vca_basic", front: { data: base64(Buffer.from("%PDF-1.4")) } } },
      headers,
    );
    expect(problemsOf(notAnImage)).toEqual([{ field: "front", code: "SCAN_INVALID" }]);

    const added = await t.graphql<{ saveEmployeeCertificate: { id: string; sides: string[] } }>(
      CERTIFICATE,
      {
        input: {
          employeeId: id,
          certificateType: "vca_basic",
          expiresOn: "2030-01-31",
          front: { data: base64(front) },
          back: { data: base64(await drawDocumentScan("VCA back")) },
        },
      },
      headers,
    );
    expect(added.data?.saveEmployeeCertificate.sides).toEqual(["front", "back"]);
    const certificateId = added.data!.saveEmployeeCertificate.id;
    const download = await fetch(`${t.url}/api/employees/${id}/certificates/${certificateId}/front`, { headers });
    expect(download.headers.get("content-type")).toBe("image/png");
    expect(Buffer.from(await download.arrayBuffer()).equals(front)).toBe(true);

    const updated = await t.graphql(CERTIFICATE, { input: { employeeId: id, certificateId, certificateType: "vca_vol", expiresOn: "2031-01-31" } }, headers);
    expect(updated.data).toEqual({
      saveEmployeeCertificate: { id: certificateId, certificateType: "vca_vol", expiresOn: "2031-01-31", sides: ["front", "back"] },
    });
  });
});

async function readingOf(verificationId: string, headers: Record<string, string>) {
  for (let attempt = 0; attempt < 240; attempt++) {
    const answer = await t.graphql<{ identityVerification: { state: string; reading: Record<string, string> | null } }>(
      VERIFICATION,
      { id: verificationId },
      headers,
    );
    if (answer.data?.identityVerification.state !== "reading") return answer.data!.identityVerification;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error("the card was never read");
}

describe("identity verification", () => {
  const noor = {
    documentNumber: "592011110524",
    lastName: "AERTS",
    firstNames: "NOOR",
    nationality: "BEL",
    birthdate: "1995-10-03",
    gender: "female",
    expiresOn: "2032-10-02",
    nationalRegisterNumber: "95100304884",
  } as const;

  it("reads a generated card, and the data saved as read is verified", async () => {
    const id = await idOf("noor.aerts@example.be");
    const headers = await employer();
    const back = await drawIdCardBack(td1Zone(noor));
    const started = await t.graphql<{ startIdentityVerification: { id: string; state: string } }>(
      START,
      { input: { employeeId: id, front: { data: base64(await drawDocumentScan("ID front")) }, back: { data: base64(back) } } },
      headers,
    );
    expect(started.data?.startIdentityVerification.state).toBe("reading");
    const verification = await readingOf(started.data!.startIdentityVerification.id, headers);
    expect(verification.state).toBe("succeeded");
    expect(verification.reading).toMatchObject({
      idCardNumber: "592011110524",
      lastName: "AERTS",
      nationality: "BE",
      birthdate: "1995-10-03",
      nationalRegisterNumber: "95100304884",
    });

    const input = {
      verificationId: started.data!.startIdentityVerification.id,
      employeeId: id,
      firstName: "Noor",
      lastName: "Aerts",
      birthdate: "1995-10-03",
      gender: "female",
      nationality: "BE",
      nationalRegisterNumber: "95100304884",
      idCardNumber: "592-0111105-24",
      idCardExpiresOn: "2032-10-02",
    };
    const completed = await t.graphql(COMPLETE, { input }, headers);
    expect(completed.data).toEqual({ completeIdentityVerification: { identity: { check: "verified", idCardNumber: "592011110524" } } });
    const profile = await t.graphql<{ companyEmployee: { employee: { identity: { scans: unknown[]; pendingVerification: unknown } } } }>(
      PROFILE,
      { id },
      headers,
    );
    expect(profile.data?.companyEmployee.employee.identity.scans).toEqual([
      { document: "id_card", side: "back" },
      { document: "id_card", side: "front" },
    ]);
    expect(profile.data?.companyEmployee.employee.identity.pendingVerification).toBeNull();
  });

  it("fails on an unreadable card; the data typed by hand needs manual verification", async () => {
    const id = await idOf("ella.segers@example.be");
    const headers = await employer();
    const back = await drawIdCardBack(td1Zone({ ...noor, lastName: "SEGERS", firstNames: "ELLA" }), { unreadable: true });
    const started = await t.graphql<{ startIdentityVerification: { id: string } }>(
      START,
      { input: { employeeId: id, front: { data: base64(await drawDocumentScan("ID front")) }, back: { data: base64(back) } } },
      headers,
    );
    const verification = await readingOf(started.data!.startIdentityVerification.id, headers);
    expect(verification).toMatchObject({ state: "failed", reading: null });
    const expiredCard = {
      employeeId: id,
      firstName: "Ella",
      lastName: "Segers",
      birthdate: "2000-01-15",
      gender: "female",
      nationality: "BE",
      idCardNumber: "592013579576",
      idCardExpiresOn: "2020-01-01",
    };
    expect(problemsOf(await t.graphql(COMPLETE, { input: expiredCard }, headers))).toEqual([{ field: "idCardExpiresOn", code: "EXPIRED" }]);
    const badNumber = { ...expiredCard, idCardNumber: "592013579577", idCardExpiresOn: "2031-01-14" };
    expect(problemsOf(await t.graphql(COMPLETE, { input: badNumber }, headers))).toEqual([{ field: "idCardNumber", code: "ID_CARD_NUMBER_CHECK_DIGITS" }]);
    const byHand = await t.graphql(COMPLETE, { input: { ...badNumber, idCardNumber: "592013579576" } }, headers);
    expect(byHand.data).toEqual({ completeIdentityVerification: { identity: { check: "manual", idCardNumber: "592013579576" } } });
    // The failed verification is no longer pending: the details typed by hand took its place.
    const profile = await t.graphql<{ companyEmployee: { employee: { identity: { pendingVerification: unknown } } } }>(PROFILE, { id }, headers);
    expect(profile.data?.companyEmployee.employee.identity.pendingVerification).toBeNull();
    const after = await t.graphql<{ identityVerification: { state: string } }>(VERIFICATION, { id: started.data!.startIdentityVerification.id }, headers);
    expect(after.data?.identityVerification.state).toBe("superseded");
  });
});

describe("the employee's own profile", () => {
  it("completing it makes the employee available in the team", async () => {
    const session = await t.signInEmployee("employee@example.com");
    const headers = employeeHeaders(session);
    const jonas = await idOf("employee@example.com");
    const status = async () => (await t.api.db.query<{ status: string }>("select status from team_members where employee_id = $1", [jonas]))[0].status;
    expect(await status()).toBe("missing_information");
    const refused = await t.graphql(`mutation { signAgreements(input: { intent: false, student: false }) { intentAgreementUrl } }`, {}, headers);
    expect(problemsOf(refused)).toEqual([{ field: "intent", code: "AGREEMENT_REQUIRED" }]);
    const signed = await t.graphql<{ signAgreements: { intentAgreementUrl: string } }>(
      `mutation { signAgreements(input: { intent: true, student: false }) { intentAgreementUrl } }`,
      {},
      headers,
    );
    expect(signed.data?.signAgreements.intentAgreementUrl).toBe(`/api/employees/${jonas}/agreements/intent.pdf`);
    expect(await status()).toBe("contract_ready");
    const pdf = await fetch(`${t.url}/api/employees/${jonas}/agreements/intent.pdf`, { headers });
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    // Another employee's id is not theirs to name.
    expect(errorCode(await t.graphql(PERSONAL, { input: personal(await idOf("lore.michiels@example.be"), "BE56363123456788") }, headers))).toBe("NOT_FOUND");
    const own = await t.graphql(PERSONAL, { input: personal(undefined, "BE56363123456788") }, headers);
    expect(own.data).toEqual({ updateEmployeePersonalInformation: { bankAccount: { iban: "BE56363123456788", bic: "BBRUBEBB" } } });
  });
});
