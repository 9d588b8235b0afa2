// The actions of the profile's edit forms, for an employer and for the employee themselves alike:
// the form's checks, the mutation (with the employeeId only for an employer), the API's problems next
// to their fields, and back to the profile with a notice (post, redirect, get).
import { redirect } from "react-router";
import type { z } from "zod";
import { formAction } from "~/forms/action.server";
import { filesForm } from "~/forms/files-form.server";
import {
  SaveEmployeeCertificateMutationDocument,
  UpdateEmployeeGeneralInformationMutationDocument,
  UpdateEmployeePersonalInformationMutationDocument,
  UpdateEmployeeWageProfileMutationDocument,
} from "~/platform/operations.generated";
import { graphql } from "~/platform/payroll-api.server";
import type { Credentials } from "~/platform/session.server";
import { SCAN_MAX_BYTES } from "~domain/identity-documents";
import { CERTIFICATE_PROBLEMS, certificateSchema, scanRules, SCAN_FIELDS } from "./certificate.schema";
import { credentialsFor, employeeIdOf } from "./employee.server";
import { employeeProblems, type ProblemMessages } from "./form-checks";
import { GENERAL_INFORMATION_PROBLEMS, GeneralInformationSchema } from "./general-information.schema";
import { PERSONAL_INFORMATION_PROBLEMS, PersonalInformationSchema } from "./personal-information.schema";
import { employeePaths, type EmployeeSubject, type SavedNotice } from "./subject";
import { WAGE_PROFILE_PROBLEMS, WageProfileSchema } from "./wage-profile.schema";

type EmployeeForm<Schema extends z.ZodTypeAny> = {
  schema: Schema;
  /** The form as read already (a multipart one); read from the request when left out. */
  formData?: FormData;
  mutate: (value: z.output<Schema>, call: { credentials: Credentials; employeeId: string | null }) => Promise<unknown>;
  problems: ProblemMessages;
  failed: string;
  saved: SavedNotice;
};

async function saveEmployeeForm<Schema extends z.ZodTypeAny>(request: Request, subject: EmployeeSubject, form: EmployeeForm<Schema>) {
  const credentials = await credentialsFor(request, subject);
  return formAction({
    request,
    formData: form.formData,
    schema: form.schema,
    save: async (value) => {
      await form.mutate(value, { credentials, employeeId: employeeIdOf(subject) });
      return redirect(`${employeePaths(subject).view}?saved=${form.saved}`);
    },
    // The employee (or the certificate) is gone, or another company's: the page's "not found".
    refusals: { NOT_FOUND: { notFound: true } },
    failed: form.failed,
    problems: employeeProblems(form.problems, form.failed),
  });
}

export function savePersonalInformation(request: Request, subject: EmployeeSubject) {
  return saveEmployeeForm(request, subject, {
    schema: PersonalInformationSchema,
    mutate: (value, { credentials, employeeId }) =>
      graphql(UpdateEmployeePersonalInformationMutationDocument, { input: { ...value, employeeId } }, credentials),
    problems: PERSONAL_INFORMATION_PROBLEMS,
    failed: "employees:personal.failed",
    saved: "personal",
  });
}

/**
 * The identity fields the general information's input still names, so that the API can refuse them
 * outside a verification (docs/decisions/0040); the portal never sends them.
 */
const NO_IDENTITY = { firstName: null, lastName: null, birthdate: null, nationality: null, gender: null, nationalRegisterNumber: null };

export function saveGeneralInformation(request: Request, subject: EmployeeSubject) {
  return saveEmployeeForm(request, subject, {
    schema: GeneralInformationSchema,
    mutate: (value, { credentials, employeeId }) =>
      graphql(UpdateEmployeeGeneralInformationMutationDocument, { input: { ...value, ...NO_IDENTITY, employeeId } }, credentials),
    problems: GENERAL_INFORMATION_PROBLEMS,
    failed: "employees:general.failed",
    saved: "general",
  });
}

export function saveWageProfile(request: Request, subject: EmployeeSubject) {
  return saveEmployeeForm(request, subject, {
    schema: WageProfileSchema,
    mutate: (value, { credentials, employeeId }) => graphql(UpdateEmployeeWageProfileMutationDocument, { input: { ...value, employeeId } }, credentials),
    problems: WAGE_PROFILE_PROBLEMS,
    failed: "employees:wage.failed",
    saved: "wage",
  });
}

/**
 * Adds a certificate (certificateId null) or saves one. The scans stream in, each at most
 * SCAN_MAX_BYTES; on an edit, a file input left empty keeps the scan the certificate has.
 */
export async function saveCertificate(request: Request, subject: EmployeeSubject, certificateId: string | null) {
  // Who may post is checked before the upload is read.
  await credentialsFor(request, subject);
  const adding = certificateId === null;
  const { formData, file } = await filesForm(request, SCAN_FIELDS, SCAN_MAX_BYTES);
  return saveEmployeeForm(request, subject, {
    formData,
    schema: certificateSchema({ front: file("front", scanRules("front", { adding })), back: file("back", scanRules("back", { adding })) }),
    mutate: (value, { credentials, employeeId }) =>
      graphql(SaveEmployeeCertificateMutationDocument, { input: { ...value, employeeId, certificateId } }, credentials),
    problems: CERTIFICATE_PROBLEMS,
    failed: "employees:certificates.failed",
    saved: adding ? "certificateAdded" : "certificateUpdated",
  });
}
