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
  is_student: boolean;
  intent_agreement_url: string | null;
  student_agreement_url: string | null;
  street: string | null;
  street_number: string | null;
  zip: string | null;
  city: string | null;
  country: string | null;
  country_of_birth: string | null;
  nationality_country: string | null;
  place_of_birth: string | null;
  birthdate: Date | string | null;
};
