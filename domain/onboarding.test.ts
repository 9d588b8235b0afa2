import {
  ONBOARDING_STEPS,
  REQUIRED_COMPANY_FIELDS,
  canOpenStep,
  companyDetailsError,
  contractTypeError,
  firstUnfinishedStep,
  isOnboardingComplete,
  missingCompanyFields,
  nextStep,
  previousStep,
  type CompanyDetailsText,
} from "./onboarding";

const empty = { company: null, workerContractType: null, clerkContractType: null };
const company = { vat: "BE0412345614" };
const worker = { statute: "worker", used: true };
const clerk = { statute: "clerk", used: false };

describe("ONBOARDING_STEPS", () => {
  it("are company, worker contract type, clerk contract type, overview, in that order", () => {
    expect(ONBOARDING_STEPS).toEqual(["company", "worker-contract-type", "clerk-contract-type", "overview"]);
  });
});

describe("firstUnfinishedStep", () => {
  it("is the company step for an empty draft", () => {
    expect(firstUnfinishedStep(empty)).toBe("company");
  });

  it("follows the wizard order as parts are saved", () => {
    expect(firstUnfinishedStep({ ...empty, company })).toBe("worker-contract-type");
    expect(firstUnfinishedStep({ ...empty, company, workerContractType: worker })).toBe("clerk-contract-type");
    expect(firstUnfinishedStep({ company, workerContractType: worker, clerkContractType: clerk })).toBe("overview");
  });

  it("answers the earliest missing part even when a later one is saved", () => {
    expect(firstUnfinishedStep({ ...empty, clerkContractType: clerk })).toBe("company");
    expect(firstUnfinishedStep({ company, workerContractType: null, clerkContractType: clerk })).toBe("worker-contract-type");
  });

  it("treats undefined like null", () => {
    expect(firstUnfinishedStep({ company, workerContractType: undefined, clerkContractType: undefined })).toBe(
      "worker-contract-type",
    );
  });

  it("counts a contract type that is not used as saved", () => {
    const unused = { statute: "worker", used: false };
    expect(firstUnfinishedStep({ company, workerContractType: unused, clerkContractType: null })).toBe("clerk-contract-type");
  });
});

describe("isOnboardingComplete", () => {
  it("is true only with all three parts", () => {
    expect(isOnboardingComplete(empty)).toBe(false);
    expect(isOnboardingComplete({ company, workerContractType: worker, clerkContractType: null })).toBe(false);
    expect(isOnboardingComplete({ company, workerContractType: worker, clerkContractType: clerk })).toBe(true);
  });
});

describe("canOpenStep", () => {
  it("opens only the company step of an empty draft", () => {
    expect(ONBOARDING_STEPS.filter((step) => canOpenStep(empty, step))).toEqual(["company"]);
  });

  it("opens the steps up to the first unfinished one, and every earlier one", () => {
    const draft = { ...empty, company };
    expect(ONBOARDING_STEPS.filter((step) => canOpenStep(draft, step))).toEqual(["company", "worker-contract-type"]);
  });

  it("opens every step of a complete draft", () => {
    const draft = { company, workerContractType: worker, clerkContractType: clerk };
    expect(ONBOARDING_STEPS.every((step) => canOpenStep(draft, step))).toBe(true);
  });
});

describe("nextStep and previousStep", () => {
  it("walk the steps in order", () => {
    expect(nextStep("company")).toBe("worker-contract-type");
    expect(nextStep("clerk-contract-type")).toBe("overview");
    expect(nextStep("overview")).toBeNull();
    expect(previousStep("overview")).toBe("clerk-contract-type");
    expect(previousStep("worker-contract-type")).toBe("company");
    expect(previousStep("company")).toBeNull();
  });
});

const details: CompanyDetailsText = {
  vat: "BE 0412.345.614",
  displayName: "De Klok",
  officialName: "Brouwerij De Klok NV",
  street: "Mechelsesteenweg",
  streetNumber: "212",
  buildingNumber: null,
  zip: "2018",
  city: "Antwerpen",
  preventionContractNumber: null,
};

describe("companyDetailsError", () => {
  it("accepts complete details with a valid VAT number in any accepted notation", () => {
    expect(companyDetailsError(details)).toBeNull();
    expect(companyDetailsError({ ...details, vat: "nl123456789b01" })).toBeNull();
  });

  it("refuses an invalid VAT number first", () => {
    expect(companyDetailsError({ ...details, vat: "BE0412345615" })).toBe("VAT_INVALID");
    expect(companyDetailsError({ ...details, vat: "", city: "" })).toBe("VAT_INVALID");
  });

  it.each(REQUIRED_COMPANY_FIELDS)("refuses a blank %s", (field) => {
    expect(companyDetailsError({ ...details, [field]: "   " })).toBe("FIELD_REQUIRED");
  });

  it("does not require the building number or the prevention contract number", () => {
    expect(companyDetailsError({ ...details, buildingNumber: " ", preventionContractNumber: "" })).toBeNull();
    expect(companyDetailsError({ ...details, buildingNumber: undefined, preventionContractNumber: undefined })).toBeNull();
  });
});

describe("missingCompanyFields", () => {
  it("lists every blank required field in form order", () => {
    expect(missingCompanyFields({ ...details, city: "", displayName: " " })).toEqual(["displayName", "city"]);
    expect(missingCompanyFields(details)).toEqual([]);
  });
});

describe("contractTypeError", () => {
  it("requires nothing when the statute is not used", () => {
    expect(contractTypeError({ statute: "worker", used: false }, null)).toBeNull();
    expect(contractTypeError({ statute: "clerk", used: false }, { statute: "worker" })).toBeNull();
  });

  it("requires a committee when the statute is used", () => {
    expect(contractTypeError({ statute: "worker", used: true }, null)).toBe("COMMITTEE_REQUIRED");
  });

  it("requires the committee to be one of the same statute", () => {
    expect(contractTypeError({ statute: "worker", used: true }, { statute: "clerk" })).toBe("COMMITTEE_STATUTE");
    expect(contractTypeError({ statute: "clerk", used: true }, { statute: "worker" })).toBe("COMMITTEE_STATUTE");
    expect(contractTypeError({ statute: "clerk", used: true }, { statute: "clerk" })).toBeNull();
  });
});
