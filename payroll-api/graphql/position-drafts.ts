// The position wizard's drafts (kept by wizard-drafts.ts): one per company, user and position (none: a
// new position), each step saved as typed. A step not saved yet reads as the position's current values when editing (so an edit
// draft starts as a copy of the position) and as empty for a new position.
import type { Queryable } from "../db/database";
import { findLocality } from "../db/localities";
import { loadDraft, type DraftOwner } from "./wizard-drafts";
import type { PositionModel } from "./positions";
import type {
  Address,
  AddressInput,
  PositionGeneralDraft,
  PositionGeneralInput,
  PositionPremiumsDraft,
  PositionPremiumsInput,
  PositionSafetyDraft,
  PositionSafetyInput,
} from "./resolvers.generated";

export type DraftSteps = { general: PositionGeneralDraft; safety: PositionSafetyDraft; premiums: PositionPremiumsDraft };

export function emptySteps(officeCode: string | null): DraftSteps {
  return {
    general: {
      name: null,
      functionCodeId: null,
      noVatApplicable: null,
      description: null,
      onTheMove: null,
      location: null,
      wageCents: null,
      vivaldisOfficeCode: officeCode,
      studentsAllowed: null,
      isFlexi: null,
    },
    safety: {
      workEquipmentRequired: null,
      workEquipmentRequiredConfirmation: null,
      vcaCertificationRequired: null,
      vcaCertificationRequiredConfirmation: null,
      certificateTypes: [],
    },
    premiums: { premiums: [], nettoPremiumComment: null, useEcoChequeComment: null, ecoChequeComment: null },
  };
}

export function stepsOfPosition(position: PositionModel): DraftSteps {
  return {
    general: {
      name: position.name,
      functionCodeId: position.functionCode.id,
      noVatApplicable: position.noVatApplicable,
      description: position.description,
      onTheMove: position.onTheMove,
      location: position.location,
      wageCents: position.wageCents,
      vivaldisOfficeCode: position.vivaldisOfficeCode,
      studentsAllowed: position.studentsAllowed,
      isFlexi: position.isFlexi,
    },
    safety: {
      workEquipmentRequired: position.workEquipmentRequired,
      workEquipmentRequiredConfirmation: position.workEquipmentRequiredConfirmation,
      vcaCertificationRequired: position.vcaCertificationRequired,
      vcaCertificationRequiredConfirmation: position.vcaCertificationRequiredConfirmation,
      certificateTypes: position.certificateTypes,
    },
    premiums: {
      premiums: position.premiums,
      nettoPremiumComment: position.nettoPremiumComment,
      useEcoChequeComment: position.useEcoChequeComment,
      ecoChequeComment: position.ecoChequeComment,
    },
  };
}

/**
 * The address as typed (a missing part is empty), null when nothing was typed. A Belgian zip and
 * locality (compared without case and accents) get the locality's coordinates; any other address has
 * none, and the wizard asks to choose a location.
 */
async function resolvedAddress(db: Queryable, input: AddressInput | null | undefined): Promise<Address | null> {
  const parts = {
    street: input?.street ?? "",
    streetNumber: input?.streetNumber ?? "",
    zip: input?.zip ?? "",
    city: input?.city ?? "",
    country: input?.country ?? "",
  };
  if (Object.values(parts).every((part) => !part.trim())) return null;
  const belgian = parts.country.trim().toUpperCase() === "BE" && parts.zip.trim() && parts.city.trim();
  const coordinates = belgian ? await findLocality(db, parts.zip, parts.city) : null;
  return { ...parts, latitude: coordinates?.latitude ?? null, longitude: coordinates?.longitude ?? null };
}

export async function generalDraftOf(db: Queryable, input: PositionGeneralInput): Promise<PositionGeneralDraft> {
  return {
    name: input.name ?? null,
    functionCodeId: input.functionCodeId === null || input.functionCodeId === undefined ? null : String(input.functionCodeId),
    noVatApplicable: input.noVatApplicable ?? null,
    description: input.description ?? null,
    onTheMove: input.onTheMove ?? null,
    location: await resolvedAddress(db, input.location),
    wageCents: input.wageCents ?? null,
    vivaldisOfficeCode: input.vivaldisOfficeCode ?? null,
    studentsAllowed: input.studentsAllowed ?? null,
    isFlexi: input.isFlexi ?? null,
  };
}

export function safetyDraftOf(input: PositionSafetyInput): PositionSafetyDraft {
  return {
    workEquipmentRequired: input.workEquipmentRequired ?? null,
    workEquipmentRequiredConfirmation: input.workEquipmentRequiredConfirmation ?? null,
    vcaCertificationRequired: input.vcaCertificationRequired ?? null,
    vcaCertificationRequiredConfirmation: input.vcaCertificationRequiredConfirmation ?? null,
    certificateTypes: input.certificateTypes ?? [],
  };
}

export function premiumsDraftOf(input: PositionPremiumsInput): PositionPremiumsDraft {
  return {
    premiums: (input.premiums ?? []).map((premium) => ({
      type: premium.type,
      value: premium.value ?? null,
      unit: premium.unit ?? null,
      contributionValue: premium.contributionValue ?? null,
    })),
    nettoPremiumComment: input.nettoPremiumComment ?? null,
    useEcoChequeComment: input.useEcoChequeComment ?? null,
    ecoChequeComment: input.ecoChequeComment ?? null,
  };
}

/** Whose draft: the company and user, and the position it edits (null: a new one). */
export const draftOwner = (companyId: number, userId: number, positionId: number | null): DraftOwner => ({
  kind: "position",
  companyId,
  userId,
  subjectId: positionId === null ? null : String(positionId),
});

/** The saved steps over the base (the position, or empty). */
export async function loadDraftSteps(db: Queryable, owner: DraftOwner, base: DraftSteps): Promise<DraftSteps> {
  return { ...base, ...(await loadDraft<DraftSteps>(db, owner)) };
}
