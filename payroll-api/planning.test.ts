// The week's planning (issue 32) over HTTP on a fresh seeded database: De Klok's contracts that stand,
// on the lines the caller may see, with their markers, the totals the contract rules count, the filters
// and the pages.
import { addDays, mondayOf, todayInBelgium } from "../domain/belgian-time";
import { errorCode, useTestApi } from "./test-support";

const t = useTestApi();
const { as } = t;
const today = () => todayInBelgium(new Date());

const PLANNING = `query Planning($weekStart: Date!, $filter: PlanningFilter, $page: Int! = 1, $pageSize: Int! = 50) {
  planning(weekStart: $weekStart, filter: $filter, page: $page, pageSize: $pageSize) {
    weekStart totalCount page pageCount lines positions costPlaces { id name }
    dayTotals { date workedMinutes }
    rows { person { id firstName lastName } workedMinutes
      shifts { contractId line requested positionName date start end breakMinutes workedMinutes cancellationRequested obstructed } }
  }
}`;

type Shift = {
  contractId: string;
  line: string;
  requested: boolean;
  positionName: string;
  date: string;
  start: string;
  end: string;
  workedMinutes: number;
  cancellationRequested: boolean;
  obstructed: boolean;
};
type Row = { person: { id: string; firstName: string; lastName: string }; workedMinutes: number; shifts: Shift[] };
type Planning = {
  weekStart: string;
  totalCount: number;
  pageCount: number;
  lines: string[];
  positions: string[];
  costPlaces: { id: string; name: string }[];
  dayTotals: { date: string; workedMinutes: number }[];
  rows: Row[];
};

async function planningOf(email: string, variables: Record<string, unknown>) {
  const answer = await t.graphql(PLANNING, variables, await as(email));
  return { answer, planning: (answer.data as { planning: Planning } | null)?.planning };
}

/** The week of the day `offset` days from today, and that day. */
const weekOf = (offset: number) => ({ date: addDays(today(), offset), weekStart: mondayOf(addDays(today(), offset)) });

const rowOf = (planning: Planning | undefined, first: string) => planning?.rows.find((row) => row.person.firstName === first);

describe("the week's planning", () => {
  it("shows each day of the contracts that stand, with the worked minutes of the contract rules", async () => {
    // Pieter-Jan De Backer's Bottelaar contract: five days from today + 10, 08:00 to 16:30 with 30 minutes' break.
    const { date, weekStart } = weekOf(10);
    const { answer, planning } = await planningOf("employer@example.com", { weekStart });
    expect(answer.errors).toBeUndefined();
    expect(planning?.weekStart).toBe(weekStart);
    expect(planning?.lines).toEqual(["payroll", "interim", "construct"]);
    const pieterJan = rowOf(planning, "Pieter-Jan")!;
    const shift = pieterJan.shifts.find((one) => one.date === date && one.positionName === "Bottelaar")!;
    expect(shift).toMatchObject({ line: "payroll", start: "08:00", end: "16:30", workedMinutes: 480, requested: false, cancellationRequested: false });
    expect(pieterJan.workedMinutes).toBe(pieterJan.shifts.reduce((total, one) => total + one.workedMinutes, 0));
    const everyShift = planning!.rows.flatMap((row) => row.shifts);
    expect(planning!.dayTotals.map((day) => day.date)).toEqual(Array.from({ length: 7 }, (_, index) => addDays(weekStart, index)));
    for (const day of planning!.dayTotals) {
      expect(day.workedMinutes).toBe(everyShift.filter((one) => one.date === day.date).reduce((total, one) => total + one.workedMinutes, 0));
    }
  });

  it("marks requested contracts, days whose cancellation is requested and work obstructions", async () => {
    const requested = await planningOf("employer@example.com", { weekStart: weekOf(20).weekStart });
    expect(rowOf(requested.planning, "Karolien")!.shifts.find((one) => one.date === weekOf(20).date)).toMatchObject({
      requested: true,
      positionName: "Hulpbrouwer",
    });
    const unticked = await planningOf("employer@example.com", { weekStart: weekOf(62).weekStart });
    const karolien = rowOf(unticked.planning, "Karolien")!;
    expect(karolien.shifts.find((one) => one.date === weekOf(62).date)?.cancellationRequested).toBe(true);
    expect(karolien.shifts.filter((one) => one.cancellationRequested && one.positionName === "Bottelaar").map((one) => one.date)).toEqual([weekOf(62).date]);
    const obstructed = await planningOf("employer@example.com", { weekStart: weekOf(-1).weekStart });
    expect(rowOf(obstructed.planning, "Pieter-Jan")!.shifts.find((one) => one.date === weekOf(-1).date && one.positionName === "Brouwer")?.obstructed).toBe(
      true,
    );
  });

  it("leaves out refused and cancelled contracts, and shows interim and construct workers", async () => {
    // Pieter-Jan's refused Hulpbrouwer contract: three days from today + 30.
    const refused = await planningOf("employer@example.com", { weekStart: weekOf(30).weekStart });
    expect(rowOf(refused.planning, "Pieter-Jan")?.shifts.some((one) => one.date === weekOf(30).date && one.positionName === "Hulpbrouwer") ?? false).toBe(
      false,
    );
    const selection = await planningOf("employer@example.com", { weekStart: weekOf(0).weekStart });
    const lines = new Set(selection.planning!.rows.flatMap((row) => row.shifts.map((one) => one.line)));
    expect(lines).toEqual(new Set(["payroll", "interim", "construct"]));
    expect(selection.planning!.rows.filter((row) => row.person.id.startsWith("worker-")).length).toBeGreaterThan(0);
  });

  it("filters on a line, a position, a cost place and a name, and pages by person", async () => {
    const { weekStart } = weekOf(0);
    const interim = await planningOf("employer@example.com", { weekStart, filter: { line: "interim" } });
    expect(interim.planning!.rows.flatMap((row) => row.shifts).every((one) => one.line === "interim")).toBe(true);
    expect(interim.planning!.positions).toContain("Metselaar");
    const brouwer = await planningOf("employer@example.com", { weekStart, filter: { position: "Brouwer" } });
    expect(brouwer.planning!.rows.flatMap((row) => row.shifts).every((one) => one.positionName === "Brouwer")).toBe(true);
    const named = await planningOf("employer@example.com", { weekStart, filter: { search: "backer pieter" } });
    expect(named.planning!.rows.map((row) => row.person.firstName)).toEqual(["Pieter-Jan"]);

    const [{ id: costPlaceId }] = await t.api.db.query<{ id: number }>(
      "select cp.id from cost_places cp join companies c on c.id = cp.company_id where c.name = 'Brouwerij De Klok' order by cp.id limit 1",
    );
    await t.api.db.query(
      `update contracts set cost_place_id = $1 where id = (select c.id from contracts c join employees e on e.id = c.employee_id
         where e.first_name = 'Sofie' and c.position_name = 'Brouwer' and c.state = 'approved' order by c.id limit 1)`,
      [costPlaceId],
    );
    const placed = await planningOf("employer@example.com", { weekStart, filter: { costPlaceId: String(costPlaceId) } });
    expect(placed.planning!.costPlaces.map((place) => place.id)).toContain(String(costPlaceId));
    // A position filtered on stays on offer in a week where nobody works it.
    const elsewhere = await planningOf("employer@example.com", { weekStart: addDays(weekStart, 7 * 40), filter: { position: "Brouwer" } });
    expect(elsewhere.planning!.positions).toContain("Brouwer");
    expect(placed.planning!.rows.map((row) => row.person.firstName)).toEqual(["Sofie"]);

    const all = await planningOf("employer@example.com", { weekStart });
    const second = await planningOf("employer@example.com", { weekStart, page: 2, pageSize: 1 });
    expect(second.planning!.totalCount).toBe(all.planning!.totalCount);
    expect(second.planning!.pageCount).toBe(all.planning!.totalCount);
    expect(second.planning!.rows.map((row) => row.person.id)).toEqual([all.planning!.rows[1].person.id]);
    // The day totals are the whole filtered week's, on every page.
    expect(second.planning!.dayTotals).toEqual(all.planning!.dayTotals);
  });

  it("shows only the lines the caller may see, and refuses what is no week", async () => {
    const payrollOnly = await planningOf("payroll@example.com", { weekStart: weekOf(0).weekStart });
    expect(payrollOnly.planning?.lines).toEqual(["payroll"]);
    expect(errorCode((await planningOf("payroll@example.com", { weekStart: weekOf(0).weekStart, filter: { line: "interim" } })).answer)).toBe("NOT_ALLOWED");
    expect(errorCode((await planningOf("promo@example.com", { weekStart: weekOf(0).weekStart })).answer)).toBe("NOT_ALLOWED");
    expect(errorCode((await planningOf("employer@example.com", { weekStart: addDays(weekOf(0).weekStart, 1) })).answer)).toBe("WEEK_INVALID");
  });
});
