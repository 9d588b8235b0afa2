// One search over the selected company (issue 46 §4, docs/decisions/0083): names despite accents, case
// and a missing letter, numbers as any part of them, only the selected company's and only the kinds the
// caller may see. The trigram index and search_text() are the database's: on PGlite always, and on a
// PostgreSQL server when TEST_DATABASE_URL names one.
import { SEARCH_HITS_PER_KIND, SEARCH_MAX_LENGTH } from "../domain/search";
import { companyIdOf, describeOnEachDatabase, errorCode, type TestFileApi } from "./test-support";

type Hit = { id: string; name: string; number: string | null; line: string | null; startDate: string | null; endDate: string | null };
type Group = { nodes: Hit[]; totalCount: number } | null;
type Results = { employees: Group; contracts: Group; positions: Group; costPlaces: Group; invoices: Group };

const SEARCH = `query Search($text: String!) {
  search(text: $text) {
    employees { ...group } contracts { ...group } positions { ...group } costPlaces { ...group } invoices { ...group }
  }
}
fragment group on SearchGroup { totalCount nodes { id name number line startDate endDate } }`;

describeOnEachDatabase("search", (t: TestFileApi) => {
  const searchAs = (email: string, text: string) => t.as(email).then((headers) => t.graphql<{ search: Results }>(SEARCH, { text }, headers));

  async function results(email: string, text: string): Promise<Results> {
    const answer = await searchAs(email, text);
    expect(answer.errors).toBeUndefined();
    return answer.data!.search;
  }

  const names = (group: Group) => group?.nodes.map((hit) => hit.name);

  let klok: number;
  beforeAll(async () => {
    klok = await companyIdOf(t, "Brouwerij De Klok");
    // Names with the accents the seed's do not carry, in Brouwerij De Klok's payroll team and interim line.
    const [{ id }] = await t.api.db.query<{ id: number }>(
      "insert into employees (email, first_name, last_name, country) values ('noel.dupre@example.com', 'Noël', 'Dupré', 'BE') returning id",
    );
    await t.api.db.query("insert into team_members (company_id, employee_id, status) values ($1, $2, 'contract_ready')", [klok, id]);
    await t.api.db.query(
      "insert into selection_team_members (company_id, kind, first_name, last_name, worker_type) values ($1, 'interim', 'Zoë', 'Lefèvre', 'clerk')",
      [klok],
    );
  });

  describe("search_text", () => {
    it("takes the case and the accents off both the name and the text, and nothing else", async () => {
      const normalised = async (value: string) => (await t.api.db.query<{ text: string }>("select search_text($1) as text", [value]))[0].text;
      for (const value of ["Noël", "NOËL", "noel", "Noel", "nOëL"]) expect(await normalised(value), value).toBe("noel");
      expect(await normalised("Françoise Œbel-Ærts")).toBe("francoise obel-arts");
      expect(await normalised("ÀÉÎÕÜÝ àéîõüý Łódź")).toBe("aeiouy aeiouy lodz");
      // Digits, spaces, hyphens and LIKE's wildcards stay as they are.
      expect(await normalised("F2026-0412 %_\\")).toBe("f2026-0412 %_\\");
    });
  });

  describe("names", () => {
    it("finds a name whatever its accents and case, on either side", async () => {
      for (const text of ["Noel", "noël", "NOEL DUPRE", "dupré", "Dupre Noel"]) {
        expect(names((await results("employer@example.com", text)).employees), text).toEqual(["Noël Dupré"]);
      }
      // A selection worker, on the interim line the employer validates.
      const zoe = (await results("employer@example.com", "zoe lefevre")).employees!;
      expect(zoe.nodes[0]).toEqual(expect.objectContaining({ name: "Zoë Lefèvre", line: "interim" }));
      // Another Lefèvre comes close too, but after her.
      expect(names(zoe)).toContain("Margot Lefèvre");
    });

    it("finds a name with a letter too few or too many, and not one that merely shares letters", async () => {
      for (const text of ["gossens", "Goossens", "gooossens", "bram gossens"]) {
        expect(names((await results("employer@example.com", text)).employees), text).toContain("Bram Goossens");
      }
      expect(names((await results("employer@example.com", "gossip")).employees)).not.toContain("Bram Goossens");
    });

    it("finds a contract by its employee's name and by any part of its number, newest first among equals", async () => {
      const [employee] = await t.api.db.query<{ name: string; count: number }>(
        `select e.first_name || ' ' || e.last_name as name, count(*)::int as count from contracts c join employees e on e.id = c.employee_id
         where c.company_id = $1 and c.state <> 'cancelled' group by e.id order by count(*) desc, e.id limit 1`,
        [klok],
      );
      const theirs = (await results("employer@example.com", employee.name.toUpperCase())).contracts!;
      expect(theirs.totalCount).toBe(employee.count);
      expect(new Set(theirs.nodes.map((hit) => hit.name))).toEqual(new Set([employee.name]));
      const starts = theirs.nodes.map((hit) => hit.startDate!);
      expect(starts).toEqual([...starts].sort().reverse());

      const [numbered] = await t.api.db.query<{ id: number; contract_number: string }>(
        "select id, contract_number from contracts where company_id = $1 and contract_number is not null and state <> 'cancelled' order by id limit 1",
        [klok],
      );
      const middle = numbered.contract_number.slice(1, -1).toLowerCase();
      const byNumber = (await results("employer@example.com", middle)).contracts!;
      expect(byNumber.nodes.map((hit) => hit.id)).toContain(String(numbered.id));
      expect(byNumber.nodes.every((hit) => hit.number?.toLowerCase().includes(middle) || hit.name.toLowerCase().includes(middle))).toBe(true);
    });

    it("finds positions and cost places by name, and invoices by number", async () => {
      const [position] = await t.api.db.query<{ name: string }>("select name from positions where company_id = $1 order by id limit 1", [klok]);
      expect(names((await results("employer@example.com", position.name.toUpperCase())).positions)).toContain(position.name);
      const [costPlace] = await t.api.db.query<{ name: string }>("select name from cost_places where company_id = $1 order by id limit 1", [klok]);
      expect(names((await results("employer@example.com", costPlace.name.toLowerCase())).costPlaces)).toContain(costPlace.name);
      expect(names((await results("employer@example.com", "f2026-0412")).invoices)).toEqual(["F2026-0412"]);
      // A near miss of a number is another number.
      expect(names((await results("employer@example.com", "F2026-0413")).invoices)).toEqual([]);
    });

    it("shows the closest hits of a kind and counts them all", async () => {
      const [{ count }] = await t.api.db.query<{ count: number }>("select count(*)::int as count from invoices where company_id = $1 and name like 'F%'", [
        klok,
      ]);
      expect(count).toBeGreaterThan(SEARCH_HITS_PER_KIND);
      const invoices = (await results("employer@example.com", "f")).invoices!;
      expect(invoices.totalCount).toBe(count);
      expect(invoices.nodes).toHaveLength(SEARCH_HITS_PER_KIND);
    });

    it("finds nothing for a text that no name or number holds, for a blank one, and for LIKE's wildcards", async () => {
      for (const text of ["xqzvw", "   ", "%", "_"]) {
        const found = await results("employer@example.com", text);
        expect(
          Object.values(found).map((group) => group?.totalCount),
          text,
        ).toEqual([0, 0, 0, 0, 0]);
      }
    });
  });

  describe("scoping", () => {
    it("finds only the selected company's things", async () => {
      // Jonas Hermans is in Bakkerij Vermeulen's team, a company the employer also belongs to but has not selected.
      const found = await results("employer@example.com", "Jonas Hermans");
      expect(found.employees!.totalCount).toBe(0);
      expect(found.contracts!.totalCount).toBe(0);
      // Transport Peeters' invoices are not Brouwerij De Klok's.
      const [{ name }] = await t.api.db.query<{ name: string }>(
        "select i.name from invoices i join companies c on c.id = i.company_id where c.name = 'Transport Peeters' and i.name not in (select name from invoices where company_id = $1) limit 1",
        [klok],
      );
      expect((await results("employer@example.com", name)).invoices!.totalCount).toBe(0);
      expect(names((await results("payroll@example.com", name)).invoices)).toContain(name);
    });

    it("leaves out the kinds the caller may not see", async () => {
      // Selection offers only: no team, contracts or positions.
      const selection = await results("selection@example.com", "a");
      expect(selection.employees).toBeNull();
      expect(selection.contracts).toBeNull();
      expect(selection.positions).toBeNull();
      expect(selection.costPlaces).not.toBeNull();
      expect(selection.invoices).not.toBeNull();
      // Interim hours validation only: the interim line's workers and contracts, no positions.
      const hours = await results("hours@example.com", "a");
      expect(hours.positions).toBeNull();
      expect(hours.employees!.totalCount).toBeGreaterThan(0);
      expect(hours.employees!.nodes.every((hit) => hit.line === "interim")).toBe(true);
      expect(hours.contracts!.nodes.every((hit) => hit.line === "interim")).toBe(true);
    });
  });

  it(`takes a text of ${SEARCH_MAX_LENGTH} characters and refuses a longer one`, async () => {
    expect((await searchAs("employer@example.com", "a".repeat(SEARCH_MAX_LENGTH))).errors).toBeUndefined();
    expect(errorCode(await searchAs("employer@example.com", "a".repeat(SEARCH_MAX_LENGTH + 1)))).toBe("SEARCH_TOO_LONG");
  });
});
