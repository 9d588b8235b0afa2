import { chosenEmployeesOf, employeeChoiceProblems, forOneEmployee, isForSeveral, MAX_EMPLOYEES_AT_ONCE, notMemberProblems } from "./contract-employees";

const ids = (count: number) => Array.from({ length: count }, (_, index) => String(index + 2));

describe("the choice of employees of one contract draft", () => {
  it("takes up to 20 employees, and refuses 21", () => {
    expect(MAX_EMPLOYEES_AT_ONCE).toBe(20);
    expect(employeeChoiceProblems({ employeeId: "1", otherEmployeeIds: ids(19) })).toEqual([]);
    expect(employeeChoiceProblems({ employeeId: "1", otherEmployeeIds: ids(20) })).toEqual([
      { field: "general.otherEmployeeIds", code: "TOO_MANY_EMPLOYEES", limit: 20 },
    ]);
  });

  it("takes one employee when a contract is edited, and refuses two", () => {
    expect(employeeChoiceProblems({ employeeId: "1", otherEmployeeIds: [] }, 1)).toEqual([]);
    expect(employeeChoiceProblems({ employeeId: "1", otherEmployeeIds: ["2"] }, 1)).toEqual([
      { field: "general.otherEmployeeIds", code: "TOO_MANY_EMPLOYEES", limit: 1 },
    ]);
  });

  it("refuses an added choice left empty, and an employee chosen twice at the later choice", () => {
    expect(employeeChoiceProblems({ employeeId: "1", otherEmployeeIds: ["2", null, "1", "3", "2"] })).toEqual([
      { field: "general.otherEmployeeIds.1", code: "FIELD_REQUIRED" },
      { field: "general.otherEmployeeIds.2", code: "EMPLOYEE_CHOSEN_TWICE" },
      { field: "general.otherEmployeeIds.4", code: "EMPLOYEE_CHOSEN_TWICE" },
    ]);
  });

  it("refuses an employee who is no active member of the team, the first or another, at their field", () => {
    const members = new Set(["1", "3"]);
    expect(notMemberProblems({ employeeId: "9", otherEmployeeIds: ["1", "8", null, "3"] }, (id) => members.has(id))).toEqual([
      { field: "general.employeeId", code: "VALUE_INVALID" },
      { field: "general.otherEmployeeIds.1", code: "VALUE_INVALID" },
    ]);
    expect(notMemberProblems({ employeeId: "1", otherEmployeeIds: ["3"] }, (id) => members.has(id))).toEqual([]);
  });

  it("has nothing to say of one employee, or none yet", () => {
    expect(employeeChoiceProblems({ employeeId: "1" })).toEqual([]);
    expect(employeeChoiceProblems({ employeeId: null, otherEmployeeIds: [] })).toEqual([]);
  });

  it("lists the employees chosen in order, and is for several only with another employee", () => {
    expect(chosenEmployeesOf({ employeeId: "4", otherEmployeeIds: [null, "2", "7"] })).toEqual(["4", "2", "7"]);
    expect(chosenEmployeesOf({ employeeId: null })).toEqual([]);
    expect(isForSeveral({ employeeId: "4", otherEmployeeIds: [] })).toBe(false);
    expect(isForSeveral({ employeeId: "4", otherEmployeeIds: ["2"] })).toBe(true);
  });

  it("makes the draft one employee's, keeping its other answers", () => {
    expect(forOneEmployee({ employeeId: "4", otherEmployeeIds: ["2", "7"], remark: "Zaterdag" }, "7")).toEqual({
      employeeId: "7",
      otherEmployeeIds: [],
      remark: "Zaterdag",
    });
  });
});
