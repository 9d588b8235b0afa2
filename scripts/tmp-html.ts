import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { signIn, startPortal } from "./bench/portal";
const portal = await startPortal(mkdtempSync(path.join(tmpdir(), "hj-")), 3977);
try {
  const [route, as] = process.argv[2].split("@@");
  const cookie = as ? await signIn(portal.base, as) : "";
  writeFileSync("/tmp/page.html", await (await fetch(portal.base + route, { headers: { cookie, "accept-language": "en" } })).text());
} finally { await portal.stop(); }
