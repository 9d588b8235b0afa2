import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { embeddedDatabaseDir, embeddedDatabaseToCreate } from "./data-folder";

describe("embeddedDatabaseToCreate", () => {
  let dataDir: string;
  beforeEach(() => (dataDir = mkdtempSync(path.join(tmpdir(), "data-folder-"))));
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it("is true for a data folder without an embedded database, and false once PostgreSQL's files are there", () => {
    expect(embeddedDatabaseToCreate({ dataDir })).toBe(true);
    mkdirSync(embeddedDatabaseDir(dataDir));
    expect(embeddedDatabaseToCreate({ dataDir }), "a folder without PG_VERSION holds no database yet").toBe(true);
    writeFileSync(path.join(embeddedDatabaseDir(dataDir), "PG_VERSION"), "17\n");
    expect(embeddedDatabaseToCreate({ dataDir })).toBe(false);
  });

  it("is false on a PostgreSQL server and for a database in memory", () => {
    expect(embeddedDatabaseToCreate({ dataDir, databaseUrl: "postgres://localhost/portal" })).toBe(false);
    expect(embeddedDatabaseToCreate({})).toBe(false);
  });
});
