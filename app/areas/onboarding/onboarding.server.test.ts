import { finishedSteps, type OnboardingDraft } from "./onboarding.server";
import { ContractTypeSchema, ContractTypeTypedSchema } from "./contract-type.schema";

const company: NonNullable<OnboardingDraft["company"]> = {
  vat: "BE0723145688",
  displayName: "Nieuwe Zaak",
  officialName: "Nieuwe Zaak BV",
  street: "Grote Markt",
  streetNumber: "1",
  buildingNumber: null,
  zip: "2800",
  city: "Mechelen",
  preventionService: "IDEWE",
  preventionContractNumber: null,
  dayContractsAllowed: false,
};
const contractType = (overrides: Partial<NonNullable<OnboardingDraft["workerContractType"]>> = {}) => ({
  statute: "worker" as const,
  used: true,
  committee: { id: "3", codeAndName: "124 Bouw" },
  hasOvertime: true,
  paidOvertime: false,
  ...overrides,
});
const draft = (overrides: Partial<OnboardingDraft> = {}): OnboardingDraft => ({
  company,
  workerContractType: contractType(),
  clerkContractType: contractType({ statute: "clerk", used: false, committee: null, hasOvertime: null, paidOvertime: null }),
  ...overrides,
});
const STEPS = ["company", "worker-contract-type", "clerk-contract-type", "overview"] as const;
const finished = (of: OnboardingDraft) => STEPS.filter(finishedSteps(of));

describe("finishedSteps", () => {
  it("finishes every step of a complete draft", () => {
    expect(finished(draft())).toEqual(STEPS);
  });

  it("leaves a step that was never saved unfinished", () => {
    expect(finished(draft({ company: null, clerkContractType: null }))).toEqual(["worker-contract-type", "overview"]);
  });

  it("leaves a contract-type step kept as typed unfinished until its answers pass the step's checks", () => {
    expect(finished(draft({ workerContractType: contractType({ used: null }) }))).not.toContain("worker-contract-type");
    expect(finished(draft({ workerContractType: contractType({ committee: null }) }))).not.toContain("worker-contract-type");
    expect(finished(draft({ workerContractType: contractType({ paidOvertime: null }) }))).not.toContain("worker-contract-type");
    expect(finished(draft({ workerContractType: contractType({ hasOvertime: false, paidOvertime: null }) }))).toContain("worker-contract-type");
  });
});

describe("the contract-type step's schemas", () => {
  const form = (entries: Record<string, string>) => {
    const data = new FormData();
    for (const [name, value] of Object.entries(entries)) data.set(name, value);
    return Object.fromEntries(data);
  };

  it("Next asks whether the statute is used, then what a yes needs", () => {
    const issues = (entries: Record<string, string>) => ContractTypeSchema.safeParse(form(entries)).error?.issues.map((issue) => issue.message);
    expect(issues({})).toEqual(["common:validation.usesRequired"]);
    expect(issues({ used: "yes", hasOvertime: "yes" })).toEqual(["common:validation.committeeRequired", "common:validation.paidOvertimeRequired"]);
    expect(issues({ used: "no", hasOvertime: "maybe" })).toBeUndefined();
  });

  it("Previous keeps anything typed, never failing", () => {
    expect(ContractTypeTypedSchema.parse(form({ used: "maybe", committeeId: "3", paidOvertime: "yes" }))).toEqual({
      used: null,
      committeeId: "3",
      hasOvertime: null,
      paidOvertime: true,
    });
  });
});
