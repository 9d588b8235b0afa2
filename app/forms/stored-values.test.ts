import { z } from "zod";
import { storedValueProblems } from "./stored-values";

// As the edit forms' schemas are: every field optional text, the rules in one refinement.
const schema = z.object({ iban: z.string().optional(), city: z.string().optional() }).superRefine((form, context) => {
  if (!form.city) context.addIssue({ code: "custom", path: ["city"], message: "cityRequired" });
  if (form.iban && !form.iban.startsWith("BE")) context.addIssue({ code: "custom", path: ["iban"], message: "ibanInvalid" });
});

describe("storedValueProblems", () => {
  it("shows the error of a stored value that fails its rule, keeping the value", () => {
    const reply = storedValueProblems(schema, { iban: "NL00", city: "Gent" });
    expect(reply?.error).toEqual({ iban: ["ibanInvalid"] });
    expect(reply?.initialValue).toMatchObject({ iban: "NL00", city: "Gent" });
  });

  it("says nothing of an empty field, nor of values that pass", () => {
    expect(storedValueProblems(schema, { iban: "NL00", city: undefined })?.error).toEqual({ iban: ["ibanInvalid"] });
    expect(storedValueProblems(schema, { iban: "BE00", city: undefined })).toBeUndefined();
    expect(storedValueProblems(schema, { iban: "BE00", city: "Gent" })).toBeUndefined();
  });
});
