import { z } from "zod";
import { defineWizard, type StepOf } from "./wizard";
import { checkAction, openStep, requireStepOfPath, stepAction } from "./wizard.server";
import { ApiError } from "~/platform/payroll-api.server";
import { responseOf } from "../../../tests/support/answer";

// The kit's loaders and actions on a small wizard, without an API: the saves are recorded.
const wizard = defineWizard({
  kind: "example",
  steps: [
    { name: "name", path: "", title: "positions:steps.general" },
    { name: "age", path: "age", title: "positions:steps.safety" },
    { name: "check", path: "check", title: "positions:steps.check" },
  ],
  check: "check",
  base: () => "/example",
});
type Step = StepOf<typeof wizard>;

const AgeForm = z.object({ age: z.string().optional().catch(undefined) });
const toAge = (form: z.infer<typeof AgeForm>) => ({ age: form.age ? Number(form.age) : null });
const checkedAge = AgeForm.superRefine((form, ctx) => {
  if (!form.age) ctx.addIssue({ code: "custom", path: ["age"], message: "example:ageRequired" });
}).transform(toAge);
const typedAge = AgeForm.transform(toAge);

const post = (fields: Record<string, string>, url = "http://portal.test/example/age") => {
  const body = new URLSearchParams(fields);
  return new Request(url, { method: "POST", body, headers: { "Content-Type": "application/x-www-form-urlencoded" } });
};

function ageStep(fields: Record<string, string>, extra: { cancel?: () => Promise<string>; save?: () => Promise<unknown> } = {}) {
  const saved: { age: number | null }[] = [];
  const response = stepAction({
    request: post(fields),
    wizard,
    subject: null,
    step: "age" as Step,
    schema: checkedAge,
    asTyped: typedAge,
    save: async (value) => {
      saved.push(value);
      await extra.save?.();
    },
    failed: "example:saveFailed",
    refusals: { AGE_UNLIKELY: { fields: ["age"], message: "example:ageUnlikely" } },
    cancel: extra.cancel,
  }).then(responseOf);
  return { response, saved };
}

const locationOf = (response: Response) => response.headers.get("Location");

describe("requireStepOfPath and openStep", () => {
  it("answers 404 for an address that names no step", () => {
    expect(requireStepOfPath(wizard, "age")).toBe("age");
    expect(() => requireStepOfPath(wizard, "nonsense")).toThrow(expect.objectContaining({ status: 404 }));
  });

  it("redirects a user who skips ahead to the first unfinished step", () => {
    let thrown: unknown;
    try {
      openStep(new Request("http://portal.test/example/check"), { wizard, subject: null, step: "check", finished: (step) => step === "name" });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(Response);
    expect(locationOf(thrown as Response)).toBe("/example/age");
  });

  it("gives the step's page its place, buttons and whether it returns to the check-your-answers step", () => {
    const page = openStep(new Request("http://portal.test/example/age?return=check"), { wizard, subject: null, step: "age", finished: () => true });
    expect(page).toMatchObject({ step: "age", title: "positions:steps.safety", number: 2, total: 3, returning: true, first: false, check: false });
    expect(page.progress.map((item) => item.href)).toEqual(["/example", null, "/example/check"]);
  });
});

describe("stepAction", () => {
  it("Next checks the step, saves it and goes on", async () => {
    const { response, saved } = ageStep({ intent: "next", age: "42" });
    expect(locationOf(await response)).toBe("/example/check");
    expect(saved).toEqual([{ age: 42 }]);
  });

  it("Next refuses an unfinished step with 400, everything typed kept, and saves nothing", async () => {
    const { response, saved } = ageStep({ intent: "next", age: "", note: "typed" });
    const answer = await response;
    expect(answer.status).toBe(400);
    const reply = await answer.json();
    expect(reply.error).toEqual({ age: ["example:ageRequired"] });
    expect(reply.initialValue).toMatchObject({ note: "typed" });
    expect(saved).toEqual([]);
  });

  it("Next from a Change link goes back to the check-your-answers step", async () => {
    const { response } = ageStep({ intent: "next", age: "42", return: "check" });
    expect(locationOf(await response)).toBe("/example/check");
  });

  it("Previous saves what was typed without checking it and goes back", async () => {
    const { response, saved } = ageStep({ intent: "previous", age: "" });
    expect(locationOf(await response)).toBe("/example");
    expect(saved).toEqual([{ age: null }]);
  });

  it("Cancel throws the draft away and goes where the wizard says, saving nothing", async () => {
    const { response, saved } = ageStep({ intent: "cancel", age: "" }, { cancel: async () => "/elsewhere" });
    expect(locationOf(await response)).toBe("/elsewhere");
    expect(saved).toEqual([]);
  });

  it("says an API refusal next to its field", async () => {
    const refuse = async () => {
      throw new ApiError("rejected", "AGE_UNLIKELY", 422);
    };
    const { response } = ageStep({ intent: "next", age: "420" }, { save: refuse });
    const answer = await response;
    expect(answer.status).toBe(400);
    expect((await answer.json()).error).toEqual({ age: ["example:ageUnlikely"] });
  });
});

describe("checkAction", () => {
  const check = (fields: Record<string, string>, submit: () => Promise<string>) =>
    checkAction({
      request: post(fields, "http://portal.test/example/check"),
      wizard,
      subject: null,
      submit,
      failed: "example:submitFailed",
      refusals: { TOO_LATE: { form: "example:tooLate" } },
    }).then(responseOf);

  it("submits the draft and goes where the wizard says", async () => {
    expect(locationOf(await check({ intent: "submit" }, async () => "/done"))).toBe("/done");
  });

  it("goes back to the last step with Previous, submitting nothing", async () => {
    const submit = vi.fn(async () => "/done");
    expect(locationOf(await check({ intent: "previous" }, submit))).toBe("/example/age");
    expect(submit).not.toHaveBeenCalled();
  });

  it("words a refused submission above the answers", async () => {
    const answer = await check({ intent: "submit" }, async () => {
      throw new ApiError("rejected", "TOO_LATE", 422);
    });
    expect(answer.status).toBe(400);
    expect((await answer.json()).error).toEqual({ "": ["example:tooLate"] });
  });
});
