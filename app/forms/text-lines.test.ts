// A control character in a typed text is said at its field, in the three languages, and what was typed
// is kept; nothing is sent to the API (docs/decisions/0062-single-line-text-and-mail-text.md). Through
// the form pipeline, with the forms the hostile probe used.
import { readFileSync } from "node:fs";
import { redirect } from "@remix-run/node";
import { vi } from "vitest";
import type { z } from "zod";
import { AddCompanyUserSchema } from "~/routes/_app.settings.company-users_.add-company-user/schema";
import { CompanySettingsSchema } from "~/areas/settings/company-settings.schema";
import { formAction, type FormReply } from "./action.server";

function submit(schema: z.ZodTypeAny, fields: Record<string, string>) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  const save = vi.fn(async () => redirect("/saved"));
  const answer = formAction({ request: new Request("http://localhost/form", { method: "POST", body }), schema, save, failed: "common:errors.unknown" });
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
