// A control character in a typed text is said at its field, in the three languages, and what was typed
// is kept; nothing is sent to the API (docs/decisions/0062-single-line-text-and-mail-text.md). Through
// the form pipeline, with the forms the hostile probe used.
import { readFileSync } from "node:fs";
import { redirect } from "react-router";
import { vi } from "vitest";
import { z } from "zod";
import { AddCompanyUserSchema } from "~/routes/_app.settings.company-users_.add-company-user/schema";
import { CompanySettingsSchema } from "~/areas/settings/company-settings.schema";
import { formAction, type FormReply } from "./action.server";
import { RegistrationSchema } from "~/routes/_auth.registration/schema";
import { ProfileSchema } from "~/areas/settings/profile.schema";
import { surveyAnswersSchema } from "~/routes/_app.surveys_.fill-survey.$surveyId/schema";
import { generalStepSchema } from "~/areas/positions/position-general.schema";
import { PremiumsStepSchema } from "~/areas/positions/position-premiums.schema";
import { GeneralStepSchema } from "~/areas/contracts/wizard/contract-general.schema";
import { ScheduleEditSchema } from "~/areas/contracts/wizard/schedule.schema";
import { WorkPostSheetSchema } from "~/areas/work-post-sheets/work-post-sheet.schema";
import { timesheetSchema } from "~/areas/hours-validation/timesheet.schema";
import { GeneralInformationSchema } from "~/areas/employees/general-information.schema";
import { PersonalInformationSchema } from "~/areas/employees/personal-information.schema";
import { WageProfileSchema } from "~/areas/employees/wage-profile.schema";
import { certificateSchema } from "~/areas/employees/certificate.schema";
import { detailsSchema } from "~/areas/identity/identity.schema";
import { responseOf } from "../../tests/support/answer";

function submit(schema: z.ZodTypeAny, fields: Record<string, string>) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  const save = vi.fn(async () => redirect("/saved"));
  const answer = formAction({ request: new Request("http://localhost/form", { method: "POST", body }), schema, save, failed: "common:errors.unknown" }).then(
    responseOf,
  );
  return { answer, save };
}

const replyOf = async (response: Response) => ({ status: response.status, reply: (await response.json()) as FormReply });

const invitation = { firstName: "Bob", lastName: "Peeters", email: "bob@example.com", function: "Boekhouder", preferredLanguage: "en" };
const HOSTILE_NAME = "Bob,\r\n\r\nURGENT: sign in at http://evil.example/login";

describe("a single-line field", () => {
  it("with line breaks: the invitation is refused with 400, the message at the field, what was typed kept, nothing saved", async () => {
    const { answer, save } = submit(AddCompanyUserSchema, { ...invitation, firstName: HOSTILE_NAME });
    const { status, reply } = await replyOf(await answer);
    expect(status).toBe(400);
    expect(reply.error).toEqual({ firstName: ["common:validation.notOneLine"] });
    expect(reply.initialValue).toMatchObject({ firstName: HOSTILE_NAME });
    expect(save).not.toHaveBeenCalled();
  });

  it.each([
    ["a tab", "Boek\thouder"],
    ["a C1 control", "Boek\u0085houder"],
    ["a line separator", "Boek\u2028houder"],
  ])("with %s: refused at the field", async (_case, text) => {
    const { reply } = await replyOf(await submit(AddCompanyUserSchema, { ...invitation, function: text }).answer);
    expect(reply.error).toEqual({ function: ["common:validation.notOneLine"] });
  });

  it("on one line, surrounding spaces and a trailing break trimmed, is saved", async () => {
    const { answer, save } = submit(AddCompanyUserSchema, { ...invitation, firstName: " Bob \r\n" });
    expect((await answer).status).toBe(302);
    expect(save).toHaveBeenCalledWith(expect.objectContaining({ firstName: "Bob" }));
  });
});

describe("a multi-line field", () => {
  it("keeps the line breaks a text area posts, and refuses a tab at the field", async () => {
    const settings = { displayName: "Brouwerij De Klok", description: "Bier sinds 1892.\r\n\r\nOok op zondag." };
    const kept = submit(CompanySettingsSchema, settings);
    expect((await kept.answer).status).toBe(302);
    const { reply } = await replyOf(await submit(CompanySettingsSchema, { ...settings, description: "Bier\tsinds 1892." }).answer);
    expect(reply.error).toEqual({ description: ["common:validation.controlCharacters"] });
  });
});

describe("the messages", () => {
  const validation = (language: string) =>
    (JSON.parse(readFileSync(`locales/${language}/common.json`, "utf8")) as { validation: Record<string, string> }).validation;

  it.each(["notOneLine", "controlCharacters"])("%s is worded in English, Dutch and French", (key) => {
    const [en, nl, fr] = ["en", "nl", "fr"].map((language) => validation(language)[key]);
    expect(en).toMatch(/\w/);
    expect(new Set([en, nl, fr]).size).toBe(3);
  });
});

describe("every form with typed text", () => {
  // Each form with its text fields (a wizard's groups and rows by their paths) and, of them, its text
  // areas. A control character is refused at each field with the rule's message, whatever else is
  // wrong with the form; a text area keeps the breaks a browser posts.
  const BELL = "a\u0007b";
  const FORMS: [form: string, schema: z.ZodTypeAny, textFields: string[], textAreas: string[]][] = [
    ["registration", RegistrationSchema, ["firstName", "lastName", "mobile"], []],
    ["profile", ProfileSchema, ["firstName", "lastName", "telephone", "mobile"], []],
    ["survey", surveyAnswersSchema([{ id: "7", kind: "text", required: false }]), ["question-7"], ["question-7"]],
    [
      "position wizard, general",
      generalStepSchema({ functionCodes: [], savedStudentsAllowed: null }),
      ["name", "description", "street", "streetNumber", "zip", "city"],
      ["description"],
    ],
    ["position wizard, premiums", PremiumsStepSchema, ["nettoPremiumComment", "ecoChequeComment"], ["nettoPremiumComment", "ecoChequeComment"]],
    ["contract wizard, general", GeneralStepSchema, ["location.street", "siteAddress", "remark"], ["remark"]],
    ["contract and extension wizards, schedule", ScheduleEditSchema, ["notes"], ["notes"]],
    [
      "work post sheet",
      WorkPostSheetSchema,
      [
        "tasksToPerform",
        "requiredQualifications",
        "welcomeOfficerName",
        "welcomeOfficerFunction",
        "workEquipment",
        "workstationLocation",
        "protectiveEquipmentOther",
      ],
      ["tasksToPerform", "requiredQualifications", "workEquipment"],
    ],
    ["timesheet", timesheetSchema(["2026-11-23"], { final: false }), ["days.0.absenceReason", "days.0.remark"], []],
    ["employee, general information", GeneralInformationSchema, ["placeOfBirth"], []],
    ["employee, personal information", PersonalInformationSchema, ["street", "streetNumber", "buildingNumber", "city"], []],
    ["employee, wage profile", WageProfileSchema, ["maritalDate"], []],
    ["employee, certificate", certificateSchema({ front: z.null().catch(null), back: z.null().catch(null) }), ["expiresOn"], []],
    ["identity by hand", detailsSchema("2026-11-29"), ["firstName", "lastName", "idCardNumber"], []],
  ];

  /** The typed form with one text at a path: "days.0.remark" is {days: [{remark}]}. */
  function formWith(path: string, text: string): Record<string, unknown> {
    const [head, ...rest] = path.split(".");
    if (rest.length === 0) return { [head]: text };
    const inner = formWith(rest.join("."), text);
    return { [head]: /^\d+$/.test(rest[0]) ? [inner[rest[0]]] : inner };
  }
  const messagesAt = (schema: z.ZodTypeAny, path: string, text: string) => {
    const result = schema.safeParse(formWith(path, text));
    return result.success ? [] : result.error.issues.filter((issue) => issue.path.join(".") === path).map((issue) => issue.message);
  };

  describe.each(FORMS)("%s", (_form, schema, textFields, textAreas) => {
    it.each(textFields)("refuses a control character in %s at the field, and not the text that fits it", (field) => {
      const isTextArea = textAreas.includes(field);
      const rule = isTextArea ? "common:validation.controlCharacters" : "common:validation.notOneLine";
      expect(messagesAt(schema, field, BELL)).toContain(rule);
      expect(messagesAt(schema, field, isTextArea ? "a\r\nb" : "a b")).not.toContain(rule);
    });
  });
});
