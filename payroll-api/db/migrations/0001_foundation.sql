create table offices (
  code text primary key,
  name text not null,
  street text not null,
  zip text not null,
  city text not null,
  email text not null,
  phone text not null
);

create table companies (
  id serial primary key,
  name text not null,
  official_name text,
  vat text unique,
  street text,
  street_number text,
  building_number text,
  zip text,
  city text,
  website text,
  description text,
  logo_url text,
  cost_places_enabled boolean not null default false,
  office_code text references offices (code),
  -- ids of the company in the external hours-validation system, one per line of work
  construct4d_id integer unique,
  interim4d_id integer unique,
  created_at timestamptz not null default now()
);

create table offers (
  id serial primary key,
  company_id integer not null references companies (id) on delete cascade,
  name text not null,
  kind text not null check (kind in ('payroll', 'interim', 'construct')),
  connexys_id text,
  created_at timestamptz not null default now()
);
create index offers_company_idx on offers (company_id);

create table users (
  id serial primary key,
  email text not null,
  password_hash text,
  kind text not null default 'user' check (kind in ('user', 'superuser')),
  first_name text not null,
  last_name text not null,
  telephone text,
  mobile text,
  preferred_language text not null default 'nl' check (preferred_language in ('en', 'nl', 'fr')),
  accepted_terms_at timestamptz,
  selected_company_id integer references companies (id) on delete set null,
  otp_required boolean not null default false,
  created_at timestamptz not null default now(),
  last_seen_at timestamptz
);
create unique index users_email_key on users (lower(email));

create table company_memberships (
  user_id integer not null references users (id) on delete cascade,
  company_id integer not null references companies (id) on delete cascade,
  function text,
  hours_validation_level text not null default 'all_allowed'
    check (hours_validation_level in ('all_allowed', 'can_validate_construct_hours', 'can_validate_interim_hours', 'not_allowed')),
  construct4d_permissions text[] not null default '{}',
  interim4d_permissions text[] not null default '{}',
  created_at timestamptz not null default now(),
  primary key (user_id, company_id)
);
create index company_memberships_company_idx on company_memberships (company_id);

create table employees (
  id serial primary key,
  email text not null,
  password_hash text,
  first_name text not null,
  last_name text not null,
  mobile text,
  preferred_language text not null default 'nl' check (preferred_language in ('en', 'nl', 'fr')),
  is_student boolean not null default false,
  street text,
  street_number text,
  zip text,
  city text,
  country text,
  country_of_birth text,
  nationality_country text,
  place_of_birth text,
  birthdate date,
  intent_agreement_url text,
  student_agreement_url text,
  created_at timestamptz not null default now()
);
create unique index employees_email_key on employees (lower(email));

-- Only a hash of each secret is kept: a copy of the database reveals no usable token.
create table auth_tokens (
  id serial primary key,
  account_kind text not null check (account_kind in ('user', 'employee')),
  account_id integer not null,
  token_hash text not null unique,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null
);
create index auth_tokens_account_idx on auth_tokens (account_kind, account_id);

create table one_time_links (
  id serial primary key,
  account_kind text not null check (account_kind in ('user', 'employee')),
  account_id integer not null,
  purpose text not null check (purpose in ('reset_password', 'set_password')),
  token_hash text not null unique,
  expires_at timestamptz not null,
  used_at timestamptz
);

create table otp_challenges (
  id serial primary key,
  user_id integer not null references users (id) on delete cascade,
  token_hash text not null unique,
  code_hash text not null,
  attempts integer not null default 0,
  expires_at timestamptz not null,
  used_at timestamptz
);

-- Contracts as the external hours-validation system reports them, keyed by its company id.
create table hours_validation_contracts (
  id serial primary key,
  external_company_id integer not null,
  employee_name text not null,
  position_name text not null,
  status text,
  start_date date not null,
  end_date date not null
);
create index hours_validation_contracts_company_idx on hours_validation_contracts (external_company_id, end_date);

create table invoices (
  id serial primary key,
  company_id integer not null references companies (id) on delete cascade,
  name text not null,
  total_cents integer not null,
  expires_on date not null,
  status text not null check (status in ('paid', 'processing', 'not_paid')),
  created_at timestamptz not null default now()
);
create index invoices_company_idx on invoices (company_id, expires_on desc);

create table surveys (
  id serial primary key,
  company_id integer not null references companies (id) on delete cascade,
  employee_id integer not null references employees (id) on delete cascade,
  survey_type text not null
    check (survey_type in ('first_company_survey', 'second_company_survey', 'first_employee_survey', 'second_employee_survey')),
  state text not null check (state in ('OPENED', 'CLOSED')),
  created_at timestamptz not null default now()
);
create index surveys_company_idx on surveys (company_id, state);

create table team_members (
  company_id integer not null references companies (id) on delete cascade,
  employee_id integer not null references employees (id) on delete cascade,
  status text not null check (status in ('awaiting_registration', 'contract_ready', 'missing_information', 'expired_information')),
  disabled boolean not null default false,
  created_at timestamptz not null default now(),
  primary key (company_id, employee_id)
);
