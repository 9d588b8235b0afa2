-- Onboarding of a company without a VAT number (part 1 §2.4), company registration, and the account
-- restriction notices (part 1 §6).

-- The company register the onboarding company step's Fetch action looks a VAT number up in. The VAT
-- number is stored normalised (domain/vat.ts normaliseVat: no spaces, dots or hyphens, upper case).
create table company_register (
  vat text primary key,
  official_name text not null,
  street text not null,
  street_number text not null,
  building_number text,
  zip text not null,
  city text not null
);

-- Joint committees (paritaire comités) for the work profile of workers and clerks.
create table committees (
  id serial primary key,
  code text not null unique,
  name text not null,
  statute text not null check (statute in ('worker', 'clerk')),
  average_weekly_hours numeric(4, 2) not null,
  is_flexi_allowed boolean not null default false,
  overtime_paying_status text not null check (overtime_paying_status in ('not_paid', 'not_applicable', 'paid'))
);

-- The wizard's saved steps until they are approved; each part is null until its step is saved.
-- company: the company step as the API answers it (vat normalised); *_contract_type:
-- { statute, used, committeeId, hasOvertime, paidOvertime }.
create table onboarding_drafts (
  company_id integer primary key references companies (id) on delete cascade,
  company jsonb,
  worker_contract_type jsonb,
  clerk_contract_type jsonb,
  updated_at timestamptz not null default now()
);

alter table companies
  add column prevention_service text check (prevention_service in ('ATTENTIA', 'CESI', 'CLB_EDPB', 'COHEZIO', 'IDEWE',
    'INTERNAL_ADVISOR', 'LIANTIS', 'MEDIWET', 'MENSURA', 'REQUESTED', 'PREMED', 'SECUREX', 'I_AM_NOT_CONNECTED_YET')),
  add column prevention_contract_number text,
  add column day_contracts_allowed boolean not null default false,
  -- Contract types: null until the company went through onboarding.
  add column uses_workers boolean,
  add column worker_committee_id integer references committees (id),
  add column worker_has_overtime boolean,
  add column worker_paid_overtime boolean,
  add column uses_clerks boolean,
  add column clerk_committee_id integer references committees (id),
  add column clerk_has_overtime boolean,
  add column clerk_paid_overtime boolean,
  -- Restricted for invoice or credit issues: no new contracts.
  add column contract_creation_blocked boolean not null default false,
  add column credit_limit_status text not null default 'within'
    check (credit_limit_status in ('within', 'nearly_exceeded', 'exceeded'));

