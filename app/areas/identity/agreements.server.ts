import { redirect } from "react-router";
import { employeeProblems } from "~/areas/employees/form-checks";
import { formAction } from "~/forms/action.server";
import { SignAgreementsMutationDocument } from "~/platform/operations.generated";
import { graphql } from "~/platform/payroll-api.server";
import { AGREEMENT_PROBLEMS, agreementsSchema } from "./documents.schema";
import { profilePathOf, withNotice, type IdentitySubject } from "./subject";
import { requireSubject, type IdentityEmployee } from "./subject.server";

// The employee's own agreements (part 1 §3): the declaration of intent, and the student agreement
// for a student. Only the employee signs them (signAgreements has no employee id).

const SELF: IdentitySubject = { kind: "self" };

/** Whether every agreement the employee needs is signed. */
const signedAll = (employee: IdentityEmployee) => Boolean(employee.intentAgreementUrl) && (!employee.isStudent || Boolean(employee.studentAgreementUrl));

export async function loadAgreements(request: Request) {
  const { employee, shell } = await requireSubject(request, SELF);
  return { shell, isStudent: employee.isStudent, signed: signedAll(employee), profilePath: profilePathOf(SELF) };
}

export async function signAgreements(request: Request) {
  const { employee, credentials } = await requireSubject(request, SELF);
  return formAction({
    request,
    schema: agreementsSchema(employee.isStudent),
    save: async (input) => {
      await graphql(SignAgreementsMutationDocument, { input }, credentials);
      return redirect(withNotice(profilePathOf(SELF), "agreements-signed"));
    },
    problems: employeeProblems(AGREEMENT_PROBLEMS, "identity:agreements.failed"),
    failed: "identity:agreements.failed",
  });
}
