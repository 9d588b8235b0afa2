// The no-JavaScript side of the records' forms' further bad inputs (the team, company users, an
// employee's profile, the identity typed by hand, a work post sheet's PDF, the weeks approved in one
// go, the weekly digest's preference and unsubscribe page), over HTTP against the production build
// (docs/decisions/0066): without JavaScript a refused form is the server's answer, so
// the answer is what is checked. Each form's first refusal is still walked in a real browser without
// JavaScript (its spec in tests/e2e), which shows that the browser follows the summary's autofocus;
// these are the variations after it, which the browser walks make with JavaScript only.
// A portal and embedded API of their own. Alone: npx vitest run --config tests/processes/vitest.config.ts records-without-javascript
import { belgianCardNumber, drawDocumentScan, nationalRegisterNumber } from "../support/id-card-image";
import { attributeOf, byId, elementsOf, FormBrowser, textOf, type Answer, type ChosenFile, type RenderedForm, type ServedPage } from "../support/form-driver";
import { startPortalUnderTest, type PortalUnderTest } from "./portal-crawl";

const PASSWORD = "Demo-portal-2026";
// An employee of De Klok whose profile no other test of this portal changes.
const EMPLOYEE = "/employee/47";
// A De Klok position without a work post sheet, Jobstudent brouwerij (payroll-api/seed/seed-positions.ts).
const POSITION_WITHOUT_SHEET = 8;

let portal: PortalUnderTest;
const browsers = new Map<string, Promise<FormBrowser>>();

beforeAll(async () => {
  portal = await startPortalUnderTest("records-without-javascript");
}, 200_000);

afterAll(async () => {
  await portal?.stop();
});

/** A browser signed in as `account` through the sign-in form, in English, once per account. */
function browserOf(account: string): Promise<FormBrowser> {
  const existing = browsers.get(account);
  if (existing) return existing;
  const started = (async () => {
    const browser = new FormBrowser(portal.url);
    // ?lng=en keeps the pages English: signing in otherwise switches to the account's own language.
    const login = await browser.open("/login?lng=en");
    const landed = await browser.submit(login.form("Sign in").fill({ email: account, password: PASSWORD }));
    expect(new URL(landed.url).pathname, `${account} signs in`).not.toBe("/login");
    return browser;
  })();
  browsers.set(account, started);
  return started;
}

/**
 * The control a label names, by the label's text as a user reads it: the label that says exactly that,
 * else the one label that says it among more ("Valid until (optional)").
 */
function controlLabelled(page: ServedPage, form: RenderedForm, label: string) {
  const labelled = (matches: (text: string) => boolean) =>
    elementsOf(form.element, (element) => element.tagName === "label" && matches(textOf(element)))
      .map((element) => byId(page.document, attributeOf(element, "for") ?? ""))
      .filter((found) => found !== undefined && form.controls.includes(found));
  const exact = labelled((text) => text === label);
  const containing = labelled((text) => text.includes(label));
  const control = exact[0] ?? (containing.length === 1 ? containing[0] : undefined);
  if (!control) throw new Error(`No field of the form, or more than one, is labelled "${label}"`);
  return control;
}

/**
 * Fills a form as a user does, by the labels they read: a text, a select's option (its label), a file;
 * a radio button or checkbox labelled so is chosen or ticked with true.
 */
function fillByLabel(page: ServedPage, form: RenderedForm, answers: Record<string, Answer>): RenderedForm {
  for (const [label, answer] of Object.entries(answers)) {
    const control = controlLabelled(page, form, label);
    const name = attributeOf(control, "name")!;
    const type = attributeOf(control, "type");
    form.fill({ [name]: type === "radio" && answer === true ? (attributeOf(control, "value") ?? "on") : answer });
  }
  return form;
}

/** What the field labelled `label` holds in the refused page's form. */
const keptIn = (page: ServedPage, form: RenderedForm, label: string) => form.valueOf(attributeOf(controlLabelled(page, form, label), "name")!);

const titleOf = (page: ServedPage) => textOf(elementsOf(page.document, (element) => element.tagName === "title")[0]);

/**
 * A refused post: the same page again, a 400 titled "Error: …", the error summary the one element with
 * autofocus, and each message both in the summary and at the field labelled with it (after "Error:").
 */
function expectRefused(page: ServedPage, heading: string, button: string, messagesAtFields: Record<string, string | RegExp>): RenderedForm {
  expect(page.status).toBe(400);
  expect(page.heading()).toBe(heading);
  expect(titleOf(page)).toMatch(/^Error: /);
  const summary = elementsOf(page.document, (element) => attributeOf(element, "aria-labelledby") === "error-summary-title");
  expect(summary).toHaveLength(1);
  expect(elementsOf(page.document, (element) => attributeOf(element, "autofocus") !== undefined)).toEqual(summary);
  const form = page.form(button);
  for (const [label, message] of Object.entries(messagesAtFields)) {
    expect(textOf(summary[0])).toMatch(message);
    const field = controlLabelled(page, form, label);
    const described = (attributeOf(field, "aria-describedby") ?? "")
      .split(/\s+/)
      .map((id) => byId(page.document, id))
      .filter((element) => element !== undefined)
      .map(textOf)
      .join(" ");
    expect(described, `the message at ${label}`).toMatch(message);
    expect(described, `"Error:" before the message at ${label}`).toContain("Error: ");
  }
  return form;
}

const png = async (filename: string, label: string): Promise<ChosenFile> => ({
  filename,
  type: "image/png",
  content: new Uint8Array(await drawDocumentScan(label)),
});

describe("the records' forms refused without JavaScript", () => {
  it("invite staff: an address already in the team is refused at its field, everything typed kept", async () => {
    const browser = await browserOf("employer@example.com");
    const email = `staff.http.${Date.now()}@example.com`;
    const lastName = `Tester-http-${Date.now()}`;
    const typed = { "First name": "Lore", "Last name": lastName, "E-mail address": email, Language: "English" };
    const invite = await browser.open("/team/invite-to-payroll-team");
    const invited = await browser.submit(fillByLabel(invite, invite.form("Invite"), typed), "Invite");
    expect(new URL(invited.url).search).toBe("?done=invited");

    const again = await browser.open("/team/invite-to-payroll-team");
    const refused = await browser.submit(
      fillByLabel(again, again.form("Invite"), { ...typed, "E-mail address": email.toUpperCase(), Language: "Nederlands" }),
      "Invite",
    );
    const form = expectRefused(refused, "Invite staff", "Invite", { "E-mail address": /This person is already in the team/ });
    expect(keptIn(refused, form, "Language")).toBe("nl");
    expect(keptIn(refused, form, "Last name")).toBe(lastName);
  });

  it("add user: an address already in the list, or another account's, is refused at its field", async () => {
    const browser = await browserOf("employer@example.com");
    const email = `invitee.http.${Date.now()}@example.com`;
    const typed = { "First name": "Fien", "Last name": `Tester-http-${Date.now()}`, "E-mail address": email };
    const add = await browser.open("/settings/company-users/add-company-user");
    const added = await browser.submit(fillByLabel(add, add.form("Invite"), typed), "Invite");
    expect(new URL(added.url).search).toBe("?added=1");

    const again = await browser.open("/settings/company-users/add-company-user");
    const inList = await browser.submit(fillByLabel(again, again.form("Invite"), typed), "Invite");
    const form = expectRefused(inList, "Add user", "Invite", { "E-mail address": "This user is already in the list." });
    fillByLabel(inList, form, { "E-mail address": "payroll@example.com" });
    const taken = await browser.submit(form, "Invite");
    const takenForm = expectRefused(taken, "Add user", "Invite", { "E-mail address": "This e-mail address is already taken by another account." });
    expect(keptIn(taken, takenForm, "Last name")).toBe(typed["Last name"]);
  });

  it("an employee's wage profile: a future marital date, more children with a disability than children and a count over 20 are refused together, what was typed kept", async () => {
    const browser = await browserOf("employer@example.com");
    const page = await browser.open(`${EMPLOYEE}/edit-employee-wage-profile`);
    const typed = {
      Married: true,
      "Date of the marital status": "2099-01-01",
      "Dependent children": "3",
      "Of them, children with a disability": "4",
      "Other dependent persons": "25",
    };
    const refused = await browser.submit(fillByLabel(page, page.form("Save wage profile"), typed), "Save wage profile");
    const form = expectRefused(refused, "Edit wage profile", "Save wage profile", {
      "Date of the marital status": "The date of the marital status cannot be in the future.",
      "Of them, children with a disability": "The children with a disability cannot be more than the dependent children.",
      "Other dependent persons": "Enter a whole number from 0 to 20.",
    });
    for (const label of ["Date of the marital status", "Dependent children", "Of them, children with a disability", "Other dependent persons"] as const)
      expect(keptIn(refused, form, label), label).toBe(typed[label]);
  });

  it("an employee's certificate: a missing front and a back that is not an image are refused, the rest kept; an expired date is refused on editing", async () => {
    const browser = await browserOf("employer@example.com");
    const page = await browser.open(`${EMPLOYEE}/add-employee-certificate`);
    const typed = { Certificate: "Forklift licence", "Valid until": "2030-05-31" };
    const notAnImage = { filename: "back.png", type: "image/png", content: "not a picture" };
    const refused = await browser.submit(
      fillByLabel(page, page.form("Save certificate"), { ...typed, "Back side (optional)": notAnImage }),
      "Save certificate",
    );
    const form = expectRefused(refused, "Add certificate", "Save certificate", {
      "Front side": "Upload the front side of the certificate.",
      "Back side (optional)": "The back side must be a PNG or JPEG image.",
    });
    expect(keptIn(refused, form, "Valid until")).toBe("2030-05-31");
    expect(keptIn(refused, form, "Certificate")).toMatch(/\w+/);

    fillByLabel(refused, form, { "Front side": await png("front.png", "Forklift licence · front") });
    const profile = await browser.submit(form, "Save certificate");
    expect(new URL(profile.url).pathname).toBe(`${EMPLOYEE}/view-employee-profile`);
    const edit = elementsOf(profile.document, (element) => element.tagName === "a" && textOf(element) === "Edit Forklift licence")[0];
    const editing = await browser.open(attributeOf(edit, "href")!);
    const expired = await browser.submit(fillByLabel(editing, editing.form("Save certificate"), { "Valid until": "2020-01-31" }), "Save certificate");
    expectRefused(expired, "Edit certificate", "Save certificate", { "Valid until": /the certificate has expired/ });
  });

  it("an employee's own personal information: an invalid IBAN is refused, the address kept", async () => {
    const browser = await browserOf("employee2@example.com");
    const page = await browser.open("/my-profile/edit-personal-information");
    const typed = { Street: "Kammenstraat", Number: "25", Postcode: "2000", City: "Antwerpen", "Bank account number (IBAN)": "BE71 0961 2345 6768" };
    const refused = await browser.submit(fillByLabel(page, page.form("Save personal information"), typed), "Save personal information");
    const form = expectRefused(refused, "Edit personal information", "Save personal information", {
      "Bank account number (IBAN)": "The bank account number is invalid. Please correct it.",
    });
    for (const [label, value] of Object.entries(typed)) expect(keptIn(refused, form, label), label).toBe(value);
  });

  it("the identity typed by hand: a card number with wrong check digits and an expired card are refused, what was typed kept", async () => {
    const browser = await browserOf("employer@example.com");
    const page = await browser.open(`${EMPLOYEE}/verify-identity/by-hand`);
    const form = page.form("Save the details");
    const registerNumber = nationalRegisterNumber("1993-03-09", 217);
    const card = belgianCardNumber("5920391827");
    const wrongCheckDigits = `${card.slice(0, 10)}${String((Number(card.slice(10)) % 97) + 1).padStart(2, "0")}`;
    fillByLabel(page, form, { Nationality: "BE", "ID card number": wrongCheckDigits, "Expiry date of the ID card": "2020-01-31" });
    form.fill({ nationalRegisterNumber: registerNumber });
    const refused = await browser.submit(form, "Save the details");
    const kept = expectRefused(refused, "Enter the identity details", "Save the details", {
      "ID card number": "The ID card number is invalid. Please correct it.",
      "Expiry date of the ID card": "The ID card has expired. Please update the information with a valid ID card.",
    });
    expect(kept.valueOf("nationalRegisterNumber")).toBe(registerNumber);
    expect(keptIn(refused, kept, "Nationality")).toBe("BE");
  });

  it("a work post sheet's PDF of 5 MB or more is refused", async () => {
    const browser = await browserOf("employer@example.com");
    const choice = await browser.open(`/positions/add-work-post-sheet/${POSITION_WITHOUT_SHEET}`);
    const upload = await browser.submit(fillByLabel(choice, choice.form("Continue"), { "Upload your own PDF": true }), "Continue");
    expect(new URL(upload.url).searchParams.has("choice")).toBe(true);
    const tooLarge = {
      filename: "big.pdf",
      type: "application/pdf",
      content: new Uint8Array(Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.alloc(5 * 1024 * 1024)])),
    };
    const refused = await browser.submit(fillByLabel(upload, upload.form("Upload PDF"), { "Work post sheet (PDF)": tooLarge }), "Upload PDF");
    expectRefused(refused, "Add a work post sheet", "Upload PDF", { "Work post sheet (PDF)": "The PDF must be smaller than 5 MB" });
  });
});

describe("weeks approved in one go, without JavaScript (issue 46)", () => {
  it("lists the weeks that match the plan ticked, refuses none ticked, makes the ticked ones final once and says why each other is left", async () => {
    const browser = await browserOf("hours@example.com");
    const list = await browser.open("/hours-validation");
    const link = elementsOf(list.document, (element) => element.tagName === "a" && textOf(element) === "Approve the weeks that match the plan")[0];
    const page = await browser.open(attributeOf(link, "href")!);
    expect(page.status).toBe(200);
    expect(page.heading()).toBe("Approve the weeks that match the plan");
    const form = page.form("Submit the ticked weeks as final");
    const boxes = form.controls.filter((control) => attributeOf(control, "name") === "timesheetIds");
    // The seed's Julie Lambert entered her third work week as planned; her fourth has a shorter day.
    expect(boxes.length).toBeGreaterThan(0);
    expect(boxes.every((box) => attributeOf(box, "checked") !== undefined)).toBe(true);
    const labels = boxes.map((box) =>
      textOf(elementsOf(page.document, (element) => element.tagName === "label" && attributeOf(element, "for") === attributeOf(box, "id"))[0]),
    );
    expect(labels.some((label) => /^Julie Lambert, week of .+: 24(\.0+)? hours$/.test(label))).toBe(true);
    const leftOf = (shown: typeof page) =>
      elementsOf(shown.document, (element) => element.tagName === "section" && attributeOf(element, "aria-labelledby") === "left-heading")
        .map(textOf)
        .join(" ");
    expect(leftOf(page)).toMatch(/Julie Lambert, week of .+: (.+ hours are entered on .+, where .+ are planned|the week is not over yet)/);

    const refused = await browser.submit(page.form("Submit the ticked weeks as final").fill({ timesheetIds: false }));
    expect(refused.status).toBe(400);
    expect(refused.heading()).toBe("Approve the weeks that match the plan");
    const summary = elementsOf(refused.document, (element) => attributeOf(element, "aria-labelledby") === "error-summary-title");
    expect(summary.map(textOf).join(" ")).toContain("Tick at least one week to submit as final");
    expect(elementsOf(refused.document, (element) => attributeOf(element, "autofocus") !== undefined)).toEqual(summary);

    const approving = page.form("Submit the ticked weeks as final");
    const done = await browser.submit(approving);
    expect(done.status).toBe(200);
    const doneIds = new URL(done.url).searchParams.get("done")!.split(",");
    expect(doneIds.sort()).toEqual(boxes.map((box) => attributeOf(box, "value")!).sort());
    const notice = elementsOf(done.document, (element) => attributeOf(element, "role") === "status")
      .map(textOf)
      .join(" ");
    expect(notice).toMatch(/^(This week is|These \d+ weeks are) now final:/);
    for (const label of labels) expect(notice).toContain(label);
    expect(done.forms().some((each) => each.fieldNames().includes("timesheetIds"))).toBe(false);
    expect(leftOf(done)).toBe(leftOf(page));

    // Sent twice (a second click, the back button): the same answer, nothing made final again.
    const again = await browser.submit(approving);
    expect(new URL(again.url).searchParams.get("done")!.split(",").sort()).toEqual(doneIds.sort());
    // Each week left links to its own timesheet, to do by hand.
    const left = elementsOf(done.document, (element) => element.tagName === "section" && attributeOf(element, "aria-labelledby") === "left-heading")[0];
    const byHand = await browser.open(attributeOf(elementsOf(left, (element) => element.tagName === "a")[0], "href")!);
    expect(byHand.heading()).toBe("Timesheet of Julie Lambert");
  });
});

describe("the weekly digest's forms without JavaScript", () => {
  const DIGEST = "a week starts: what is waiting for me in this company (weekly digest, on Mondays)";

  it("mail preferences: the digest is ticked on, saved, and shown ticked; then off again", async () => {
    const browser = await browserOf("viewer@example.com");
    const page = await browser.open("/settings/email-settings");
    const form = page.form("Save preferences");
    expect(attributeOf(controlLabelled(page, form, DIGEST), "checked")).toBeUndefined();
    const saved = await browser.submit(fillByLabel(page, form, { [DIGEST]: true }), "Save preferences");
    expect(new URL(saved.url).search).toBe("?saved=1");
    expect(saved.html).toContain("Your mail preferences were saved.");
    const ticked = saved.form("Save preferences");
    expect(attributeOf(controlLabelled(saved, ticked, DIGEST), "checked")).toBeDefined();
    // The other notices were left as they were: on.
    expect(attributeOf(controlLabelled(saved, ticked, "a survey is waiting for me"), "checked")).toBeDefined();
    const off = await browser.submit(fillByLabel(saved, ticked, { [DIGEST]: false }), "Save preferences");
    expect(attributeOf(controlLabelled(off, off.form("Save preferences"), DIGEST), "checked")).toBeUndefined();
  });

  it("the unsubscribe page, signed out: it asks before it stops, refuses a link tampered with, and says a link without its token does not work", async () => {
    const browser = new FormBrowser(portal.url);
    const incomplete = await browser.open("/unsubscribe");
    expect(incomplete.heading()).toBe("Stop the weekly digest");
    expect(() => incomplete.form("Stop the weekly digest")).toThrow();
    expect(incomplete.html).toContain("This link no longer works");

    // Well formed, signed with another key: the API refuses it, and the page says so above the button.
    const page = await browser.open(`/unsubscribe?token=1.0.${"A".repeat(43)}`);
    expect(page.status).toBe(200);
    expect(page.html).toContain("in any of your companies");
    const refused = await browser.submit(page.form("Stop the weekly digest"), "Stop the weekly digest");
    expect(refused.status).toBe(400);
    const summary = elementsOf(refused.document, (element) => attributeOf(element, "role") === "alert")
      .map(textOf)
      .join(" ");
    expect(summary).toContain("This link no longer works: it was already used, or it is not complete.");
    expect(refused.form("Stop the weekly digest").valueOf("token")).toBe(`1.0.${"A".repeat(43)}`);
  });
});
