// The CSV exports at scale (issue 32): each list of Brouwerij De Klok that the bench fills to 10,000
// rows is downloaded whole, timed, and the server's resident memory (portal and embedded API) sampled
// during it; the bench fails when an export is over its budget.
import { rmSync } from "node:fs";
import { dataFolderWith } from "./list-scale";
import { groupUsage, mb, ms, signIn, startPortal } from "./portal";

const ROWS = 10_000;
/** What a 10,000-row download may take, and what the server may grow by while it runs. */
const BUDGET_MS = 15_000;
const BUDGET_GROWTH_BYTES = 64 * 1024 * 1024;
const EXPORTS = ["/team/payroll-team/export.csv", "/contracts/payroll-contracts/export.csv", "/invoices/export.csv"];

export async function benchExports(port: number): Promise<boolean> {
  const dataDir = await dataFolderWith(ROWS);
  const portal = await startPortal(dataDir, port);
  let withinBudget = true;
  try {
    const cookie = await signIn(portal.base, "employer@example.com");
    console.log(`\nCSV exports of ${ROWS.toLocaleString("en")} rows (budget ${ms(BUDGET_MS)}, memory growth ${mb(BUDGET_GROWTH_BYTES)})`);
    console.log("export                                    status  records  bytes     time         memory before  peak    growth");
    for (const path of EXPORTS) {
      const before = groupUsage(portal.group).rssBytes;
      let peak = before;
      const sampler = setInterval(() => (peak = Math.max(peak, groupUsage(portal.group).rssBytes)), 50);
      const start = performance.now();
      const response = await fetch(portal.base + path, { headers: { cookie, "accept-language": "en" } });
      const body = await response.text();
      const elapsed = performance.now() - start;
      clearInterval(sampler);
      const growth = peak - before;
      const records = body.split("\r\n").length - 2;
      const over = elapsed > BUDGET_MS || growth > BUDGET_GROWTH_BYTES || records < ROWS;
      withinBudget &&= !over;
      console.log(
        [
          path.padEnd(41),
          String(response.status).padEnd(7),
          String(records).padEnd(8),
          `${(Buffer.byteLength(body) / 1024).toFixed(0)} KB`.padEnd(9),
          ms(elapsed).padEnd(12),
          mb(before).padEnd(14),
          mb(peak).padEnd(7),
          mb(growth),
          over ? "  OVER BUDGET" : "",
        ].join(" "),
      );
    }
  } finally {
    await portal.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  return withinBudget;
}
