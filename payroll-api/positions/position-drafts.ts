// The position wizard's drafts (kept by wizard-drafts.ts): one per company, user and position (none: a
// new position), each step saved as typed. A step not saved yet reads as the position's current values when editing (so an edit
// draft starts as a copy of the position) and as empty for a new position.
import type { Queryable } from "../db/database";
import { findLocality } from "../db/localities";
import { loadDraft, type DraftOwner } from "../core/wizard-drafts";
import type { PositionModel } from "./positions";
import { PREMIUM_UNITS } from "../../domain/positions";
import type {
  Address,
  AddressInput,
  PositionGeneralDraft,
  PositionGeneralInput,
  PositionPremiumsDraft,
  PositionPremiumsInput,
  PositionSafetyDraft,
  PositionSafetyInput,
  Premium,
} from "../core/schema-types.generated";

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

const text = (value: string | null | undefined) => value?.trim() || null;

/**
 * The columns a valid draft gives a position: text trimmed (blank optional text null), no location when
 * on the move, confirmations only where something is required, a single-unit premium's unit filled in
 * and a contribution only on meal vouchers.
 */
export function positionColumns(steps: DraftSteps, minimumWageCents: number, officeCode: string) {
  const { general, safety, premiums } = steps;
  const location = general.onTheMove ? null : general.location;
  const workEquipmentRequired = safety.workEquipmentRequired ?? false;
  const vcaCertificationRequired = safety.vcaCertificationRequired ?? false;
  return {
    name: general.name!.trim(),
    function_code_id: Number(general.functionCodeId),
    is_flexi: general.isFlexi ?? false,
    no_vat_applicable: general.noVatApplicable ?? false,
    description: text(general.description),
    on_the_move: general.onTheMove ?? false,
    street: text(location?.street),
    street_number: text(location?.streetNumber),
    zip: text(location?.zip),
    city: text(location?.city),
    country: text(location?.country)?.toUpperCase() ?? null,
    latitude: location?.latitude ?? null,
    longitude: location?.longitude ?? null,
    minimum_wage_cents: minimumWageCents,
    wage_cents: general.wageCents!,
    vivaldis_office_code: officeCode,
    students_allowed: general.studentsAllowed!,
    work_equipment_required: workEquipmentRequired,
    work_equipment_required_confirmation: workEquipmentRequired && (safety.workEquipmentRequiredConfirmation ?? false),
    vca_certification_required: vcaCertificationRequired,
    vca_certification_required_confirmation: vcaCertificationRequired && (safety.vcaCertificationRequiredConfirmation ?? false),
    certificate_types: [...new Set(safety.certificateTypes)],
    premiums: JSON.stringify(
      premiums.premiums.map((premium): Premium => {
        const units = PREMIUM_UNITS[premium.type];
        return {
          type: premium.type,
          value: premium.value,
          unit: premium.unit ?? (units.length === 1 ? units[0] : null),
          contributionValue: premium.type === "meal_vouchers" ? premium.contributionValue : null,
        };
      }),
    ),
    netto_premium_comment: text(premiums.nettoPremiumComment),
    use_eco_cheque_comment: premiums.useEcoChequeComment ?? false,
    eco_cheque_comment: text(premiums.ecoChequeComment),
  };
}
