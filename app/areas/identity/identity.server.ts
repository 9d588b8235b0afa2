import { countriesFor } from "~/areas/employees/employee.server";
import { redirect } from "react-router";
import { IDENTITY_READING_LIMIT_SECONDS, needsWorkOrResidencePermit, SCAN_MAX_BYTES } from "~domain/identity-documents";
import { todayInBelgium } from "~domain/belgian-time";
import { employeeProblems } from "~/areas/employees/form-checks";
import { formAction } from "~/forms/action.server";
import { filesForm } from "~/forms/files-form.server";
import { NoFieldsSchema } from "~/forms/no-fields";
import { openStep } from "~/forms/wizard/wizard.server";
import { notFound, orNotFound } from "~/platform/api-calls.server";
import {
  CompleteIdentityVerificationMutationDocument,
  IdentityVerificationQueryDocument,
  StartIdentityVerificationMutationDocument,
  type IdentityCheck,
} from "~/platform/operations.generated";
import { graphql } from "~/platform/payroll-api.server";
import { CARD_PROBLEMS, cardSchema, SIDES } from "./documents.schema";
import { DETAILS_PROBLEMS, detailsOfEmployee, detailsOfReading, detailsSchema, type IdentityDetails } from "./identity.schema";
import { identityFinished, identityWizard, type IdentityStep } from "./identity-wizard";
import { byHandPathOf, employeeIdOf, permitPathOf, profilePathOf, uploadPathOf, verificationPathOf, withNotice, type IdentitySubject } from "./subject";
import { scanInput } from "./scans.server";
import { nameOf, requireSubject, type LoadedSubject } from "./subject.server";

// The identity verification's pages (part 2 §2 screen 6, §4), for an employer and for the employee
// alike: start (a confirmation when identity data exists), upload the card, the verification while
// it is read and once it was read or not, and the details typed by hand. The permit follows in
// permit.server.ts. Every page is a plain form or link: post, redirect, get.

const today = () => todayInBelgium(new Date());

/** What every page shows around its form: whose identity it is, where Cancel leads, the employee's own bar. */
function frameOf({ subject, employee, shell }: LoadedSubject) {
  return { kind: subject.kind, name: nameOf(employee), profilePath: profilePathOf(subject), shell };
}

function wizardPage(request: Request, subject: IdentitySubject, verificationId: string | null, step: IdentityStep) {
  return openStep(request, { wizard: identityWizard(verificationId), subject, step, finished: identityFinished });
}

// ---- start ----

/**
 * /verify-identity: a card being read, or read and not yet confirmed, is taken up again (a failed one
 * is not: the details may have been typed by hand since, which leaves it open); without identity data
 * the upload comes at once; with it, the page asks first (the data will have to be verified again).
 */
export async function loadStart(request: Request, subject: IdentitySubject) {
  const loaded = await requireSubject(request, subject);
  const { identity } = loaded.employee;
  const pending = identity.pendingVerification;
  if (pending && pending.state !== "failed") throw redirect(verificationPathOf(subject, pending.id));
  if (!identity.idCardNumber) throw redirect(uploadPathOf(subject));
  return frameOf(loaded);
}

/** Continue: nothing changes yet (the saved data stays until the new verification is finished), the upload comes. */
export async function confirmStart(request: Request, subject: IdentitySubject) {
  await requireSubject(request, subject);
  return formAction({ request, schema: NoFieldsSchema, save: async () => redirect(uploadPathOf(subject)), failed: "identity:upload.failed" });
}

// ---- upload ----

export async function loadUpload(request: Request, subject: IdentitySubject) {
  const loaded = await requireSubject(request, subject);
  return { ...frameOf(loaded), page: wizardPage(request, subject, null, "card"), byHandPath: byHandPathOf(subject) };
}

/** Both sides stream in, each checked by its bytes and size; the API then queues the back for reading. */
export async function uploadCard(request: Request, subject: IdentitySubject) {
  const { credentials } = await requireSubject(request, subject);
  const { formData, file } = await filesForm(request, SIDES, SCAN_MAX_BYTES);
  return formAction({
    request,
    formData,
    schema: cardSchema(file),
    save: async ({ front, back }) => {
      const { startIdentityVerification } = await graphql(
        StartIdentityVerificationMutationDocument,
        { input: { employeeId: employeeIdOf(subject), front: scanInput(front), back: scanInput(back) } },
        credentials,
      );
      return redirect(verificationPathOf(subject, startIdentityVerification.id));
    },
    refusals: { NOT_FOUND: { notFound: true } },
    problems: employeeProblems(CARD_PROBLEMS, "identity:upload.failed"),
    failed: "identity:upload.failed",
  });
}

// ---- the verification ----

/** A verification of this employee, or the page's 404 (another employee's, or none). */
async function requireVerification(request: Request, subject: IdentitySubject, verificationId: string) {
  const loaded = await requireSubject(request, subject, (credentials) =>
    orNotFound(() => graphql(IdentityVerificationQueryDocument, { id: verificationId }, credentials)),
  );
  const verification = loaded.extra?.identityVerification;
  if (!verification || verification.employeeId !== loaded.employee.id) throw notFound();
  return { ...loaded, verification };
}

/**
 * Where a saved identity leads: to the permit for someone who is not Belgian, else back to the
 * profile; both say whether the identity counts as verified or is checked by hand.
 */
function afterCompletion(subject: IdentitySubject, nationality: string | null, check: IdentityCheck) {
  const notice = check === "verified" ? "identity-verified" : "identity-manual";
  return withNotice(needsWorkOrResidencePermit(nationality) ? permitPathOf(subject) : profilePathOf(subject), notice);
}

/**
 * /verify-identity/{verificationId}: while the back is read, a page that looks again by itself (with
 * scripts by revalidating, without by a refresh); then the review of what was read, or the failed
 * scan's choices. A verification already completed leads on as its completion did; one superseded
 * leads back to the profile.
 */
export async function loadVerification(request: Request, subject: IdentitySubject, verificationId: string) {
  const loaded = await requireVerification(request, subject, verificationId);
  const { verification, employee } = loaded;
  const frame = frameOf(loaded);
  if (verification.state === "completed") throw redirect(afterCompletion(subject, employee.profile.nationalityCountry, employee.identity.check));
  // Another verification, or details typed by hand, took its place: nothing is left to do here.
  if (verification.state === "superseded") throw redirect(profilePathOf(subject));
  const page = wizardPage(request, subject, verification.id, "details");
  if (verification.state === "reading") {
    // The progress the page shows: seconds since the upload, against the limit after which the API
    // gives up on the card and the verification fails (docs/decisions/0038).
    const seconds = Math.floor((Date.now() - Date.parse(verification.createdAt)) / 1000);
    const progress = { seconds: Math.min(IDENTITY_READING_LIMIT_SECONDS, Math.max(0, seconds)), limit: IDENTITY_READING_LIMIT_SECONDS };
    return { ...frame, page, state: "reading" as const, progress };
  }
  if (verification.state === "failed" || !verification.reading) {
    return { ...frame, page, state: "failed" as const, uploadPath: uploadPathOf(subject), byHandPath: byHandPathOf(subject) };
  }
  return {
    ...frame,
    page,
    state: "succeeded" as const,
    defaultValue: detailsOfReading(verification.reading, employee),
    countries: await countriesFor(request),
    uploadPath: uploadPathOf(subject),
  };
}

/** Saves the details, reviewed (with the verification) or typed by hand (without), and leads on. */
function completeAction(request: Request, loaded: LoadedSubject, verificationId: string | null) {
  const { subject, credentials } = loaded;
  return formAction({
    request,
    schema: detailsSchema(today()),
    save: async (details: IdentityDetails) => {
      const { completeIdentityVerification } = await graphql(
        CompleteIdentityVerificationMutationDocument,
        { input: { ...details, verificationId, employeeId: employeeIdOf(subject) } },
        credentials,
      );
      return redirect(afterCompletion(subject, details.nationality, completeIdentityVerification.identity.check));
    },
    refusals: {
      NOT_FOUND: { notFound: true },
      VERIFICATION_NOT_READY: { form: "identity:details.notReady", status: 409 },
      // Completed meanwhile (in another tab): its page leads on.
      VERIFICATION_COMPLETED: { redirect: verificationId ? verificationPathOf(subject, verificationId) : profilePathOf(subject) },
    },
    problems: employeeProblems(DETAILS_PROBLEMS, "identity:details.failed"),
    failed: "identity:details.failed",
  });
}

export async function completeVerification(request: Request, subject: IdentitySubject, verificationId: string) {
  const loaded = await requireVerification(request, subject, verificationId);
  return completeAction(request, loaded, loaded.verification.id);
}

// ---- typed by hand ----

/** /verify-identity/by-hand: the form starts from the employee's saved data. */
export async function loadByHand(request: Request, subject: IdentitySubject) {
  const loaded = await requireSubject(request, subject);
  return {
    ...frameOf(loaded),
    page: wizardPage(request, subject, null, "details"),
    defaultValue: detailsOfEmployee(loaded.employee),
    countries: await countriesFor(request),
    uploadPath: uploadPathOf(subject),
  };
}

export async function completeByHand(request: Request, subject: IdentitySubject) {
  return completeAction(request, await requireSubject(request, subject), null);
}
