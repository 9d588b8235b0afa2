import type { Capabilities } from "~domain/access";
import { contractPagesOf, contractPath, contractsHomeOf } from "./contract-pages";

const none: Capabilities = {
  payroll: false,
  selection: false,
  hoursValidation: false,
  constructHoursValidation: false,
  interimHoursValidation: false,
  extendingContracts: false,
  interimExtendingContracts: false,
  constructExtendingContracts: false,
};

describe("contract pages", () => {
  it("payroll contracts with a payroll offer, selection lines with their hours validation", () => {
    expect(contractPagesOf({ ...none, payroll: true })).toEqual({ payroll: true, selectionKinds: [] });
    expect(contractPagesOf({ ...none, hoursValidation: true, interimHoursValidation: true, constructHoursValidation: true })).toEqual({
      payroll: false,
      selectionKinds: ["interim", "construct"],
    });
  });

  it("/contracts leads to the payroll contracts first, else the selection contracts", () => {
    expect(contractsHomeOf({ payroll: true, selectionKinds: ["interim"] })).toBe("/contracts/payroll-contracts");
    expect(contractsHomeOf({ payroll: false, selectionKinds: ["interim"] })).toBe("/contracts/selection-contracts");
  });

  it("a contract's page is that of its line", () => {
    expect(contractPath({ id: "7", line: "payroll" })).toBe("/contracts/view-payroll-contract/7");
    expect(contractPath({ id: "8", line: "construct" })).toBe("/contracts/view-selection-contract/8");
  });
});
