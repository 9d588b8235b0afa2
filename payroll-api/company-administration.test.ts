// Company administration (part 1 §2.3 /settings/*, §2.4, §3, §5, §6, §8): company settings and logo,
// company users, cost places, e-mail preferences, offers and the caller's profile, over HTTP on a fresh
// migrated and seeded database for this file. Every operation works on the caller's selected company;
// ids from arguments only ever name rows of that company.
import { LOGO_MAX_BYTES } from "../domain/image";
import { GRAPHQL_BODY_LIMIT_BYTES } from "./app";
import { belgianVat } from "./seed/seed";
import {
  companyIdOf,
  DEMO_PASSWORD,
  employeeHeaders,
  errorCode,
  PORTAL_URL,
  userHeaders,
  type Credentials,
  type GraphqlAnswer,
  useTestApi,
} from "./test-support";

const t = useTestApi();
let klok: number;
let vermeulen: number;
let peeters: number;

beforeAll(async () => {
  klok = await companyIdOf(t, "Brouwerij De Klok");
  vermeulen = await companyIdOf(t, "Bakkerij Vermeulen");
  peeters = await companyIdOf(t, "Transport Peeters");
});

const userIdOf = async (email: string) => {
  const [row] = await t.api.db.query<{ id: number }>("select id from users where lower(email) = lower($1)", [email]);
  return String(row.id);
};

const sessions = new Map<string, Credentials>();
const session = async (email: string) => {
  if (!sessions.has(email)) sessions.set(email, await t.signIn(email));
  return sessions.get(email)!;
};
const as = async (email: string) => userHeaders(await session(email));

/** Everything of De Klok that administration could change, straight from the tables. */
async function klokState() {
  const db = t.api.db;
  return {
    company: await db.query("select name, building_number, website, description from companies where id = $1", [klok]),
    logo: await db.query("select version, content_type from company_logos where company_id = $1", [klok]),
    members: await db.query(
      `select user_id, function, hours_validation_level, can_manage_users from company_memberships
       where company_id = $1 order by user_id`,
      [klok],
    ),
    costPlaces: await db.query("select id, name from cost_places where company_id = $1 order by id", [klok]),
    emailSettings: await db.query("select * from email_settings where company_id = $1 order by user_id", [klok]),
    invoices: await db.query("select id, name, status from invoices where company_id = $1 order by id", [klok]),
  };
}

// ---------------------------------------------------------------------------------------------------
// Operations

const PERMISSIONS = "query Permissions { user { permissions { companyId companyName canManageUsers } } }";
type PermissionsAnswer = { user: { permissions: unknown } };
const SETTINGS_FIELDS = "id officialName vat displayName street streetNumber buildingNumber zip city website description hasLogo logoVersion canEdit";
const SETTINGS = `query Settings { companySettings { ${SETTINGS_FIELDS} } }`;
type SettingsAnswer = { companySettings: { id: string; logoVersion: string | null; canEdit: boolean } };
const UPDATE_SETTINGS = `mutation UpdateSettings($input: CompanySettingsInput!) { updateCompanySettings(input: $input) { ${SETTINGS_FIELDS} } }`;
const UPDATE_LOGO = `mutation UpdateLogo($data: String!) { updateCompanyLogo(input: { data: $data }) { id hasLogo logoVersion canEdit } }`;
type LogoAnswer = { updateCompanyLogo: { id: string; hasLogo: boolean; logoVersion: string | null } };
const USER_FIELDS = "id firstName lastName email telephone mobile function preferredLanguage hoursValidationLevel createdAt lastSeenAt isCurrentUser";
const USERS = `query Users { companyUsers { ${USER_FIELDS} } }`;
const USER = `query User($id: ID!) { companyUser(id: $id) { ${USER_FIELDS} } }`;
const ADD_USER = `mutation AddUser($input: AddCompanyUserInput!) { addCompanyUser(input: $input) { ${USER_FIELDS} } }`;
type CompanyUser = { id: string; hoursValidationLevel: string };
type UserAnswer = { companyUser: CompanyUser | null };
type AddUserAnswer = { addCompanyUser: CompanyUser };
const SET_LEVEL = `mutation SetLevel($userId: ID!, $level: HoursValidationLevel!) {
  updateCompanyUserHoursValidation(input: { userId: $userId, level: $level }) { id hoursValidationLevel }
}`;
type SetLevelAnswer = { updateCompanyUserHoursValidation: CompanyUser };
const REMOVE_USER = "mutation RemoveUser($userId: ID!) { removeCompanyUser(input: { userId: $userId }) { status } }";
const COST_PLACES = "query CostPlaces { costPlaces { id name } }";
const ADD_COST_PLACE = "mutation AddCostPlace($name: String!) { addCostPlace(input: { name: $name }) { id name } }";
const REMOVE_COST_PLACE = "mutation RemoveCostPlace($id: ID!) { removeCostPlace(input: { id: $id }) { status } }";
const EMAIL_FIELDS =
  "employeeIsContractReadyNotification positionApprovedNotification positionRejectedNotification surveyNotification extensionReminderNotification";
const EMAIL_SETTINGS = `query EmailSettings { emailSettings { ${EMAIL_FIELDS} } }`;
const UPDATE_EMAIL_SETTINGS = `mutation UpdateEmailSettings($input: EmailSettingsInput!) { updateEmailSettings(input: $input) { ${EMAIL_FIELDS} } }`;
const OFFERS = "query Offers($type: OfferType) { offers(type: $type) { id name kind connexysId } }";
const UPDATE_PROFILE = `mutation UpdateProfile($input: ProfileInput!) {
  updateProfile(input: $input) { id email firstName lastName telephone mobile }
}`;
type ProfileAnswer = { updateProfile: { email: string } };
const SELECT = "mutation Select($id: ID!) { selectCompany(input: { companyId: $id }) { user { company { id } } } }";
const SET_YOUR_PASSWORD = `mutation SetYourPassword($token: String!, $email: String!, $password: String!) {
  setYourPassword(input: { token: $token, email: $email, password: $password }) { status }
}`;

const ALL_ON = {
  employeeIsContractReadyNotification: true,
  positionApprovedNotification: true,
  positionRejectedNotification: true,
  surveyNotification: true,
  extensionReminderNotification: true,
};

// ---------------------------------------------------------------------------------------------------
// Images

/** A real 1×1 PNG. */
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==", "base64");
/** The start of a JFIF file; the API judges the signature, not the whole image. */
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00, 0xff, 0xd9]);
const TEXT_FILE = Buffer.from("This is a text file renamed logo.png.\n");
/** A PNG signature followed by zeros, `size` bytes in all. */
const pngOfSize = (size: number) => {
  const bytes = Buffer.alloc(size);
  PNG.copy(bytes, 0, 0, 8);
  return bytes;
};

const getLogo = async (companyId: number | string, headers: Record<string, string> = {}, query = "") => {
  const response = await fetch(`${t.url}/api/companies/${companyId}/logo${query}`, { headers });
  return {
    status: response.status,
    contentType: response.headers.get("content-type"),
    cacheControl: response.headers.get("cache-control"),
    nosniff: response.headers.get("x-content-type-options"),
    bytes: Buffer.from(await response.arrayBuffer()),
  };
};

// ---------------------------------------------------------------------------------------------------

describe("permissions: canManageUsers", () => {
  it("is true for employer@example.com in both its companies and false for viewer@example.com", async () => {
    const employer = await t.graphql<PermissionsAnswer>(PERMISSIONS, {}, await as("employer@example.com"));
    expect(employer.data?.user.permissions).toEqual([
      { companyId: String(vermeulen), companyName: "Bakkerij Vermeulen", canManageUsers: true },
      { companyId: String(klok), companyName: "Brouwerij De Klok", canManageUsers: true },
    ]);
    const viewer = await t.graphql<PermissionsAnswer>(PERMISSIONS, {}, await as("viewer@example.com"));
    expect(viewer.data?.user.permissions).toEqual([{ companyId: String(klok), companyName: "Brouwerij De Klok", canManageUsers: false }]);
  });

  it("is true for the user who registers a company", async () => {
    const founder = await t.signUp("founder@example.com");
    const register = await t.graphql<{ registerCompany: { permissions: unknown } }>(
      `mutation Register($input: CompanyDetailsInput!) { registerCompany(input: $input) { permissions { companyName canManageUsers } } }`,
      {
        input: {
          vat: belgianVat("04620917"),
          displayName: "Hotel Aan de Schelde",
          officialName: "Hotel Aan de Schelde NV",
          street: "Ernest Van Dijckkaai",
          streetNumber: "8",
          zip: "2000",
          city: "Antwerpen",
          preventionService: "IDEWE",
          dayContractsAllowed: false,
        },
      },
      userHeaders(founder),
    );
    expect(register.errors).toBeUndefined();
    expect(register.data?.registerCompany.permissions).toEqual([{ companyName: "Hotel Aan de Schelde", canManageUsers: true }]);
    // And with that, the founder manages the new company's information.
    expect((await t.graphql<SettingsAnswer>(SETTINGS, {}, userHeaders(founder))).data?.companySettings.canEdit).toBe(true);
  });
});

describe("companySettings", () => {
  it("answers the selected company's information, which its user manager may edit", async () => {
    const answer = await t.graphql<SettingsAnswer>(SETTINGS, {}, await as("employer@example.com"));
    expect(answer.status).toBe(200);
    expect(answer.data?.companySettings).toEqual({
      id: String(klok),
      officialName: "Brouwerij De Klok NV",
      vat: belgianVat("04123456"),
      displayName: "Brouwerij De Klok",
      street: "Mechelsesteenweg",
      streetNumber: "212",
      buildingNumber: null,
      zip: "2018",
      city: "Antwerpen",
      website: "https://www.brouwerijdeklok.be",
      description: expect.stringContaining("Familiebrouwerij"),
      hasLogo: false,
      logoVersion: null,
      canEdit: true,
    });
  });

  it("tells a user who may not manage the company that they cannot edit it", async () => {
    const answer = await t.graphql<SettingsAnswer>(SETTINGS, {}, await as("viewer@example.com"));
    expect(answer.data?.companySettings).toMatchObject({ id: String(klok), displayName: "Brouwerij De Klok", canEdit: false });
  });

  it("follows the selected company, and shows a user of another company only their own", async () => {
    const payroll = await t.graphql<SettingsAnswer>(SETTINGS, {}, await as("payroll@example.com"));
    expect(payroll.data?.companySettings).toMatchObject({ id: String(peeters), displayName: "Transport Peeters" });

    const employer = await as("employer@example.com");
    expect((await t.graphql(SELECT, { id: String(vermeulen) }, employer)).errors).toBeUndefined();
    try {
      expect((await t.graphql<SettingsAnswer>(SETTINGS, {}, employer)).data?.companySettings).toMatchObject({
        id: String(vermeulen),
        displayName: "Bakkerij Vermeulen",
        website: null,
      });
    } finally {
      await t.graphql(SELECT, { id: String(klok) }, employer);
    }
  });

  it("needs a signed-in user with a selected company", async () => {
    const anonymous = await t.graphql<SettingsAnswer>(SETTINGS);
    expect(anonymous.status).toBe(401);
    expect(errorCode(anonymous)).toBe("UNAUTHENTICATED");
    const employee = await t.signInEmployee("employee@example.com");
    expect(errorCode(await t.graphql<SettingsAnswer>(SETTINGS, {}, employeeHeaders(employee)))).toBe("UNAUTHENTICATED");
    const newcomer = await t.graphql<SettingsAnswer>(SETTINGS, {}, await as("newcomer@example.com"));
    expect(newcomer.status).toBe(403);
    expect(errorCode(newcomer)).toBe("FORBIDDEN");
  });
});

describe("updateCompanySettings", () => {
  const input = (overrides: Record<string, unknown> = {}) => ({
    displayName: "Brouwerij De Klok",
    buildingNumber: null,
    website: "https://www.brouwerijdeklok.be",
    description: "Familiebrouwerij.",
    ...overrides,
  });

  it("saves the display name, building number, website and description, trimmed", async () => {
    const employer = await as("employer@example.com");
    const before = await klokState();
    const answer = await t.graphql(
      UPDATE_SETTINGS,
      {
        input: input({
          displayName: "  De Klok Antwerpen ",
          buildingNumber: " B2 ",
          website: " https://brouwerijdeklok.be/over-ons ",
          description: "  Speciaalbieren sinds 1923.  ",
        }),
      },
      employer,
    );
    expect(answer.status).toBe(200);
    expect(answer.data?.updateCompanySettings).toMatchObject({
      id: String(klok),
      displayName: "De Klok Antwerpen",
      buildingNumber: "B2",
      website: "https://brouwerijdeklok.be/over-ons",
      description: "Speciaalbieren sinds 1923.",
      officialName: "Brouwerij De Klok NV",
      vat: belgianVat("04123456"),
      canEdit: true,
    });
    // The display name is the company's name everywhere.
    const permissions = (await t.graphql<PermissionsAnswer>(PERMISSIONS, {}, employer)).data?.user.permissions;
    expect(permissions).toContainEqual({ companyId: String(klok), companyName: "De Klok Antwerpen", canManageUsers: true });

    // Blank optional fields are cleared; then put everything back for the tests that follow.
    const cleared = await t.graphql(UPDATE_SETTINGS, { input: input({ buildingNumber: " ", website: "", description: "  " }) }, employer);
    expect(cleared.data?.updateCompanySettings).toMatchObject({ buildingNumber: null, website: null, description: null });
    const original = before.company[0] as { name: string; building_number: string | null; website: string; description: string };
    await t.api.db.query("update companies set name = $2, building_number = $3, website = $4, description = $5 where id = $1", [
      klok,
      original.name,
      original.building_number,
      original.website,
      original.description,
    ]);
    expect(await klokState()).toEqual(before);
  });

  it("needs a display name (FIELD_REQUIRED)", async () => {
    const before = await klokState();
    for (const displayName of ["", "   "]) {
      const answer = await t.graphql(UPDATE_SETTINGS, { input: input({ displayName }) }, await as("employer@example.com"));
      expect(answer.status).toBe(422);
      expect(errorCode(answer)).toBe("FIELD_REQUIRED");
    }
    expect(await klokState()).toEqual(before);
  });

  it("refuses a website that is not an http(s) address (WEBSITE_INVALID)", async () => {
    const before = await klokState();
    for (const website of ["www.brouwerijdeklok.be", "ftp://brouwerijdeklok.be", "javascript:alert(1)", "https://", "http://localhost"]) {
      const answer = await t.graphql(UPDATE_SETTINGS, { input: input({ website }) }, await as("employer@example.com"));
      expect(answer.status, website).toBe(422);
      expect(errorCode(answer), website).toBe("WEBSITE_INVALID");
    }
    expect(await klokState()).toEqual(before);
  });

  it("refuses a user who may not manage the company (NOT_ALLOWED)", async () => {
    const before = await klokState();
    const answer = await t.graphql(UPDATE_SETTINGS, { input: input({ displayName: "Overgenomen" }) }, await as("viewer@example.com"));
    expect(answer.status).toBe(403);
    expect(errorCode(answer)).toBe("NOT_ALLOWED");
    expect(answer.data?.updateCompanySettings ?? null).toBeNull();
    expect(await klokState()).toEqual(before);
  });

  it("changes only the caller's selected company", async () => {
    const before = await klokState();
    const answer = await t.graphql(
      UPDATE_SETTINGS,
      { input: input({ displayName: "Transport Peeters", website: "https://www.transportpeeters.be" }) },
      await as("payroll@example.com"),
    );
    expect(answer.data?.updateCompanySettings).toMatchObject({ id: String(peeters), website: "https://www.transportpeeters.be" });
    expect(await klokState()).toEqual(before);
  });
});

describe("updateCompanyLogo and GET /api/companies/:id/logo", () => {
  const upload = async (bytes: Buffer | string, email = "employer@example.com") =>
    t.graphql<LogoAnswer>(UPDATE_LOGO, { data: typeof bytes === "string" ? bytes : bytes.toString("base64") }, await as(email));

  it("answers 404 to a member while the company has no logo, and 401 without credentials", async () => {
    expect((await getLogo(klok, await as("employer@example.com"))).status).toBe(404);
    expect((await getLogo(klok)).status).toBe(401);
    expect((await getLogo(klok, { "x-user-email": "employer@example.com", "x-user-token": "not-a-token" })).status).toBe(401);
  });

  it("accepts a PNG and serves its bytes to the company's members", async () => {
    const answer = await upload(PNG);
    expect(answer.status).toBe(200);
    const settings = answer.data?.updateCompanyLogo;
    expect(settings).toEqual({ id: String(klok), hasLogo: true, logoVersion: expect.stringMatching(/^[0-9a-f]{16}$/), canEdit: true });
    expect((await t.graphql<SettingsAnswer>(SETTINGS, {}, await as("viewer@example.com"))).data?.companySettings).toMatchObject({
      hasLogo: true,
      logoVersion: settings?.logoVersion,
    });

    for (const email of ["employer@example.com", "viewer@example.com"]) {
      const logo = await getLogo(klok, await as(email), `?v=${settings?.logoVersion}`);
      expect(logo.status, email).toBe(200);
      expect(logo.contentType).toBe("image/png");
      expect(logo.cacheControl).toBe("private, max-age=31536000");
      expect(logo.nosniff).toBe("nosniff");
      expect(logo.bytes.equals(PNG)).toBe(true);
    }
    // Without the current version the address may hold other bytes tomorrow: revalidate.
    const unversioned = await getLogo(klok, await as("employer@example.com"));
    expect(unversioned.status).toBe(200);
    expect(unversioned.cacheControl).toBe("private, no-cache");
  });

  it("accepts a JPEG, with a new version and its own content type", async () => {
    const before = (await t.graphql<SettingsAnswer>(SETTINGS, {}, await as("employer@example.com"))).data?.companySettings.logoVersion;
    const answer = await upload(JPEG);
    expect(answer.data?.updateCompanyLogo.hasLogo).toBe(true);
    const version = answer.data?.updateCompanyLogo.logoVersion;
    expect(version).not.toBe(before);
    const logo = await getLogo(klok, await as("employer@example.com"), `?v=${version}`);
    expect(logo.contentType).toBe("image/jpeg");
    expect(logo.bytes.equals(JPEG)).toBe(true);
    // The old version's address no longer earns a year of caching.
    expect((await getLogo(klok, await as("employer@example.com"), `?v=${before}`)).cacheControl).toBe("private, no-cache");
  });

  it("judges by the bytes: a text file, whatever its name, is refused (LOGO_INVALID)", async () => {
    const before = await klokState();
    for (const data of [TEXT_FILE.toString("base64"), "", "not base64!", Buffer.from([0xff, 0xd8]).toString("base64")]) {
      const answer = await upload(data);
      expect(answer.status, data).toBe(422);
      expect(errorCode(answer), data).toBe("LOGO_INVALID");
    }
    expect(await klokState()).toEqual(before);
  });

  it(`refuses an image over ${LOGO_MAX_BYTES} bytes (LOGO_TOO_LARGE), a 3 MB one among them`, async () => {
    const before = await klokState();
    for (const size of [LOGO_MAX_BYTES + 1, 3 * 1024 * 1024]) {
      const answer = await upload(pngOfSize(size));
      expect(answer.status, String(size)).toBe(422);
      expect(errorCode(answer), String(size)).toBe("LOGO_TOO_LARGE");
    }
    expect(await klokState()).toEqual(before);

    const largest = await upload(pngOfSize(LOGO_MAX_BYTES));
    expect(largest.data?.updateCompanyLogo.hasLogo).toBe(true);
    const logo = await getLogo(klok, await as("employer@example.com"));
    expect(logo.bytes.length).toBe(LOGO_MAX_BYTES);
  });

  it("answers 413 to a request body far over the limit", async () => {
    // As base64 a third larger than the body limit itself.
    const answer = await upload(pngOfSize(GRAPHQL_BODY_LIMIT_BYTES));
    expect(answer.status).toBe(413);
  });

  it("refuses a user who may not manage the company (NOT_ALLOWED)", async () => {
    const before = await klokState();
    const answer = await upload(PNG, "viewer@example.com");
    expect(answer.status).toBe(403);
    expect(errorCode(answer)).toBe("NOT_ALLOWED");
    expect(await klokState()).toEqual(before);
  });

  it("serves nothing to a user of another company, nor for a company that does not exist", async () => {
    const payroll = await as("payroll@example.com");
    expect((await getLogo(klok, payroll)).status).toBe(404);
    expect((await getLogo(999_999, await as("employer@example.com"))).status).toBe(404);
    expect((await getLogo("abc", await as("employer@example.com"))).status).toBe(404);

    // payroll@'s own upload lands on Transport Peeters; De Klok's logo stays as it was.
    const before = await klokState();
    expect((await upload(PNG, "payroll@example.com")).data?.updateCompanyLogo.id).toBe(String(peeters));
    expect((await getLogo(peeters, payroll)).bytes.equals(PNG)).toBe(true);
    expect((await getLogo(peeters, await as("employer@example.com"))).status).toBe(404);
    expect(await klokState()).toEqual(before);
  });
});

describe("companyUsers and companyUser", () => {
  it("lists De Klok's users by last name, the caller marked as the current user", async () => {
    const answer = await t.graphql(USERS, {}, await as("employer@example.com"));
    expect(answer.status).toBe(200);
    const users = answer.data?.companyUsers as Record<string, unknown>[];
    expect(users.map((u) => u.email)).toEqual([
      "kato.aerts@example.com",
      "lode.baert@example.com",
      "viewer@example.com",
      "sarah.desmet@example.com",
      "sophie.lejeune@example.com",
      "employer@example.com",
      "tom.verstraete@example.com",
    ]);
    expect(users.filter((u) => u.isCurrentUser).map((u) => u.email)).toEqual(["employer@example.com"]);
    expect(users.find((u) => u.email === "sarah.desmet@example.com")).toEqual({
      id: await userIdOf("sarah.desmet@example.com"),
      firstName: "Sarah",
      lastName: "De Smet",
      email: "sarah.desmet@example.com",
      telephone: "+32 3 218 44 10",
      mobile: "+32 486 20 47 31",
      function: "Productieleider",
      preferredLanguage: "nl",
      hoursValidationLevel: "can_validate_construct_hours",
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      lastSeenAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      isCurrentUser: false,
    });
    expect(users.find((u) => u.email === "sophie.lejeune@example.com")).toMatchObject({
      lastSeenAt: null,
      mobile: null,
      hoursValidationLevel: "can_validate_interim_hours",
      preferredLanguage: "fr",
    });
    expect(users.find((u) => u.email === "viewer@example.com")).toMatchObject({ hoursValidationLevel: "not_allowed", function: "Boekhouder" });
  });

  it("lets every member read the list, each seeing themselves as the current user", async () => {
    const users = (await t.graphql(USERS, {}, await as("viewer@example.com"))).data?.companyUsers as Record<string, unknown>[];
    expect(users).toHaveLength(7);
    expect(users.filter((u) => u.isCurrentUser).map((u) => u.email)).toEqual(["viewer@example.com"]);
  });

  it("shows a user of another company only their own company's users", async () => {
    const users = (await t.graphql(USERS, {}, await as("payroll@example.com"))).data?.companyUsers as { email: string }[];
    expect(users.map((u) => u.email).sort()).toEqual(
      ["invited@example.com", "payroll@example.com", "twofactor@example.com", "twofactor2@example.com", "welcome@example.com"].sort(),
    );
  });

  it("answers one user of the selected company, and null for anyone else", async () => {
    const employer = await as("employer@example.com");
    const sarah = await userIdOf("sarah.desmet@example.com");
    expect((await t.graphql<UserAnswer>(USER, { id: sarah }, employer)).data?.companyUser).toMatchObject({ id: sarah, lastName: "De Smet" });
    const self = (await t.graphql<UserAnswer>(USER, { id: await userIdOf("employer@example.com") }, employer)).data?.companyUser;
    expect(self).toMatchObject({ email: "employer@example.com", isCurrentUser: true });

    for (const id of [await userIdOf("payroll@example.com"), "999999", "abc", "0", "-1", "1e3", "99999999999999"]) {
      const answer = await t.graphql<UserAnswer>(USER, { id }, employer);
      expect(answer.errors, id).toBeUndefined();
      expect(answer.data?.companyUser, id).toBeNull();
    }
    // payroll@ guessing De Klok's ids learns nothing.
    expect((await t.graphql<UserAnswer>(USER, { id: sarah }, await as("payroll@example.com"))).data?.companyUser).toBeNull();
  });
});

describe("addCompanyUser", () => {
  const invite = (overrides: Record<string, unknown> = {}) => ({
    firstName: "Jan",
    lastName: "Mertens",
    email: "jan.mertens@example.com",
    function: "Brouwmeester",
    preferredLanguage: "nl",
    ...overrides,
  });

  it("adds the user to the list and e-mails a set-your-password link that works", async () => {
    let answer!: GraphqlAnswer<AddUserAnswer>;
    const mails = await t.outbox.during(async () => {
      answer = await t.graphql<AddUserAnswer>(
        ADD_USER,
        { input: invite({ firstName: " Jan ", email: " Jan.Mertens@Example.com ", function: "  Brouwmeester " }) },
        await as("employer@example.com"),
      );
    });
    expect(answer.status).toBe(200);
    const added = answer.data?.addCompanyUser;
    expect(added).toEqual({
      id: expect.any(String),
      firstName: "Jan",
      lastName: "Mertens",
      email: "jan.mertens@example.com",
      telephone: null,
      mobile: null,
      function: "Brouwmeester",
      preferredLanguage: "nl",
      hoursValidationLevel: "all_allowed",
      createdAt: expect.any(String),
      lastSeenAt: null,
      isCurrentUser: false,
    });
    const users = (await t.graphql(USERS, {}, await as("employer@example.com"))).data?.companyUsers as { email: string }[];
    expect(users.map((u) => u.email)).toContain("jan.mertens@example.com");

    const [row] = await t.api.db.query<Record<string, unknown>>(
      `select u.password_hash, u.accepted_terms_at, u.selected_company_id, m.can_manage_users
       from users u join company_memberships m on m.user_id = u.id where u.id = $1`,
      [Number(added?.id)],
    );
    expect(row).toEqual({ password_hash: null, accepted_terms_at: null, selected_company_id: klok, can_manage_users: false });

    expect(mails).toHaveLength(1);
    expect(mails[0].to).toBe("jan.mertens@example.com");
    expect(mails[0].subject).toBe("Welkom op het werkgeversportaal");
    const link = new URL(/(\S+\/set-your-password\?token=\S+)/.exec(mails[0].text)![1]);
    expect(link.origin).toBe(PORTAL_URL);
    const set = await t.graphql(SET_YOUR_PASSWORD, {
      token: link.searchParams.get("token"),
      email: "jan.mertens@example.com",
      password: DEMO_PASSWORD,
    });
    expect(set.data?.setYourPassword).toEqual({ status: "changed" });
    const jan = await session("jan.mertens@example.com");
    const me = await t.graphql("query { user { company { id } permissions { companyId canManageUsers } } }", {}, userHeaders(jan));
    expect(me.data?.user).toEqual({ company: { id: String(klok) }, permissions: [{ companyId: String(klok), canManageUsers: false }] });
  });

  it("needs a first and last name (FIELD_REQUIRED)", async () => {
    for (const names of [{ firstName: "" }, { lastName: "   " }]) {
      const answer = await t.graphql<AddUserAnswer>(ADD_USER, { input: invite({ ...names, email: "nameless@example.com" }) }, await as("employer@example.com"));
      expect(answer.status).toBe(422);
      expect(errorCode(answer)).toBe("FIELD_REQUIRED");
    }
    expect(await t.api.db.query("select 1 from users where email = 'nameless@example.com'")).toEqual([]);
  });

  it("refuses an invalid e-mail (EMAIL_INVALID), a user already in the list (ALREADY_IN_LIST) and a taken e-mail (EMAIL_TAKEN), sending nothing", async () => {
    const employer = await as("employer@example.com");
    const before = await klokState();
    const [{ count: usersBefore }] = await t.api.db.query<{ count: number }>("select count(*)::int as count from users");
    const cases: [string, string][] = [
      ["employer.example.com", "EMAIL_INVALID"],
      ["jan@mertens", "EMAIL_INVALID"],
      ["", "EMAIL_INVALID"],
      ["sarah.desmet@example.com", "ALREADY_IN_LIST"],
      [" Sarah.DeSmet@Example.COM ", "ALREADY_IN_LIST"],
      ["employer@example.com", "ALREADY_IN_LIST"],
      ["jan.mertens@example.com", "ALREADY_IN_LIST"],
      // A user of another company.
      ["payroll@example.com", "EMAIL_TAKEN"],
      ["Payroll@Example.com", "EMAIL_TAKEN"],
      // An employee account.
      ["employee@example.com", "EMAIL_TAKEN"],
      ["sofie.claes@example.com", "EMAIL_TAKEN"],
    ];
    const mails = await t.outbox.during(async () => {
      for (const [email, code] of cases) {
        const answer = await t.graphql<AddUserAnswer>(ADD_USER, { input: invite({ email }) }, employer);
        expect(answer.status, email).toBe(422);
        expect(errorCode(answer), email).toBe(code);
      }
    });
    expect(mails).toEqual([]);
    expect(await klokState()).toEqual(before);
    const [{ count: usersAfter }] = await t.api.db.query<{ count: number }>("select count(*)::int as count from users");
    expect(usersAfter).toBe(usersBefore);
  });

  it("refuses a user who may not add users (NOT_ALLOWED), sending nothing", async () => {
    const before = await klokState();
    let answer!: GraphqlAnswer;
    const mails = await t.outbox.during(async () => {
      answer = await t.graphql<AddUserAnswer>(ADD_USER, { input: invite({ email: "friend-of-viewer@example.com" }) }, await as("viewer@example.com"));
    });
    expect(answer.status).toBe(403);
    expect(errorCode(answer)).toBe("NOT_ALLOWED");
    expect(mails).toEqual([]);
    expect(await klokState()).toEqual(before);
    expect(await t.api.db.query("select 1 from users where email = 'friend-of-viewer@example.com'")).toEqual([]);
  });

  it("adds a user of payroll@example.com to Transport Peeters, not to De Klok", async () => {
    const before = await klokState();
    const answer = await t.graphql<AddUserAnswer>(
      ADD_USER,
      { input: invite({ firstName: "Kobe", lastName: "Peeters", email: "kobe.peeters@example.com", preferredLanguage: "en" }) },
      await as("payroll@example.com"),
    );
    expect(answer.errors).toBeUndefined();
    const [membership] = await t.api.db.query<{ company_id: number }>("select company_id from company_memberships where user_id = $1", [
      Number(answer.data?.addCompanyUser.id),
    ]);
    expect(membership.company_id).toBe(peeters);
    expect(await klokState()).toEqual(before);
  });
});

describe("updateCompanyUserHoursValidation", () => {
  it("changes a user's level", async () => {
    const sarah = await userIdOf("sarah.desmet@example.com");
    const employer = await as("employer@example.com");
    const answer = await t.graphql<SetLevelAnswer>(SET_LEVEL, { userId: sarah, level: "can_validate_interim_hours" }, employer);
    expect(answer.status).toBe(200);
    expect(answer.data?.updateCompanyUserHoursValidation).toEqual({ id: sarah, hoursValidationLevel: "can_validate_interim_hours" });
    expect((await t.graphql<UserAnswer>(USER, { id: sarah }, employer)).data?.companyUser?.hoursValidationLevel).toBe("can_validate_interim_hours");
    for (const level of ["not_allowed", "all_allowed", "can_validate_construct_hours"]) {
      const again = await t.graphql<SetLevelAnswer>(SET_LEVEL, { userId: sarah, level }, employer);
      expect(again.data?.updateCompanyUserHoursValidation.hoursValidationLevel).toBe(level);
    }
  });

  it("refuses a user who may not manage users (NOT_ALLOWED)", async () => {
    const before = await klokState();
    const answer = await t.graphql<SetLevelAnswer>(
      SET_LEVEL,
      { userId: await userIdOf("sarah.desmet@example.com"), level: "not_allowed" },
      await as("viewer@example.com"),
    );
    expect(answer.status).toBe(403);
    expect(errorCode(answer)).toBe("NOT_ALLOWED");
    expect(await klokState()).toEqual(before);
  });

  it("answers NOT_FOUND for a user outside the selected company, changing nothing", async () => {
    const before = await klokState();
    const payrollMembershipBefore = await t.api.db.query("select * from company_memberships where company_id = $1 order by user_id", [peeters]);
    const cases: [string, string][] = [
      ["employer@example.com", await userIdOf("payroll@example.com")],
      ["employer@example.com", "999999"],
      ["employer@example.com", "abc"],
      ["payroll@example.com", await userIdOf("sarah.desmet@example.com")],
      ["payroll@example.com", await userIdOf("employer@example.com")],
    ];
    for (const [email, userId] of cases) {
      const answer = await t.graphql<SetLevelAnswer>(SET_LEVEL, { userId, level: "not_allowed" }, await as(email));
      expect(answer.status, `${email} ${userId}`).toBe(404);
      expect(errorCode(answer), `${email} ${userId}`).toBe("NOT_FOUND");
    }
    expect(await klokState()).toEqual(before);
    expect(await t.api.db.query("select * from company_memberships where company_id = $1 order by user_id", [peeters])).toEqual(payrollMembershipBefore);
  });
});

describe("removeCompanyUser", () => {
  it("revokes the user's access to the company", async () => {
    const employer = await as("employer@example.com");
    const janId = await userIdOf("jan.mertens@example.com");
    const jan = await session("jan.mertens@example.com");
    // Jan saved preferences in De Klok; they go with the membership.
    await t.graphql(UPDATE_EMAIL_SETTINGS, { input: { ...ALL_ON, surveyNotification: false } }, userHeaders(jan));

    const answer = await t.graphql(REMOVE_USER, { userId: janId }, employer);
    expect(answer.status).toBe(200);
    expect(answer.data?.removeCompanyUser).toEqual({ status: "removed" });

    const users = (await t.graphql(USERS, {}, employer)).data?.companyUsers as { email: string }[];
    expect(users.map((u) => u.email)).not.toContain("jan.mertens@example.com");
    expect((await t.graphql<UserAnswer>(USER, { id: janId }, employer)).data?.companyUser).toBeNull();
    expect(await t.api.db.query("select 1 from email_settings where user_id = $1", [Number(janId)])).toEqual([]);

    // Jan keeps his account but no longer reaches anything of De Klok.
    const me = await t.graphql("query { user { company { id } permissions { companyId } } }", {}, userHeaders(jan));
    expect(me.data?.user).toEqual({ company: null, permissions: [] });
    for (const query of [USERS, COST_PLACES, SETTINGS, EMAIL_SETTINGS]) {
      expect(errorCode(await t.graphql(query, {}, userHeaders(jan))), query).toBe("FORBIDDEN");
    }
    expect((await getLogo(klok, userHeaders(jan))).status).toBe(404);

    // Removed again: nobody there any more.
    expect(errorCode(await t.graphql(REMOVE_USER, { userId: janId }, employer))).toBe("NOT_FOUND");
  });

  it("selects another company of the removed user, if they have one", async () => {
    const employer = await as("employer@example.com");
    const added = await t.graphql<AddUserAnswer>(
      ADD_USER,
      { input: { firstName: "Lien", lastName: "Vandenbroeck", email: "lien.vandenbroeck@example.com", preferredLanguage: "en" } },
      employer,
    );
    const lien = Number(added.data?.addCompanyUser.id);
    await t.api.db.query("insert into company_memberships (user_id, company_id) values ($1, $2)", [lien, vermeulen]);
    expect((await t.graphql(REMOVE_USER, { userId: String(lien) }, employer)).data?.removeCompanyUser).toEqual({ status: "removed" });
    const [row] = await t.api.db.query<{ selected_company_id: number }>("select selected_company_id from users where id = $1", [lien]);
    expect(row.selected_company_id).toBe(vermeulen);
  });

  it("refuses to remove the caller (CANNOT_REMOVE_YOURSELF)", async () => {
    const before = await klokState();
    const answer = await t.graphql(REMOVE_USER, { userId: await userIdOf("employer@example.com") }, await as("employer@example.com"));
    expect(answer.status).toBe(422);
    expect(errorCode(answer)).toBe("CANNOT_REMOVE_YOURSELF");
    expect(await klokState()).toEqual(before);
  });

  it("refuses a user who may not manage users (NOT_ALLOWED)", async () => {
    const before = await klokState();
    for (const email of ["sophie.lejeune@example.com", "viewer@example.com"]) {
      const answer = await t.graphql(REMOVE_USER, { userId: await userIdOf(email) }, await as("viewer@example.com"));
      expect(answer.status, email).toBe(403);
      expect(errorCode(answer), email).toBe("NOT_ALLOWED");
    }
    expect(await klokState()).toEqual(before);
  });

  it("answers NOT_FOUND for a user outside the selected company, removing nobody", async () => {
    const before = await klokState();
    const peetersBefore = await t.api.db.query("select * from company_memberships where company_id = $1 order by user_id", [peeters]);
    const cases: [string, string][] = [
      ["employer@example.com", await userIdOf("payroll@example.com")],
      ["employer@example.com", "999999"],
      ["employer@example.com", ""],
      ["payroll@example.com", await userIdOf("sophie.lejeune@example.com")],
      ["payroll@example.com", await userIdOf("employer@example.com")],
    ];
    for (const [email, userId] of cases) {
      const answer = await t.graphql(REMOVE_USER, { userId }, await as(email));
      expect(answer.status, `${email} ${userId}`).toBe(404);
      expect(errorCode(answer), `${email} ${userId}`).toBe("NOT_FOUND");
    }
    expect(await klokState()).toEqual(before);
    expect(await t.api.db.query("select * from company_memberships where company_id = $1 order by user_id", [peeters])).toEqual(peetersBefore);
  });
});

describe("cost places", () => {
  const names = async (email: string) => ((await t.graphql(COST_PLACES, {}, await as(email))).data?.costPlaces as { name: string }[]).map((c) => c.name);

  it("lists the selected company's cost places by name, to every member", async () => {
    const expected = ["Bottelarij Mechelen", "Brouwerij Antwerpen", "Verkoop & marketing"];
    expect(await names("employer@example.com")).toEqual(expected);
    expect(await names("viewer@example.com")).toEqual(expected);
    expect(await names("payroll@example.com")).toEqual([]);
  });

  it("adds a cost place, trimmed, in its place in the list", async () => {
    const answer = await t.graphql(ADD_COST_PLACE, { name: "  Tapzaal Antwerpen " }, await as("employer@example.com"));
    expect(answer.status).toBe(200);
    expect(answer.data?.addCostPlace).toEqual({ id: expect.any(String), name: "Tapzaal Antwerpen" });
    expect(await names("employer@example.com")).toEqual(["Bottelarij Mechelen", "Brouwerij Antwerpen", "Tapzaal Antwerpen", "Verkoop & marketing"]);
  });

  it("needs a name (FIELD_REQUIRED)", async () => {
    const before = await klokState();
    for (const name of ["", "   "]) {
      const answer = await t.graphql(ADD_COST_PLACE, { name }, await as("employer@example.com"));
      expect(answer.status).toBe(422);
      expect(errorCode(answer)).toBe("FIELD_REQUIRED");
    }
    expect(await klokState()).toEqual(before);
  });

  it("refuses a name over 100 characters (FIELD_TOO_LONG), counted once trimmed", async () => {
    const before = await klokState();
    const answer = await t.graphql(ADD_COST_PLACE, { name: ` ${"x".repeat(101)} ` }, await as("employer@example.com"));
    expect(answer.status).toBe(422);
    expect(errorCode(answer)).toBe("FIELD_TOO_LONG");
    expect(await klokState()).toEqual(before);
  });

  it("refuses to add one where the company has no cost places (COST_PLACES_DISABLED)", async () => {
    const answer = await t.graphql(ADD_COST_PLACE, { name: "Depot Leuven" }, await as("payroll@example.com"));
    expect(answer.status).toBe(422);
    expect(errorCode(answer)).toBe("COST_PLACES_DISABLED");
    expect(await t.api.db.query("select 1 from cost_places where company_id = $1", [peeters])).toEqual([]);
  });

  it("removes a cost place once, leaving the invoices alone", async () => {
    const employer = await as("employer@example.com");
    const before = await klokState();
    const tapzaal = (before.costPlaces as { id: number; name: string }[]).find((c) => c.name === "Tapzaal Antwerpen")!;
    const answer = await t.graphql(REMOVE_COST_PLACE, { id: String(tapzaal.id) }, employer);
    expect(answer.status).toBe(200);
    expect(answer.data?.removeCostPlace).toEqual({ status: "removed" });
    expect(await names("employer@example.com")).toEqual(["Bottelarij Mechelen", "Brouwerij Antwerpen", "Verkoop & marketing"]);
    expect((await klokState()).invoices).toEqual(before.invoices);

    const again = await t.graphql(REMOVE_COST_PLACE, { id: String(tapzaal.id) }, employer);
    expect(again.status).toBe(404);
    expect(errorCode(again)).toBe("NOT_FOUND");
  });

  it("answers NOT_FOUND to a user of another company guessing De Klok's cost place ids, removing nothing", async () => {
    const before = await klokState();
    const payroll = await as("payroll@example.com");
    for (const { id } of before.costPlaces as { id: number }[]) {
      const answer = await t.graphql(REMOVE_COST_PLACE, { id: String(id) }, payroll);
      expect(answer.status).toBe(404);
      expect(errorCode(answer)).toBe("NOT_FOUND");
    }
    for (const id of ["abc", "999999", ""]) {
      expect(errorCode(await t.graphql(REMOVE_COST_PLACE, { id }, await as("employer@example.com"))), id).toBe("NOT_FOUND");
    }
    expect(await klokState()).toEqual(before);
  });
});

describe("emailSettings", () => {
  it("are all on until the user saves them", async () => {
    const answer = await t.graphql(EMAIL_SETTINGS, {}, await as("employer@example.com"));
    expect(answer.status).toBe(200);
    expect(answer.data?.emailSettings).toEqual(ALL_ON);
  });

  it("saves the caller's preferences for the selected company only", async () => {
    const employer = await as("employer@example.com");
    const chosen = { ...ALL_ON, positionRejectedNotification: false, surveyNotification: false };
    const saved = await t.graphql(UPDATE_EMAIL_SETTINGS, { input: chosen }, employer);
    expect(saved.status).toBe(200);
    expect(saved.data?.updateEmailSettings).toEqual(chosen);
    expect((await t.graphql(EMAIL_SETTINGS, {}, employer)).data?.emailSettings).toEqual(chosen);

    // Saving again replaces them.
    const changed = { ...chosen, surveyNotification: true, extensionReminderNotification: false };
    expect((await t.graphql(UPDATE_EMAIL_SETTINGS, { input: changed }, employer)).data?.updateEmailSettings).toEqual(changed);
    expect((await t.graphql(EMAIL_SETTINGS, {}, employer)).data?.emailSettings).toEqual(changed);

    // Another user of the same company, and the same user in another company, keep their own.
    expect((await t.graphql(EMAIL_SETTINGS, {}, await as("viewer@example.com"))).data?.emailSettings).toEqual(ALL_ON);
    await t.graphql(SELECT, { id: String(vermeulen) }, employer);
    try {
      expect((await t.graphql(EMAIL_SETTINGS, {}, employer)).data?.emailSettings).toEqual(ALL_ON);
    } finally {
      await t.graphql(SELECT, { id: String(klok) }, employer);
    }
    expect((await t.graphql(EMAIL_SETTINGS, {}, employer)).data?.emailSettings).toEqual(changed);
  });

  it("need a signed-in user", async () => {
    expect(errorCode(await t.graphql(EMAIL_SETTINGS))).toBe("UNAUTHENTICATED");
    expect(errorCode(await t.graphql(UPDATE_EMAIL_SETTINGS, { input: ALL_ON }))).toBe("UNAUTHENTICATED");
  });
});

describe("offers", () => {
  it("answers all of the selected company's offers, or those of one type", async () => {
    const employer = await as("employer@example.com");
    const offers = async (type?: string) =>
      ((await t.graphql(OFFERS, type ? { type } : {}, employer)).data?.offers as Record<string, unknown>[]).map(({ name, kind, connexysId }) => ({
        name,
        kind,
        connexysId,
      }));
    expect(await offers()).toEqual([
      { name: "Payroll", kind: "payroll", connexysId: "CX-100245" },
      { name: "Interim", kind: "interim", connexysId: null },
      { name: "Construct", kind: "construct", connexysId: null },
    ]);
    expect(await offers("payroll")).toEqual([{ name: "Payroll", kind: "payroll", connexysId: "CX-100245" }]);
    expect(await offers("selection")).toEqual([
      { name: "Interim", kind: "interim", connexysId: null },
      { name: "Construct", kind: "construct", connexysId: null },
    ]);
  });

  it("answers another company's user their own offers only", async () => {
    const offers = (await t.graphql(OFFERS, {}, await as("payroll@example.com"))).data?.offers as { connexysId: string }[];
    expect(offers.map((o) => o.connexysId)).toEqual(["CX-100502"]);
    expect((await t.graphql(OFFERS, { type: "selection" }, await as("payroll@example.com"))).data?.offers).toEqual([]);
  });

  it("refuses an unknown type", async () => {
    const answer = await t.graphql(OFFERS, { type: "interim" }, await as("employer@example.com"));
    expect(answer.status).toBe(400);
  });
});

describe("updateProfile", () => {
  const profile = (overrides: Record<string, unknown> = {}) => ({
    firstName: "Tom",
    lastName: "Verstraete",
    email: "tom.verstraete@example.com",
    telephone: null,
    mobile: "+32 471 90 12 77",
    ...overrides,
  });
  const tomRow = async () =>
    (
      await t.api.db.query<Record<string, unknown>>("select email, first_name, last_name, telephone, mobile, password_hash from users where id = $1", [
        Number(await userIdOf("tom.verstraete@example.com")),
      ])
    )[0];

  it("saves the caller's names, e-mail and phone numbers, trimmed, and keeps the password when none is given", async () => {
    const tom = await session("tom.verstraete@example.com");
    const before = await tomRow();
    const answer = await t.graphql<ProfileAnswer>(
      UPDATE_PROFILE,
      { input: profile({ firstName: " Tom ", lastName: " Verstraete-Maes ", telephone: " 03/218.44.11 ", mobile: "  " }) },
      userHeaders(tom),
    );
    expect(answer.status).toBe(200);
    expect(answer.data?.updateProfile).toEqual({
      id: await userIdOf("tom.verstraete@example.com"),
      email: "tom.verstraete@example.com",
      firstName: "Tom",
      lastName: "Verstraete-Maes",
      telephone: "03/218.44.11",
      mobile: null,
    });
    expect((await tomRow()).password_hash).toBe(before.password_hash);
    // An empty password is no password.
    await t.graphql<ProfileAnswer>(UPDATE_PROFILE, { input: profile({ password: "" }) }, userHeaders(tom));
    expect((await tomRow()).password_hash).toBe(before.password_hash);
  });

  it("refuses blank names, an invalid e-mail, an invalid phone number and a short password, changing nothing", async () => {
    const tom = await session("tom.verstraete@example.com");
    const before = await tomRow();
    const cases: [Record<string, unknown>, string][] = [
      [{ firstName: "  " }, "NAME_REQUIRED"],
      [{ lastName: "" }, "NAME_REQUIRED"],
      [{ email: "tom.verstraete" }, "EMAIL_INVALID"],
      [{ email: "" }, "EMAIL_INVALID"],
      [{ telephone: "call me" }, "PHONE_INVALID"],
      [{ mobile: "12" }, "PHONE_INVALID"],
      [{ mobile: "+32 470 12 34 56 78 90 12" }, "PHONE_INVALID"],
      [{ password: "short" }, "PASSWORD_UNACCEPTABLE"],
      [{ email: "employer@example.com", currentPassword: DEMO_PASSWORD }, "EMAIL_TAKEN"],
      [{ email: " Viewer@Example.com ", currentPassword: DEMO_PASSWORD }, "EMAIL_TAKEN"],
    ];
    for (const [overrides, code] of cases) {
      const answer = await t.graphql<ProfileAnswer>(UPDATE_PROFILE, { input: profile(overrides) }, userHeaders(tom));
      expect(answer.status, code).toBe(422);
      expect(errorCode(answer), JSON.stringify(overrides)).toBe(code);
    }
    expect(await tomRow()).toEqual(before);
  });

  it("changes the password when one is given", async () => {
    const tom = await session("tom.verstraete@example.com");
    const newPassword = "Brouwerij-De-Klok-1923";
    const answer = await t.graphql<ProfileAnswer>(
      UPDATE_PROFILE,
      { input: profile({ password: newPassword, currentPassword: DEMO_PASSWORD }) },
      userHeaders(tom),
    );
    expect(answer.errors).toBeUndefined();
    expect((await t.rest("POST", "/users/sign_in", { user: { email: tom.email, password: DEMO_PASSWORD } })).status).toBe(401);
    expect((await t.signIn(tom.email, newPassword)).email).toBe("tom.verstraete@example.com");
  });

  it("needs a signed-in company user", async () => {
    expect(errorCode(await t.graphql<ProfileAnswer>(UPDATE_PROFILE, { input: profile() }))).toBe("UNAUTHENTICATED");
    const employee = await t.signInEmployee("employee@example.com");
    expect(errorCode(await t.graphql<ProfileAnswer>(UPDATE_PROFILE, { input: profile() }, employeeHeaders(employee)))).toBe("UNAUTHENTICATED");
  });
});

describe("a user of another company (payroll@example.com) and Brouwerij De Klok", () => {
  it("reads nothing of De Klok and changes nothing of it, whatever ids it guesses", async () => {
    const payroll = await as("payroll@example.com");
    const before = await klokState();
    const klokUserIds = (before.members as { user_id: number }[]).map((m) => String(m.user_id));
    const klokCostPlaceIds = (before.costPlaces as { id: number }[]).map((c) => String(c.id));

    // Reads answer payroll@'s own company.
    const users = (await t.graphql(USERS, {}, payroll)).data?.companyUsers as { id: string }[];
    expect(users.some((u) => klokUserIds.includes(u.id))).toBe(false);
    const costPlaces = (await t.graphql(COST_PLACES, {}, payroll)).data?.costPlaces as { id: string }[];
    expect(costPlaces.some((c) => klokCostPlaceIds.includes(c.id))).toBe(false);
    expect((await t.graphql<SettingsAnswer>(SETTINGS, {}, payroll)).data?.companySettings.id).toBe(String(peeters));
    expect((await getLogo(klok, payroll)).status).toBe(404);
    for (const id of klokUserIds) expect((await t.graphql<UserAnswer>(USER, { id }, payroll)).data?.companyUser).toBeNull();

    // Changes by id answer NOT_FOUND.
    for (const userId of klokUserIds) {
      expect(errorCode(await t.graphql<SetLevelAnswer>(SET_LEVEL, { userId, level: "not_allowed" }, payroll))).toBe("NOT_FOUND");
      expect(errorCode(await t.graphql(REMOVE_USER, { userId }, payroll))).toBe("NOT_FOUND");
    }
    for (const id of klokCostPlaceIds) expect(errorCode(await t.graphql(REMOVE_COST_PLACE, { id }, payroll))).toBe("NOT_FOUND");

    // Selecting De Klok is refused, so none of the above can be pointed at it.
    expect(errorCode(await t.graphql(SELECT, { id: String(klok) }, payroll))).toBe("FORBIDDEN");
    expect(await klokState()).toEqual(before);
  });
});
