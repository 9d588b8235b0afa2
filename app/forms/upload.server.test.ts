import { redirect } from "react-router";
import { vi } from "vitest";
import { formAction, type FormReply } from "./action.server";
import { uploadForm, type UploadedFile } from "./upload.server";
import { responseOf } from "../../tests/support/answer";

const MESSAGES = { missing: "upload:missing", tooLarge: "upload:tooLarge", invalid: "upload:invalid" };
const startsWithPdf = (bytes: Uint8Array) => new TextDecoder().decode(bytes.slice(0, 5)) === "%PDF-";

function upload(file?: File) {
  const body = new FormData();
  if (file) body.set("pdf", file);
  return new Request("http://localhost/positions/1/sheet", { method: "POST", body });
}

async function submit(request: Request, maxBytes = 1024) {
  const save = vi.fn(async (_file: UploadedFile) => redirect("/done"));
  const form = await uploadForm(request, { field: "pdf", maxBytes, accepts: startsWithPdf, messages: MESSAGES });
  const response = responseOf(await formAction({ request, ...form, save, failed: "upload:failed" }));
  return { response, save };
}

const errorsOf = async (response: Response) => ((await response.json()) as FormReply).error;

describe("uploadForm", () => {
  it("hands the file that passed its checks to the save", async () => {
    const { response, save } = await submit(upload(new File(["%PDF-1.7 a sheet"], "sheet.pdf", { type: "application/pdf" })));
    expect(response.status).toBe(302);
    expect(save).toHaveBeenCalledOnce();
    const [file] = save.mock.calls[0];
    expect(file.name).toBe("sheet.pdf");
    expect(new TextDecoder().decode(file.bytes)).toBe("%PDF-1.7 a sheet");
  });

  it("says a missing file next to the field", async () => {
    const { response, save } = await submit(upload());
    expect(save).not.toHaveBeenCalled();
    expect(response.status).toBe(400);
    expect(await errorsOf(response)).toMatchObject({ pdf: [MESSAGES.missing] });
  });

  it("judges the file by its bytes, whatever its name", async () => {
    const { response } = await submit(upload(new File(["<html>not a pdf"], "sheet.pdf", { type: "application/pdf" })));
    expect(response.status).toBe(400);
    expect(await errorsOf(response)).toMatchObject({ pdf: [MESSAGES.invalid] });
  });

  it("refuses a file over the limit", async () => {
    const { response } = await submit(upload(new File([`%PDF-${"x".repeat(2048)}`], "big.pdf")), 1024);
    expect(response.status).toBe(400);
    expect(await errorsOf(response)).toMatchObject({ pdf: [MESSAGES.tooLarge] });
  });
});
