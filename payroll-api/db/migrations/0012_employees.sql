-- Employees (part 2 §3, §4, §5): the whole profile, certificates, identity scans and verifications.

alter table employees
  add column gender text check (gender in ('male', 'female', 'other')),
  add column building_number text,
  add column national_register_number text,
  add column id_card_number text,
  add column id_card_expires_on date,
  add column residence_permit_code text,
  add column residence_permit_expires_on date,
  add column work_permit_expires_on date,
  add column bank_account text,
  add column bic text,
  add column last_seen_at timestamptz,
  add column flexi_forbidden_until date,
  add column remaining_student_hours numeric(6, 2),
  add column marital_state text not null default 'single'
    check (marital_state in ('single', 'married', 'legally_cohabiting', 'widowed', 'divorced', 'separated')),
  add column marital_date date,
  add column children_number integer not null default 0 check (children_number between 0 and 20),
  add column children_with_disabilities_number integer not null default 0
    check (children_with_disabilities_number between 0 and children_number),
  add column dependent_persons_number integer not null default 0 check (dependent_persons_number between 0 and 20),
  add column dependent_persons_with_disabilities_number integer not null default 0
    check (dependent_persons_with_disabilities_number between 0 and dependent_persons_number),
  add column tax_code text check (tax_code in ('scale_1', 'scale_2', 'scale_3')),
  add column involuntary_part_time boolean not null default false,
  -- unverified until a card is read; verified when the saved data is what the zone said; manual
  -- after any change by hand, for the back office to check.
  add column identity_check text not null default 'unverified' check (identity_check in ('unverified', 'verified', 'manual')),
  add column agreements_signed_at timestamptz;

-- The kept pictures of identity documents, one per document and side. Never served from a public URL:
-- GET /api/employees/{id}/scans/{document}/{side} answers only those who may see the employee.
create table employee_scans (
  employee_id integer not null references employees (id) on delete cascade,
  document text not null check (document in ('id_card', 'residence_permit', 'work_permit')),
  side text not null check (side in ('front', 'back')),
  content_type text not null check (content_type in ('image/png', 'image/jpeg')),
  bytes bytea not null,
  uploaded_at timestamptz not null default now(),
  primary key (employee_id, document, side)
);

create table employee_certificates (
  id serial primary key,
  employee_id integer not null references employees (id) on delete cascade,
  certificate_type text not null,
  expires_on date,
  front_type text not null check (front_type in ('image/png', 'image/jpeg')),
  front bytea not null,
  back_type text check (back_type in ('image/png', 'image/jpeg')),
  back bytea,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check ((back is null) = (back_type is null))
);
create index employee_certificates_employee_idx on employee_certificates (employee_id, id);

-- An ID card sent for reading. The OCR runs beside the API's requests (payroll-api/identity); a
-- verification still 'reading' when the API starts is queued again.
create table identity_verifications (
  id serial primary key,
  employee_id integer not null references employees (id) on delete cascade,
  state text not null default 'reading' check (state in ('reading', 'succeeded', 'failed', 'completed', 'superseded')),
  front_type text not null check (front_type in ('image/png', 'image/jpeg')),
  front bytea not null,
  back_type text not null check (back_type in ('image/png', 'image/jpeg')),
  back bytea not null,
  reading jsonb,
  ocr_millis integer,
  created_at timestamptz not null default now(),
  finished_at timestamptz
);
create index identity_verifications_employee_idx on identity_verifications (employee_id, id desc);
create index identity_verifications_reading_idx on identity_verifications (id) where state = 'reading';
