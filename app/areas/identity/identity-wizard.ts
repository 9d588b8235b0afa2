import { defineWizard, type StepOf } from "~/forms/wizard/wizard";
import { rootOf, type IdentitySubject } from "./subject";

// The identity verification (part 2 §2 screen 6, §4) on the wizard kit (docs/decisions/0018): upload
// the ID card, then check the details. Its draft is the verification itself, which the API keeps; the
// details step is the check step, where the identity is submitted (completeIdentityVerification), as
// the kit wants submitting to happen on the check page only. Its address is the verification's own
// (/verify-identity/{verificationId}), or /verify-identity/by-hand for details typed without a scan
// that could be read, so the declaration is made for a verification. A residence or work permit is
// asked after the identity is saved, on a form of its own (permitPathOf): nothing is left to check
// by then, and the kit's steps end with the one that submits.

export function identityWizard(verificationId: string | null) {
  return defineWizard({
    kind: "identity",
    steps: [
      { name: "card", path: "upload", title: "identity:steps.card" },
      { name: "details", path: verificationId === null ? "by-hand" : encodeURIComponent(verificationId), title: "identity:steps.details" },
    ],
    check: "details",
    base: (subject: IdentitySubject) => `${rootOf(subject)}/verify-identity`,
  });
}

export type IdentityStep = StepOf<ReturnType<typeof identityWizard>>;

/**
 * The card step is finished on a verification's page (its scan was sent) and when the user chose to
 * type the details by hand: the details step is open on both.
 */
export const identityFinished = (step: IdentityStep): boolean => step === "card";
