import type { CertificateType } from "~/graphql/operations.generated";

// The position wizard's steps and addresses (part 2 §2, §4), for its pages and their loaders alike.

export const POSITION_STEPS = ["general", "safety", "premiums"] as const;
export type PositionStep = (typeof POSITION_STEPS)[number];

/** /positions/add-position[/safety|/premiums], or the same under /positions/edit-position/{id}. */
export function positionStepPath(positionId: string | null, step: PositionStep): string {
  const base = positionId ? `/positions/edit-position/${encodeURIComponent(positionId)}` : "/positions/add-position";
  return step === "general" ? base : `${base}/${step}`;
}

/** The step an address names: none is General; an unknown one is no step at all. */
export function stepOfParam(param: string | undefined): PositionStep | null {
  if (param === undefined) return "general";
  return param === "safety" || param === "premiums" ? param : null;
}

export const previousStepOf = (step: PositionStep): PositionStep | null => POSITION_STEPS[POSITION_STEPS.indexOf(step) - 1] ?? null;
export const nextStepOf = (step: PositionStep): PositionStep | null => POSITION_STEPS[POSITION_STEPS.indexOf(step) + 1] ?? null;

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
