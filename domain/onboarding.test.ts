import { REQUIRED_COMPANY_FIELDS, companyDetailsError, contractTypeError, missingCompanyFields, type CompanyDetailsText } from "./onboarding";

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
