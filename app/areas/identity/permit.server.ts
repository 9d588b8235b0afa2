import { redirect } from "react-router";
import { needsWorkOrResidencePermit, SCAN_MAX_BYTES } from "~domain/identity-documents";
import { todayInBelgium } from "~domain/belgian-time";
import { employeeProblems } from "~/areas/employees/form-checks";
import { formAction } from "~/forms/action.server";
import { filesForm } from "~/forms/files-form.server";
import { SaveEmployeePermitMutationDocument } from "~/platform/operations.generated";
import { graphql } from "~/platform/payroll-api.server";
import { PERMIT_PROBLEMS, permitSchema, SIDES } from "./documents.schema";
import { doneNoticeOf, employeeIdOf, profilePathOf, withNotice, type IdentitySubject } from "./subject";
import { scanInput } from "./scans.server";
import { nameOf, requireSubject } from "./subject.server";
import { pageUrlOf } from "~/platform/page-url";

// The residence or work permit of an employee who is not Belgian (part 2 §2 screen 6, §3, §5): asked
// once the identity is saved, and open later too (an expired permit is updated here). Someone whose
// nationality asks for none is sent back to the profile.

async function requirePermitSubject(request: Request, subject: IdentitySubject) {
  const loaded = await requireSubject(request, subject);
  if (!needsWorkOrResidencePermit(loaded.employee.profile.nationalityCountry)) throw redirect(profilePathOf(subject));
  return loaded;
}

export async function loadPermit(request: Request, subject: IdentitySubject) {
  const loaded = await requirePermitSubject(request, subject);
  // The identity just saved says so here, and again on the profile when the permit is left for later.
  const done = doneNoticeOf(pageUrlOf(request).searchParams);
  const profilePath = profilePathOf(subject);
  return {
    kind: subject.kind,
    name: nameOf(loaded.employee),
    shell: loaded.shell,
    done,
    profilePath,
    laterPath: done ? withNotice(profilePath, done) : profilePath,
  };
}

/** The permit and its two scans, streamed in and checked like the ID card's; the back office checks it by hand. */
export async function savePermit(request: Request, subject: IdentitySubject) {
  const { credentials } = await requirePermitSubject(request, subject);
  const { formData, file } = await filesForm(request, SIDES, SCAN_MAX_BYTES);
  return formAction({
    request,
    formData,
    schema: permitSchema(todayInBelgium(new Date()), file),
    save: async ({ document, code, expiresOn, front, back }) => {
      await graphql(
        SaveEmployeePermitMutationDocument,
        { input: { employeeId: employeeIdOf(subject), document, code, expiresOn, front: scanInput(front), back: scanInput(back) } },
        credentials,
      );
      return redirect(withNotice(profilePathOf(subject), "permit-added"));
    },
    refusals: { NOT_FOUND: { notFound: true } },
    problems: employeeProblems(PERMIT_PROBLEMS, "identity:permit.failed"),
    failed: "identity:permit.failed",
  });
}
