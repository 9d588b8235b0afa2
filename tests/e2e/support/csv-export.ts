import type { Download, Page } from "@playwright/test";
import { readFile } from "node:fs/promises";
import { expect } from "./fixtures";

// The lists' CSV downloads (exports.spec.ts, invoices.spec.ts): each list downloads as a CSV file with
// the page's filters applied, by a plain link that works with JavaScript on and off.

const BOM = "\uFEFF";

type Csv = { fileName: string; header: string; rows: string[] };

/** A file's name ends with the day it was made. */
export const DAY = "\\d{4}-\\d{2}-\\d{2}";
/** The English account's dates: day first. */
export const DATE = /^\d{2}\/\d{2}\/\d{4}$/;

/** An address's list filters: its query without the page, in one order. */
function filtersOf(address: string): string {
  const query = new URL(address, "http://localhost").searchParams;
  query.delete("page");
  query.sort();
  return query.toString();
}

/**
 * Downloads the list through its export link and reads the file: its name, its header row and its
 * records. With JavaScript the address bar shows a filter's address before the filtered page has
 * rendered: the link, rendered with the list, names the address's filters once the list is the new one.
 */
export async function downloadExport(page: Page): Promise<Csv> {
  const link = page.getByRole("link", { name: "Download the whole list as a spreadsheet (CSV)" });
  await expect.poll(async () => filtersOf((await link.getAttribute("href")) ?? "")).toBe(filtersOf(page.url()));
  const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
  return readCsv(download);
}

async function readCsv(download: Download): Promise<Csv> {
  const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(await readFile((await download.path())!));
  expect(text.startsWith(BOM), "the file starts with a byte-order mark").toBe(true);
  expect(text.endsWith("\r\n")).toBe(true);
  const [header, ...rows] = text.slice(1, -2).split("\r\n");
  return { fileName: download.suggestedFilename(), header, rows };
}
