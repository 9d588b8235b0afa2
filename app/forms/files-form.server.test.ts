import { redirect } from "react-router";
import { vi } from "vitest";
import { z } from "zod";
import { formAction, type FormReply } from "./action.server";
import { filesForm } from "./files-form.server";
import { responseOf } from "../../tests/support/answer";

const MESSAGES = { missing: "files:missing", tooLarge: "files:tooLarge", invalid: "files:invalid" };
const isPicture = (bytes: Uint8Array) => new TextDecoder().decode(bytes.slice(0, 3)) === "PIC";

function post(fields: Record<string, string | File>) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  return new Request("http://localhost/certificates", { method: "POST", body });
}

async function submit(request: Request, { maxBytes = 1024, frontRequired = true } = {}) {
  const save = vi.fn(async (_value: unknown) => redirect("/done"));
  const { formData, file } = await filesForm(request, ["front", "back"], maxBytes);
  const schema = z.object({
    kind: z.string({ error: "files:kindRequired" }),
    front: file("front", { required: frontRequired, accepts: isPicture, messages: MESSAGES }),
    back: file("back", { required: false, accepts: isPicture, messages: MESSAGES }),
  });
  const response = responseOf(await formAction({ request, formData, schema, save, failed: "files:failed" }));
  return { response, save };
}

const replyOf = async (response: Response) => (await response.json()) as FormReply;

describe("filesForm", () => {
  it("hands the text fields and each file's bytes to the save", async () => {
    const { response, save } = await submit(post({ kind: "forklift", front: new File(["PIC front"], "front.png"), back: new File(["PIC back"], "back.png") }));
    expect(response.status).toBe(302);
    const [value] = save.mock.calls[0] as [{ kind: string; front: Uint8Array; back: Uint8Array }];
    expect(value.kind).toBe("forklift");
    expect(new TextDecoder().decode(value.front)).toBe("PIC front");
    expect(new TextDecoder().decode(value.back)).toBe("PIC back");
  });

  it("reads an optional file left empty as null", async () => {
    const { save } = await submit(post({ kind: "forklift", front: new File(["PIC front"], "front.png"), back: new File([], "") }));
    expect((save.mock.calls[0][0] as { back: unknown }).back).toBeNull();
  });

  it("names a required file that is missing, and keeps what was typed", async () => {
    const { response, save } = await submit(post({ kind: "forklift", back: new File(["PIC back"], "back.png") }));
    expect(save).not.toHaveBeenCalled();
    expect(response.status).toBe(400);
    const reply = await replyOf(response);
    expect(reply.error).toEqual({ front: [MESSAGES.missing] });
    expect(reply.initialValue).toEqual({ kind: "forklift" });
  });

  it("judges a file by its bytes, whatever its name", async () => {
    const { response } = await submit(post({ kind: "forklift", front: new File(["<html>"], "front.png", { type: "image/png" }) }));
    expect((await replyOf(response)).error).toEqual({ front: [MESSAGES.invalid] });
  });

  it("stops at a file over the limit and keeps the fields typed before it", async () => {
    const { response } = await submit(post({ kind: "forklift", front: new File([`PIC${"x".repeat(2048)}`], "big.png"), back: new File(["PIC"], "b.png") }));
    const reply = await replyOf(response);
    expect(reply.error).toEqual({ front: [MESSAGES.tooLarge] });
    expect(reply.initialValue).toEqual({ kind: "forklift" });
  });

  it("reads a form that is not multipart as one without files", async () => {
    const request = new Request("http://localhost/certificates", { method: "POST", body: new URLSearchParams({ kind: "forklift" }) });
    const { response } = await submit(request, { frontRequired: false });
    expect(response.status).toBe(302);
  });
});

describe("filesForm on a body that is no multipart form", () => {
  const malformed = (contentType: string, body: string) =>
    new Request("http://localhost/certificates", { method: "POST", headers: { "Content-Type": contentType }, body });

  it.each([
    ["without a boundary", "multipart/form-data", '--x\r\nContent-Disposition: form-data; name="kind"\r\n\r\nforklift\r\n--x--\r\n'],
    ["cut short", "multipart/form-data; boundary=x", '--x\r\nContent-Disposition: form-data; name="kind"\r\n\r\nfork'],
  ])("answers 400 to one %s", async (_case, contentType, body) => {
    const thrown = await filesForm(malformed(contentType, body), ["front"], 1024).catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(400);
  });
});
