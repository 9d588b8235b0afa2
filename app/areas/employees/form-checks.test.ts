import { BANK_ACCOUNT_CODES, WAGE_PROFILE_CODES } from "~domain/employee-problems";
import { codeMessages, scanCodeMessages } from "./form-checks";

describe("codeMessages", () => {
  it("gives each of a rule's codes the message of its problem", () => {
    const messages = codeMessages(BANK_ACCOUNT_CODES, {
      invalidIban: "employees:errors.ibanInvalid",
      invalidBic: "employees:errors.bicInvalid",
      bicMismatch: "employees:errors.bicMismatch",
      bicRequired: "employees:errors.bicRequired",
    });
    expect(messages).toEqual({
      IBAN_INVALID: "employees:errors.ibanInvalid",
      BIC_INVALID: "employees:errors.bicInvalid",
      BIC_MISMATCH: "employees:errors.bicMismatch",
      BIC_REQUIRED: "employees:errors.bicRequired",
    });
  });

  it("gives a code that two problems share one message", () => {
    const messages = codeMessages(WAGE_PROFILE_CODES, {
      maritalDateRequired: "employees:errors.maritalDateRequired",
      maritalDateInFuture: "employees:errors.maritalDateInFuture",
      notWholeNumber: "employees:errors.countInvalid",
      outOfRange: "employees:errors.countInvalid",
      moreWithDisabilitiesThanTotal: "employees:errors.childrenWithDisabilitiesTooMany",
    });
    expect(messages.OUT_OF_RANGE).toBe("employees:errors.countInvalid");
    expect(Object.keys(messages).sort()).toEqual(["MARITAL_DATE_IN_FUTURE", "MARITAL_DATE_REQUIRED", "MORE_WITH_DISABILITIES_THAN_TOTAL", "OUT_OF_RANGE"]);
  });
});

describe("scanCodeMessages", () => {
  it("says the API's scan problems with the scan's own messages", () => {
    const messages = scanCodeMessages({
      missing: "identity:upload.errors.frontRequired",
      tooLarge: "identity:upload.errors.frontTooLarge",
      invalid: "identity:upload.errors.frontInvalid",
    });
    expect(messages).toEqual({
      SCAN_REQUIRED: "identity:upload.errors.frontRequired",
      SCAN_TOO_LARGE: "identity:upload.errors.frontTooLarge",
      SCAN_INVALID: "identity:upload.errors.frontInvalid",
    });
  });
});
