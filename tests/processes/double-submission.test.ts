// The same form sent twice at once through the portal, as a double click without JavaScript or a retried
// request sends it (docs/decisions/0034-one-time-form-keys.md): the cost place form, read once for its
// one-time key and posted twice with it, makes one "Dubbelklik Gent", and both posts get the same answer.
// Whichever of the two the portal and the API take first, the outcome is the same. The production build,
// on a portal and embedded API of its own. Alone: npx vitest run --config tests/processes/vitest.config.ts double-submission
import { formsOf, type PageForm } from "./html-forms";
import { bodyOf, startPortalUnderTest, type PortalUnderTest } from "./portal-crawl";

const FORM = "/settings/add-cost-place";
const LIST = "/settings/cost-places";

let portal: PortalUnderTest;

beforeAll(async () => {
  portal = await startPortalUnderTest("double-submission");
}, 200_000);

afterAll(async () => {
  await portal?.stop();
});

/** The cost place form as the server renders it, with its key. */
async function renderedForm(): Promise<{ form: PageForm; key: string }> {
  const page = await portal.send(FORM, "employer");
  expect(page.status).toBe(200);
  const form = formsOf(await page.text(), FORM, "post").find((found) => found.action === FORM)!;
  const key = form.controls.find((control) => control.name === "formKey")?.value;
  expect(key).toMatch(/^[0-9a-f]{32}$/);
  return { form, key: key! };
}

async function post(form: PageForm, key: string, name: string) {
  const { body, headers } = bodyOf(form, {
    fields: [
      ["formKey", key],
      ["name", name],
    ],
  });
  const answer = await portal.send(FORM, "employer", { method: "POST", body, headers });
  return { status: answer.status, location: answer.headers.get("location") };
}

async function costPlacesNamed(name: string): Promise<number> {
  const page = await portal.send(LIST, "employer");
  expect(page.status).toBe(200);
  const rows = [...(await page.text()).matchAll(/<th scope="row"[^>]*>([^<]*)<\/th>/g)];
  return rows.filter(([, cell]) => cell === name).length;
}

describe("the cost place form sent twice at once", () => {
  it("adds one Dubbelklik Gent, and answers both posts alike", async () => {
    const { form, key } = await renderedForm();
    const answers = await Promise.all([post(form, key, "Dubbelklik Gent"), post(form, key, "Dubbelklik Gent")]);
    expect(answers).toEqual([
      { status: 302, location: `${LIST}?added=1` },
      { status: 302, location: `${LIST}?added=1` },
    ]);
    expect(await costPlacesNamed("Dubbelklik Gent")).toBe(1);
  });

  it("a new rendering of the form has a new key: a second cost place added on purpose is added", async () => {
    const first = await renderedForm();
    await post(first.form, first.key, "Opzettelijk Gent");
    const second = await renderedForm();
    expect(second.key).not.toBe(first.key);
    await post(second.form, second.key, "Opzettelijk Gent");
    expect(await costPlacesNamed("Opzettelijk Gent")).toBe(2);
  });
});
