import type { ProfileRequirement } from "~domain/employee-profile";
import type { IdentityDocument as ExpiringDocument } from "~domain/identity-documents";
import type { FullKey } from "~/platform/i18n/keys";
import type {
  CertificateType,
  Gender,
  IdentityCheck,
  IdentityDocument,
  MaritalState,
  ScanSide,
  TaxCode,
  TeamMemberStatus,
} from "~/platform/operations.generated";
import type { SavedNotice } from "./subject";

// The words for the API's values, as full keys of the employees namespace (read with the t() of
// useTranslation(["employees"])). Each table names every value of its type: tsc fails on a new one.

type Labels<Value extends string> = Record<Value, FullKey<"employees">>;

export const GENDER_LABELS: Labels<Gender> = {
  male: "employees:genders.male",
  female: "employees:genders.female",
  other: "employees:genders.other",
};

export const MARITAL_STATE_LABELS: Labels<MaritalState> = {
  single: "employees:maritalStates.single",
  married: "employees:maritalStates.married",
  legally_cohabiting: "employees:maritalStates.legally_cohabiting",
  widowed: "employees:maritalStates.widowed",
  divorced: "employees:maritalStates.divorced",
  separated: "employees:maritalStates.separated",
};

export const TAX_CODE_LABELS: Labels<TaxCode> = {
  scale_1: "employees:taxCodes.scale_1",
  scale_2: "employees:taxCodes.scale_2",
  scale_3: "employees:taxCodes.scale_3",
};

export const CERTIFICATE_TYPE_LABELS: Labels<CertificateType> = {
  vca_basic: "employees:certificateTypes.vca_basic",
  vca_vol: "employees:certificateTypes.vca_vol",
  forklift: "employees:certificateTypes.forklift",
  first_aid: "employees:certificateTypes.first_aid",
  food_hygiene: "employees:certificateTypes.food_hygiene",
  electrical_ba4: "employees:certificateTypes.electrical_ba4",
  electrical_ba5: "employees:certificateTypes.electrical_ba5",
  driving_licence_c: "employees:certificateTypes.driving_licence_c",
  asbestos: "employees:certificateTypes.asbestos",
  working_at_height: "employees:certificateTypes.working_at_height",
};

/** The certificate types in the order the select offers them. */
export const CERTIFICATE_TYPES = Object.keys(CERTIFICATE_TYPE_LABELS) as CertificateType[];

export const IDENTITY_CHECK_LABELS: Labels<IdentityCheck> = {
  unverified: "employees:identity.checks.unverified",
  verified: "employees:identity.checks.verified",
  manual: "employees:identity.checks.manual",
};

/** A kept scan's document, as its link names it. */
export const SCANNED_DOCUMENT_LABELS: Labels<IdentityDocument> = {
  id_card: "employees:identity.documents.id_card",
  residence_permit: "employees:identity.documents.residence_permit",
  work_permit: "employees:identity.documents.work_permit",
};

/** An expired document, as the expired-information alert names it. */
export const EXPIRED_DOCUMENT_LABELS: Labels<ExpiringDocument> = {
  idCard: "employees:documents.idCard",
  residencePermit: "employees:documents.residencePermit",
  workPermit: "employees:documents.workPermit",
};

export const SIDE_LABELS: Labels<ScanSide> = {
  front: "employees:sides.front",
  back: "employees:sides.back",
};

export const REQUIREMENT_LABELS: Labels<ProfileRequirement> = {
  names: "employees:requirements.names",
  email: "employees:requirements.email",
  mobile: "employees:requirements.mobile",
  placeOfBirth: "employees:requirements.placeOfBirth",
  countryOfBirth: "employees:requirements.countryOfBirth",
  nationality: "employees:requirements.nationality",
  address: "employees:requirements.address",
  nationalRegisterNumber: "employees:requirements.nationalRegisterNumber",
  idCard: "employees:requirements.idCard",
  permit: "employees:requirements.permit",
  bankAccount: "employees:requirements.bankAccount",
  intentAgreement: "employees:requirements.intentAgreement",
  studentAgreement: "employees:requirements.studentAgreement",
};

export const STATUS_LABELS: Labels<TeamMemberStatus> = {
  awaiting_registration: "employees:status.awaiting_registration",
  contract_ready: "employees:status.contract_ready",
  missing_information: "employees:status.missing_information",
  expired_information: "employees:status.expired_information",
};

export const SAVED_LABELS: Labels<SavedNotice> = {
  personal: "employees:view.saved.personal",
  general: "employees:view.saved.general",
  wage: "employees:view.saved.wage",
  certificateAdded: "employees:view.saved.certificateAdded",
  certificateUpdated: "employees:view.saved.certificateUpdated",
};
