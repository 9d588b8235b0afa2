import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { expect } from "@playwright/test";
import { E2E_DATA_DIR } from "./settings";

const OUTBOX = path.join(E2E_DATA_DIR, "outbox");

function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r?\n/g, "");
  const bytes = Buffer.from(
    joined.replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    "latin1",
  );
  return bytes.toString("utf8");
}

/** The newest e-mail the API wrote to the outbox for this address, sent after `since`. */
export async function latestMailTo(address: string, since: number): Promise<string> {
  let body = "";
  await expect
    .poll(
      async () => {
        const files = (await readdir(OUTBOX).catch(() => [] as string[])).filter((f) => f.endsWith(".eml")).sort();
        for (const file of files.reverse()) {
          const raw = await readFile(path.join(OUTBOX, file), "utf8");
          const date = Date.parse(/^Date: (.+)$/m.exec(raw)?.[1] ?? "");
          if (new RegExp(`^To: .*${address.replace(/[.]/g, "\\.")}`, "mi").test(raw) && date >= since - 1000) {
            body = decodeQuotedPrintable(raw);
            return true;
          }
        }
        return false;
      },
      { timeout: 10_000 },
    )
    .toBe(true);
  return body;
}

export function linkIn(mail: string): string {
  const link = /https?:\/\/\S+/.exec(mail)?.[0];
  if (!link) throw new Error(`no link in mail:\n${mail}`);
  return link;
}
