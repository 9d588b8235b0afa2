import { contractWizardAddress } from "./contract-wizard-address";

describe("the contract wizard's addresses", () => {
  it("creates at /contracts/create-contract, with or without a step", () => {
    expect(contractWizardAddress("create-contract", "")).toEqual({ contractId: null, step: undefined });
    expect(contractWizardAddress("create-contract", "schedule")).toEqual({ contractId: null, step: "schedule" });
    expect(contractWizardAddress("Create-Contract", undefined)).toEqual({ contractId: null, step: undefined });
  });

  it("edits at /contracts/edit-contract/{id}, with or without a step", () => {
    expect(contractWizardAddress("edit-contract", "12")).toEqual({ contractId: "12", step: undefined });
    expect(contractWizardAddress("edit-contract", "12/overview")).toEqual({ contractId: "12", step: "overview" });
  });

  it("is not found for any other address", () => {
    for (const [wizard, rest] of [
      ["edit-contract", ""],
      ["edit-contract", "12/schedule/more"],
      ["create-contract", "schedule/more"],
      ["no-such-page", ""],
      [undefined, undefined],
    ] as const) {
      expect(() => contractWizardAddress(wizard, rest)).toThrow(expect.objectContaining({ status: 404 }));
    }
  });
});
