import { defineWizard, type StepOf } from "~/forms/wizard/wizard";
import type { CertificateType } from "~/platform/operations.generated";

// The position wizard (part 2 §2, §4; docs/decisions/0013 and 0018): General, Safety and Premiums,
// then check your answers. /positions/add-position is its first step, /positions/edit-position/{id}
// that of an edit.
export const positionWizard = defineWizard({
  kind: "position",
  steps: [
    { name: "general", path: "", title: "positions:steps.general" },
    { name: "safety", path: "safety", title: "positions:steps.safety" },
    { name: "premiums", path: "premiums", title: "positions:steps.premiums" },
    { name: "check", path: "check", title: "positions:steps.check" },
  ],
  check: "check",
  base: (positionId: string | null) => (positionId ? `/positions/edit-position/${encodeURIComponent(positionId)}` : "/positions/add-position"),
});
export type PositionStep = StepOf<typeof positionWizard>;

// Record<…, true> makes tsc fail when the schema gains a certificate this list does not offer.
const CERTIFICATES: Record<CertificateType, true> = {
  vca_basic: true,
  vca_vol: true,
  forklift: true,
  first_aid: true,
  food_hygiene: true,
  electrical_ba4: true,
  electrical_ba5: true,
  driving_licence_c: true,
  asbestos: true,
  working_at_height: true,
};
export const CERTIFICATE_TYPES = Object.keys(CERTIFICATES) as CertificateType[];
