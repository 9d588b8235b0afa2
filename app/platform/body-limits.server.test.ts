import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { bodyLimitOf, FORM_MAX_BYTES, uploadRoutes } from "./body-limits.server";

const MB = 1024 * 1024;
const uploads = uploadRoutes({ logoMaxMegabytes: 2, workPostSheetMaxMegabytes: 5 });
const MULTIPART = "multipart/form-data; boundary=x";

describe("bodyLimitOf", () => {
  it("gives a form without files a few hundred KB, on any route", () => {
    expect(bodyLimitOf("/login", "application/x-www-form-urlencoded", uploads)).toBe(FORM_MAX_BYTES);
    expect(bodyLimitOf("/settings/company", "application/x-www-form-urlencoded", uploads)).toBe(FORM_MAX_BYTES);
    expect(bodyLimitOf("/settings/cost-places", MULTIPART, uploads)).toBe(FORM_MAX_BYTES);
    expect(bodyLimitOf("/login", "", uploads)).toBe(FORM_MAX_BYTES);
  });

  it.each([
    ["/settings/company", 2 * 2 * MB],
    ["/settings/company.data", 2 * 2 * MB],
    ["/employee/7/verify-identity/upload.data", 2 * 2 * 5 * MB],
    ["/positions/add-work-post-sheet/12", 2 * 5 * MB],
    ["/positions/edit-work-post-sheet/12/", 2 * 5 * MB],
    ["/employee/7/add-employee-certificate", 2 * 2 * 5 * MB],
    ["/employee/7/edit-employee-certificate/3", 2 * 2 * 5 * MB],
    ["/employee/7/verify-identity/upload", 2 * 2 * 5 * MB],
    ["/employee/7/verify-identity/permit", 2 * 2 * 5 * MB],
    ["/my-profile/verify-identity/upload", 2 * 2 * 5 * MB],
    ["/my-profile/verify-identity/permit", 2 * 2 * 5 * MB],
  ])("gives the upload form of %s twice its files' limits and a form's", (address, files) => {
    expect(bodyLimitOf(address, MULTIPART, uploads)).toBe(files + FORM_MAX_BYTES);
  });

  it.each([
    "/settings/company/logo",
    "/positions/add-work-post-sheet/12/x",
    "/employee/7/verify-identity/upload/x",
    "/x/settings/company",
    "/settings/company.datax",
  ])("gives a form's limit to %s, which takes no files", (address) => {
    expect(bodyLimitOf(address, MULTIPART, uploads)).toBe(FORM_MAX_BYTES);
  });

  it("follows the settings of the upload limits", () => {
    expect(bodyLimitOf("/settings/company", MULTIPART, uploadRoutes({ logoMaxMegabytes: 1, workPostSheetMaxMegabytes: 5 }))).toBe(2 * MB + FORM_MAX_BYTES);
  });
});

describe("the upload routes", () => {
  // Every route whose action reads files, by the area function it calls: a new one needs its limit.
  const ROUTES = path.resolve(__dirname, "../routes");
  const FILE_READERS = /\b(uploadCompanyLogo|saveWorkPostSheet|saveCertificate|uploadCard|savePermit)\(/;
  /** The address of a route folder (pathless layouts and optional segments left out), with "1" for each parameter. */
  const addressOf = (folder: string) =>
    "/" +
    folder
      .split(".")
      .filter((segment) => !segment.startsWith("_") && !segment.startsWith("("))
      .map((segment) => (segment.startsWith("$") ? "1" : segment.replace(/_$/, "")))
      .join("/");
  const routeFileOf = (folder: string) => ["route.tsx", "route.ts"].map((name) => path.join(ROUTES, folder, name)).find((file) => existsSync(file));

  it("each have a limit for their files", () => {
    const folders = readdirSync(ROUTES).filter((folder) => {
      const file = routeFileOf(folder);
      return file !== undefined && FILE_READERS.test(readFileSync(file, "utf8"));
    });
    expect(folders.length).toBeGreaterThanOrEqual(9);
    for (const folder of folders) expect(bodyLimitOf(addressOf(folder), MULTIPART, uploads), folder).toBeGreaterThan(FORM_MAX_BYTES);
  });
});
