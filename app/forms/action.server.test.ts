import { redirect } from "react-router";
import { vi } from "vitest";
import { z } from "zod";
import { ApiError } from "~/platform/payroll-api.server";
import { startSession } from "~/platform/session.server";
import { formAction, type FormActionOptions, type FormReply } from "./action.server";
import { responseOf } from "../../tests/support/answer";

const Schema = z.object({
  name: z.string({ error: "name required" }),
  email: z.string({ error: "email required" }).email("email invalid"),
  password: z.string({ error: "password required" }),
});

function post(fields: Record<string, string>, headers?: HeadersInit) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  return new Request("http://localhost/settings/things", { method: "POST", body, headers });
}

/** A post in a signed-in session: what it typed is that account's, kept when the API ends the token. */
async function signedInPost(fields: Record<string, string>) {
  const session = (await startSession({ kind: "user", email: "ada@example.com", token: "api-token" }, "/")).headers.get("Set-Cookie")!;
  return post(fields, { Cookie: session.split(";")[0] });
}

const valid = { name: "Ada", email: "ada@example.com", password: "secret-enough" };

/** The form's action with one API call that fails as told, or saves. */
function run(fields: Record<string, string>, options: Partial<FormActionOptions<typeof Schema>> & { fails?: ApiError } = {}) {
  const { fails, ...rest } = options;
  const save = vi.fn(async () => {
    if (fails) throw fails;
    return redirect("/settings/things?saved=1");
  });
  const answer = formAction({ request: post(fields), schema: Schema, save, failed: "things:failed", hideFields: ["password"], ...rest }).then(responseOf);
  return { answer, save };
}

const replyOf = async (response: Response) => ({ status: response.status, reply: (await response.json()) as FormReply });

describe("formAction", () => {
  it("saves a valid submission and answers the save's redirect", async () => {
    const { answer, save } = run(valid);
    const response = await answer;
    expect(save).toHaveBeenCalledWith(valid);
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/settings/things?saved=1");
  });

  it("answers an invalid submission with 400, every typed value kept but the hidden ones", async () => {
    const { answer, save } = run({ name: "Ada", email: "not an address", password: "typed" });
    const { status, reply } = await replyOf(await answer);
    expect(save).not.toHaveBeenCalled();
    expect(status).toBe(400);
    expect(reply.error).toMatchObject({ email: ["email invalid"] });
    expect(reply.initialValue).toEqual({ name: "Ada", email: "not an address" });
  });

  it("answers a conform intent that only validates with 200, without saving", async () => {
    const { answer, save } = run({ ...valid, __intent__: JSON.stringify({ type: "validate", payload: { name: "email" } }) });
    const response = await answer;
    expect(save).not.toHaveBeenCalled();
    expect(response.status).toBe(200);
  });

  it("says a refusal about fields next to each of them, hidden fields still dropped", async () => {
    const { answer } = run(valid, {
      fails: new ApiError("rejected", "EMAIL_TAKEN", 400),
      refusals: { EMAIL_TAKEN: { fields: ["email", "name"], message: "things:emailTaken" } },
    });
    const { status, reply } = await replyOf(await answer);
    expect(status).toBe(400);
    expect(reply.error).toMatchObject({ email: ["things:emailTaken"], name: ["things:emailTaken"] });
    expect(reply.initialValue).toEqual({ name: "Ada", email: "ada@example.com" });
  });

  it("says a refusal about the form above it, with its status (400 unless told)", async () => {
    const refusals = { NOT_ALLOWED: { form: "things:notAllowed", status: 403 }, CLOSED: { form: "things:closed" } };
    const notAllowed = await replyOf(await run(valid, { fails: new ApiError("rejected", "NOT_ALLOWED", 403), refusals }).answer);
    expect(notAllowed.status).toBe(403);
    expect(notAllowed.reply.error).toMatchObject({ "": ["things:notAllowed"] });
    const closed = await replyOf(await run(valid, { fails: new ApiError("rejected", "CLOSED", 400), refusals }).answer);
    expect(closed.status).toBe(400);
    expect(closed.reply.error).toMatchObject({ "": ["things:closed"] });
  });

  it("throws the page's 404 for a refusal that means the record is gone", async () => {
    const thrown = await run(valid, { fails: new ApiError("rejected", "NOT_FOUND", 404), refusals: { NOT_FOUND: { notFound: true } } }).answer.catch(
      (error: unknown) => error,
    );
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(404);
  });

  it("goes elsewhere for a refusal that redirects", async () => {
    const thrown = await run(valid, { fails: new ApiError("rejected", "DONE", 400), refusals: { DONE: { redirect: "/things/1?alreadyDone=1" } } }).answer.catch(
      (error: unknown) => error,
    );
    expect((thrown as Response).status).toBe(302);
    expect((thrown as Response).headers.get("Location")).toBe("/things/1?alreadyDone=1");
  });

  it("says the API's per-field problems where the form reads them", async () => {
    const fails = new ApiError("rejected", "THING_INVALID", 400, [{ field: "name", code: "TOO_LONG" }]);
    const problems = (error: ApiError) => ({
      fieldErrors: Object.fromEntries(error.problems.map((problem) => [problem.field, [`things:${problem.code}`]])),
      formErrors: [],
    });
    const { status, reply } = await replyOf(await run(valid, { fails, problems }).answer);
    expect(status).toBe(400);
    expect(reply.error).toMatchObject({ name: ["things:TOO_LONG"] });
  });

  it("says the form's own failure for a refusal it does not name", async () => {
    const { status, reply } = await replyOf(await run(valid, { fails: new ApiError("rejected", "SOMETHING_ELSE", 400) }).answer);
    expect(status).toBe(400);
    expect(reply.error).toMatchObject({ "": ["things:failed"] });
    expect(reply.initialValue).not.toHaveProperty("password");
  });

  it("says that the form was sent before with other values when the API refuses its one-time key with 422, what was typed kept", async () => {
    const { status, reply } = await replyOf(await run(valid, { fails: new ApiError("rejected", "IDEMPOTENCY_KEY_REUSED", 422) }).answer);
    expect(status).toBe(400);
    expect(reply.error).toMatchObject({ "": ["common:errors.sentBeforeWithOtherValues"] });
    expect(reply.initialValue).toMatchObject({ name: "Ada", email: "ada@example.com" });
  });

  it("says the API's refusal of a control character at the field it names, in the form's own field name", async () => {
    const fails = new ApiError("rejected", "CONTROL_CHARACTERS", 422, [{ field: "general.name", code: "NOT_ONE_LINE" }]);
    const { status, reply } = await replyOf(await run(valid, { fails }).answer);
    expect(status).toBe(400);
    expect(reply.error).toEqual({ name: ["common:validation.notOneLine"] });
  });

  it("says the service is unavailable when the API does not answer", async () => {
    const { reply } = await replyOf(await run(valid, { fails: new ApiError("unavailable") }).answer);
    expect(reply.error).toMatchObject({ "": ["common:errors.serviceUnavailable"] });
  });

  it("signs the user out on a 401, back to the login, which leads back to the form with what was typed kept", async () => {
    const request = await signedInPost(valid);
    const thrown = await run(valid, { fails: new ApiError("unauthorized", "UNAUTHENTICATED", 401), request }).answer.catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(302);
    expect((thrown as Response).headers.get("Location")).toBe("/login?redirectTo=%2Fsettings%2Fthings");
    expect((thrown as Response).headers.get("Set-Cookie")).toMatch(/__session=.*__kept_form=/);
  });

  it("words a 401 the form names itself (a wrong sign-in code) instead of signing out", async () => {
    const fails = new ApiError("unauthorized", "invalid_otp", 401);
    const { status, reply } = await replyOf(await run(valid, { fails, refusals: { invalid_otp: { form: "auth:otp.failed" } } }).answer);
    expect(status).toBe(400);
    expect(reply.error).toMatchObject({ "": ["auth:otp.failed"] });
  });

  it("throws anything but an API error on as it is", async () => {
    const bug = new TypeError("a bug");
    const save = async (): Promise<never> => {
      throw bug;
    };
    await expect(formAction({ request: post(valid), schema: Schema, save, failed: "things:failed" })).rejects.toBe(bug);
  });

  it("hands the reply to `answer` when the page needs to know which form it answers", async () => {
    const answer = (result: FormReply) => ({ form: "details" as const, result });
    const refused = responseOf(await formAction({ request: post({}), schema: Schema, save: async () => redirect("/"), failed: "things:failed", answer }));
    expect(refused.status).toBe(400);
    const body = await refused.json();
    expect(body.form).toBe("details");
    expect(body.result.error).toMatchObject({ name: ["name required"] });
  });
});
