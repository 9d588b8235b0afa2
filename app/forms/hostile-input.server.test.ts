// Every text of the hostile-input corpus (tests/support/hostile-input.ts) through what every form and
// every list of the portal shares: reading the body (readFormData), checking it with a zod schema of
// the shared field rules and answering (formAction), and reading a list's filters and page from its
// address. Once here, rather than in every field of every form of the built portal: the process
// crawl (tests/processes/hostile-input.test.ts) sends each form one text of each kind of field
// (docs/decisions/0070).
import { redirect } from "react-router";
import { z } from "zod";
import { isCalendarDate } from "~domain/calendar-date";
import { HOSTILE_TEXTS, urlEncodedForm, type HostileText } from "../../tests/support/hostile-input";
import { formAction, type FormReply } from "./action.server";
import { parseAmount } from "./amount";
import { filterParamsOf } from "./filter-params";
import { MAX_PAGE, pageParam } from "./page-param";
import { multiLine, singleLine } from "./text-lines";
import { responseOf } from "../../tests/support/answer";

/** A form of every kind of field the portal's forms have, each checked by the rule the forms share. */
const Schema = z.object({
  name: singleLine(z.string().trim().min(1).max(100)),
  remark: multiLine(z.string().trim().max(2_000)),
  email: z.string().trim().email(),
  startDate: z.string().refine(isCalendarDate),
  wage: z.string().refine((text) => parseAmount(text) !== null),
  kind: z.enum(["interim", "construct"]),
  formKey: z.string(),
});
type Field = keyof z.input<typeof Schema>;

const VALID: Record<Field, string> = {
  name: "Bottelarij Mechelen",
  remark: "First line\nsecond line",
  email: "ada@example.com",
  startDate: "2026-11-30",
  wage: "15,25",
  kind: "interim",
  formKey: "0123456789abcdef0123456789abcdef",
};
const FIELDS = Object.keys(VALID) as Field[];

/**
 * What a refusal keeps of a text sent as the corpus says, or as multipart: invalid UTF-8 and lone
 * surrogates are U+FFFD once read, as in a browser's form; an empty field is nothing typed.
 */
function kept(text: HostileText, sent: "urlencoded" | "multipart"): string | undefined {
  const read =
    sent === "urlencoded" && text.urlEncoded
      ? decodeURIComponent(text.urlEncoded.replace(/%[89A-F][0-9A-F]/gi, "%EF%BF%BD"))
      : Buffer.from(text.value).toString();
  return read === "" ? undefined : read;
}

function urlEncodedPost(fields: (readonly [string, HostileText | string])[]) {
  return new Request("http://portal.test/settings/things", {
    method: "POST",
    body: urlEncodedForm(fields),
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
  });
}

function multipartPost(fields: (readonly [string, string])[]) {
  const body = new FormData();
  for (const [name, value] of fields) body.append(name, value);
  return new Request("http://portal.test/settings/things", { method: "POST", body });
}

async function answerTo(request: Request) {
  const answer = responseOf(await formAction({ request, schema: Schema, save: async () => redirect("/settings/things?saved=1"), failed: "things:failed" }));
  return { status: answer.status, reply: answer.status === 400 ? ((await answer.json()) as FormReply) : undefined };
}

describe.each(HOSTILE_TEXTS)("the corpus's $name", (text) => {
  it.each(FIELDS)("in the %s field, sent urlencoded, is saved or refused with what was typed kept", async (field) => {
    const { status, reply } = await answerTo(urlEncodedPost(FIELDS.map((name) => [name, name === field ? text : VALID[name]])));
    expect([302, 400]).toContain(status);
    if (reply) expect(reply.initialValue?.[field]).toBe(kept(text, "urlencoded"));
  });

  it("in every field at once, sent as multipart, is refused with every text kept", async () => {
    const { status, reply } = await answerTo(multipartPost(FIELDS.map((name) => [name, text.value])));
    expect(status).toBe(400);
    for (const field of FIELDS) expect(reply?.initialValue?.[field]).toBe(kept(text, "multipart"));
  });

  it("sent twice in every field is refused, not a server error", async () => {
    const { status } = await answerTo(urlEncodedPost(FIELDS.flatMap((name) => [[name, text] as const, [name, VALID[name]] as const])));
    expect(status).toBe(400);
  });

  it("in a list's address is read without control characters, and as a page in range", () => {
    const value = text.urlEncoded ?? encodeURIComponent(text.value);
    const params = filterParamsOf(new Request(`http://portal.test/team/payroll-team?search=${value}&status=${value}&${value}=1`));
    // eslint-disable-next-line no-control-regex -- no control character may pass
    for (const [name, read] of params) expect(`${name}${read}`).not.toMatch(/[\u0000-\u001f\u007f-\u009f]/);
    const page = pageParam.parse(params.get("search"));
    expect(Number.isInteger(page) && page! >= 1 && page! <= MAX_PAGE).toBe(true);
  });
});
