-- Reference tables (committees' yearly averages, function codes, rate agreement documents, Belgian
-- localities) and positions with their wizard drafts (part 2 §2 screens 1-3 and 14, §3, §4, §5).

-- The average weekly hours of a joint committee per calendar year; committees.average_weekly_hours is
-- the current figure.
create table committee_yearly_hours (
  committee_id integer not null references committees (id) on delete cascade,
  year integer not null check (year between 1900 and 2999),
  average_weekly_hours numeric(4, 2) not null check (average_weekly_hours > 0),
  primary key (committee_id, year)
);

create table function_codes (
  id serial primary key,
  committee_id integer not null references committees (id),
  code text not null check (btrim(code) <> ''),
  name text not null check (btrim(name) <> ''),
  actual_coefficient numeric(6, 4) not null check (actual_coefficient > 0),
  payroll_coefficient numeric(6, 4) not null check (payroll_coefficient > 0),
  -- Positions with a student code must allow students and need a work post sheet.
  is_student_code boolean not null default false,
  minimum_hourly_wage_cents integer not null check (minimum_hourly_wage_cents > 0),
  unique (committee_id, code)
);
create index function_codes_code_idx on function_codes (code collate "C", id);

-- The provider's rate agreement with a company: without one valid today the company waits for a rate
-- agreement and cannot add positions.
create table rate_agreement_documents (
  id serial primary key,
  company_id integer not null references companies (id) on delete cascade,
  name text not null check (btrim(name) <> ''),
  valid_until date not null,
  office_code text not null references offices (code),
  day_contracts_allowed boolean not null default false,
  created_at timestamptz not null default now()
);
create index rate_agreement_documents_company_idx on rate_agreement_documents (company_id, valid_until desc, id desc);

-- Belgian localities (payroll-api/db/data/be-postcodes.csv, loaded by the seed). city_key is the name
-- folded for the address look-up: lower case, accents stripped, anything but letters and digits a single
-- space (payroll-api/db/localities.ts localityKey), so "Kessel-Lo", "kessel lo" and "KESSEL LO" meet.
-- The searches scan ~2,750 narrow rows; the look-up by zip and key has its index.
create table localities (
  zip text not null,
  city text not null,
  city_key text not null,
  latitude double precision not null,
  longitude double precision not null,
  primary key (zip, city)
);
create index localities_lookup_idx on localities (zip, city_key);

create table positions (
  id serial primary key,
  company_id integer not null references companies (id) on delete cascade,
  name text not null check (btrim(name) <> ''),
  -- The committee and the statute are the function code's.
  function_code_id integer not null references function_codes (id),
  is_flexi boolean not null default false,
  no_vat_applicable boolean not null default false,
  description text,
  on_the_move boolean not null default false,
  -- The location: all null when the position is on the move (various locations); latitude and longitude
  -- come from the localities look-up.
  street text,
  street_number text,
  zip text,
  city text,
  country text,
  latitude double precision,
  longitude double precision,
  -- The function code's minimum when the position was last submitted.
  minimum_wage_cents integer not null check (minimum_wage_cents > 0),
  wage_cents integer not null check (wage_cents > 0),
  vivaldis_office_code text not null references offices (code),
  -- Cannot change after creation (part 2 §4).
  students_allowed boolean not null,
  work_equipment_required boolean not null default false,
  work_equipment_required_confirmation boolean not null default false,
  vca_certification_required boolean not null default false,
  vca_certification_required_confirmation boolean not null default false,
  certificate_types text[] not null default '{}',
  -- [{ type, value, unit, contributionValue }] as the schema's Premium: always read and written whole.
  premiums jsonb not null default '[]' check (jsonb_typeof(premiums) = 'array'),
  netto_premium_comment text,
  use_eco_cheque_comment boolean not null default false,
  eco_cheque_comment text,
  status text not null default 'waiting_approval' check (status in ('approved', 'waiting_approval')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (on_the_move or (street is not null and street_number is not null and zip is not null and city is not null
    and country is not null))
);
-- The positions list: a company's positions by name (id as tie-breaker), its name search and count.
create index positions_company_name_idx on positions (company_id, lower(name), id);
create index positions_function_code_idx on positions (function_code_id);

-- The position wizard's saved steps, per company, user and position (null: a new position). Each step is
-- the schema's Position*Draft shape, null until saved; an edit draft is a copy of its position from the
-- first save on.
create table position_drafts (
  id serial primary key,
  company_id integer not null references companies (id) on delete cascade,
  user_id integer not null references users (id) on delete cascade,
  position_id integer references positions (id) on delete cascade,
  general jsonb,
  safety jsonb,
  premiums jsonb,
  updated_at timestamptz not null default now()
);
create unique index position_drafts_owner_key on position_drafts (company_id, user_id, coalesce(position_id, 0));
create index position_drafts_position_idx on position_drafts (position_id);
