import { parseWithZod } from "@conform-to/zod/v4";
import { SafetyStepSchema, safetyFormValues } from "./position-safety.schema";

function parse(fields: [string, string][]) {
  const formData = new FormData();
  for (const [name, value] of fields) formData.append(name, value);
  return parseWithZod(formData, { schema: SafetyStepSchema });
}

const errorsOf = (fields: [string, string][]) => {
  const submission = parse(fields);
  return submission.status === "error" ? submission.error : {};
};

describe("the Safety step", () => {
  it("needs both questions answered", () => {
    expect(errorsOf([])).toEqual({
      workEquipmentRequired: ["positions:safety.errors.workEquipmentRequired"],
      vcaCertificationRequired: ["positions:safety.errors.vcaRequired"],
    });
  });

  it("needs each yes confirmed", () => {
    expect(
      errorsOf([
        ["workEquipmentRequired", "yes"],
        ["vcaCertificationRequired", "yes"],
      ]),
    ).toEqual({
      workEquipmentRequiredConfirmation: ["positions:safety.errors.workEquipmentConfirmationRequired"],
      vcaCertificationRequiredConfirmation: ["positions:safety.errors.vcaConfirmationRequired"],
    });
    const submission = parse([
      ["workEquipmentRequired", "yes"],
      ["workEquipmentRequiredConfirmation", "on"],
      ["vcaCertificationRequired", "yes"],
      ["vcaCertificationRequiredConfirmation", "on"],
    ]);
    expect(submission.status).toBe("success");
  });

  it("drops a confirmation after a no, and certificates it does not know", () => {
    const submission = parse([
      ["workEquipmentRequired", "no"],
      ["workEquipmentRequiredConfirmation", "on"],
      ["vcaCertificationRequired", "no"],
      ["certificateTypes", "forklift"],
      ["certificateTypes", "juggling"],
      ["certificateTypes", "vca_basic"],
    ]);
    expect(submission.status === "success" && submission.value).toEqual({
      workEquipmentRequired: false,
      workEquipmentRequiredConfirmation: false,
      vcaCertificationRequired: false,
      vcaCertificationRequiredConfirmation: false,
      certificateTypes: ["vca_basic", "forklift"],
    });
  });

  it("shows a saved draft as the form's answers", () => {
    expect(
      safetyFormValues({
        workEquipmentRequired: true,
        workEquipmentRequiredConfirmation: true,
        vcaCertificationRequired: null,
        vcaCertificationRequiredConfirmation: null,
        certificateTypes: ["first_aid"],
      }),
    ).toEqual({
      workEquipmentRequired: "yes",
      workEquipmentRequiredConfirmation: "on",
      vcaCertificationRequired: undefined,
      vcaCertificationRequiredConfirmation: undefined,
      certificateTypes: ["first_aid"],
    });
  });
});
