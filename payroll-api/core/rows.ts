// Database rows as resolvers receive them; GraphQL field resolvers shape them for the schema.
export type UserRow = {
  id: number;
  email: string;
  kind: "user" | "superuser";
  first_name: string;
  last_name: string;
  telephone: string | null;
  mobile: string | null;
  created_at: Date;
  preferred_language: "en" | "nl" | "fr";
  accepted_terms_at: Date | null;
  selected_company_id: number | null;
};

export type CompanyRow = {
  id: number;
  name: string;
  logo_url: string | null;
  vat: string | null;
  cost_places_enabled: boolean;
  office_code: string | null;
  construct4d_id: number | null;
  interim4d_id: number | null;
  contract_creation_blocked: boolean;
  credit_limit_status: "within" | "nearly_exceeded" | "exceeded";
};

export type EmployeeRow = {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  mobile: string | null;
  preferred_language: "en" | "nl" | "fr";
  is_student: boolean;
  intent_agreement_url: string | null;
  student_agreement_url: string | null;
  street: string | null;
  street_number: string | null;
  building_number: string | null;
  zip: string | null;
  city: string | null;
  country: string | null;
  country_of_birth: string | null;
  nationality_country: string | null;
  place_of_birth: string | null;
  /** Dates as yyyy-MM-dd (EMPLOYEE_COLUMNS): a driver would make a Date at local midnight of them. */
  birthdate: string | null;
  gender: "male" | "female" | "other" | null;
  national_register_number: string | null;
  id_card_number: string | null;
  id_card_expires_on: string | null;
  residence_permit_code: string | null;
  residence_permit_expires_on: string | null;
  work_permit_expires_on: string | null;
  bank_account: string | null;
  bic: string | null;
  last_seen_at: Date | null;
  flexi_forbidden_until: string | null;
  marital_state: "single" | "married" | "legally_cohabiting" | "widowed" | "divorced" | "separated";
  marital_date: string | null;
  children_number: number;
  children_with_disabilities_number: number;
  dependent_persons_number: number;
  dependent_persons_with_disabilities_number: number;
  tax_code: "scale_1" | "scale_2" | "scale_3" | null;
  involuntary_part_time: boolean;
  identity_check: "unverified" | "verified" | "manual";
};

const dateColumn = (column: string) => `to_char(e.${column}, 'YYYY-MM-DD') as ${column}`;

/** An employee row of table alias e, as EmployeeRow types it. */
export const EMPLOYEE_COLUMNS = [
  "e.id, e.email, e.first_name, e.last_name, e.mobile, e.preferred_language, e.is_student, e.intent_agreement_url",
  "e.student_agreement_url, e.street, e.street_number, e.building_number, e.zip, e.city, e.country, e.country_of_birth",
  "e.nationality_country, e.place_of_birth, e.gender, e.national_register_number, e.id_card_number",
  "e.residence_permit_code, e.bank_account, e.bic, e.last_seen_at",
  "e.marital_state, e.children_number, e.children_with_disabilities_number, e.dependent_persons_number",
  "e.dependent_persons_with_disabilities_number, e.tax_code, e.involuntary_part_time, e.identity_check",
  ...["birthdate", "id_card_expires_on", "residence_permit_expires_on", "work_permit_expires_on", "flexi_forbidden_until", "marital_date"].map(dateColumn),
].join(", ");

/** An employee certificate without its scans' bytes. */
export type CertificateRow = {
  id: number;
  employee_id: number;
  certificate_type:
    | "vca_basic"
    | "vca_vol"
    | "forklift"
    | "first_aid"
    | "food_hygiene"
    | "electrical_ba4"
    | "electrical_ba5"
    | "driving_licence_c"
    | "asbestos"
    | "working_at_height";
  expires_on: string | null;
  has_back: boolean;
};

export type IdentityVerificationRow = {
  id: number;
  employee_id: number;
  state: "reading" | "succeeded" | "failed" | "completed" | "superseded";
  reading: import("../identity/mrz-reading").MrzReading | null;
  ocr_millis: number | null;
  created_at: Date;
};

/** What the Employee type's identity field hands its own fields. */
export type EmployeeIdentityModel = {
  employeeId: number;
  idCardNumber: string | null;
  idCardExpiresOn: string | null;
  residencePermitCode: string | null;
  residencePermitExpiresOn: string | null;
  workPermitExpiresOn: string | null;
  check: "unverified" | "verified" | "manual";
};
