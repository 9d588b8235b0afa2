import { applyEmployeeEdit, employeeEditOf, employeeIntent } from "./employee-edits";

describe("the General step's buttons for several employees", () => {
  it("read their intents, and nothing else", () => {
    expect(employeeEditOf(employeeIntent.add)).toEqual({ kind: "add-employee" });
    expect(employeeEditOf(employeeIntent.remove(3))).toEqual({ kind: "remove-employee", index: 3 });
    for (const other of ["next", "remove-employee:", "remove-employee:x", "remove-employee:1;2", null]) expect(employeeEditOf(other)).toBeNull();
  });

  it("add a choice to make up to the 20th employee, and no 21st", () => {
    const others = (count: number) => Array.from({ length: count }, (_, index) => String(index));
    expect(applyEmployeeEdit(others(18), { kind: "add-employee" })).toHaveLength(19);
    expect(applyEmployeeEdit(others(19), { kind: "add-employee" })).toHaveLength(19);
  });

  it("remove the other employee asked, keeping the rest in order", () => {
    expect(applyEmployeeEdit(["a", null, "c"], { kind: "remove-employee", index: 1 })).toEqual(["a", "c"]);
  });
});
