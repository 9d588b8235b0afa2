-- Contracts (part 2 §2 screens 8–12 and 15, §3, §4, §5; docs/decisions/0025-contracts.md): the
-- contracts of a company's payroll and selection lines, their working days, extensions, workday and
-- contract cancellation requests, and work obstruction days. The back office is played through
-- backOfficeDecide (a user with users.is_back_office).

alter table users add column is_back_office boolean not null default false;

create table contracts (
  id serial primary key,
  company_id integer not null references companies (id) on delete cascade,
  -- payroll: made in the portal; interim and construct: the selection office's lines.
  line text not null default 'payroll' check (line in ('payroll', 'interim', 'construct')),
  -- A payroll contract's employee; a selection contract's worker of the selection team.
  employee_id integer references employees (id),
  selection_member_id integer references selection_team_members (id),
  position_id integer references positions (id),
  -- The names as they were when the contract was made, for the lists and for selection contracts
  -- whose position lives at the office.
  position_name text not null,
  committee_id integer references committees (id),
  cost_place_id integer references cost_places (id) on delete set null,
  on_the_move boolean not null default false,
  street text,
  street_number text,
  zip text,
  city text,
  country text,
  site_address text,
  statute text not null check (statute in ('worker', 'clerk')),
  contract_type text not null check (contract_type in ('flexi', 'worker', 'clerk', 'student_worker', 'student_clerk')),
  contract_reason text not null check (contract_reason in ('temporary_increase', 'replacement_end_of_contract',
    'replacement_suspension', 'exceptional_work', 'inflow')),
  inflow_attempt text check (inflow_attempt in ('first', 'second', 'third', 'more_than_three')),
  vca_exam_date date,
  wage_cents integer not null check (wage_cents > 0),
  -- [{ type, value, unit, contributionValue, distanceKm }], read and written whole.
  premiums jsonb not null default '[]' check (jsonb_typeof(premiums) = 'array'),
  remark text,
  full_time_confirmed boolean not null default false,
  -- requested until the back office approves (it gets its back-office id and number) or refuses it;
  -- cancelled once the back office grants a cancellation request (lists leave it out).
  state text not null default 'requested' check (state in ('requested', 'approved', 'refused', 'cancelled')),
  -- A request on an approved contract, pending or refused by the back office.
  request text check (request in ('contract_cancellation_pending', 'contract_cancellation_refused',
    'workday_cancellation_pending', 'workday_cancellation_refused')),
  cancellation_reason text,
  back_office_id text,
  contract_number text,
  -- The first and last working day, kept with the days for the lists' filters and order.
  start_date date not null,
  end_date date not null check (end_date >= start_date),
  -- The contract this one extends.
  extends_contract_id integer references contracts (id),
  -- The employer chose not to extend it (the extension list's "stopped").
  extension_stopped boolean not null default false,
  created_by integer references users (id),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check ((line = 'payroll') = (employee_id is not null) and (line = 'payroll') = (selection_member_id is null))
);
-- The lists: a company's contracts of one line, latest start first, with the period filter and count.
create index contracts_company_line_start_idx on contracts (company_id, line, start_date desc, id desc);
create index contracts_employee_idx on contracts (employee_id, start_date);
create index contracts_extends_idx on contracts (extends_contract_id);

create table contract_days (
  contract_id integer not null references contracts (id) on delete cascade,
  date date not null,
  start_time text not null check (start_time ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
  end_time text not null check (end_time ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
  break_minutes integer not null default 0 check (break_minutes between 0 and 1440),
  -- Unticked by a pending workday cancellation request.
  cancellation_requested boolean not null default false,
  primary key (contract_id, date)
);

-- An extension the employer asked for. approved ones made their contract (extension_contract_id);
-- draft ones wait for the back office; waiting ones wait for their contract to be approved first.
create table contract_extensions (
  id serial primary key,
  contract_id integer not null references contracts (id) on delete cascade,
  state text not null check (state in ('approved', 'draft', 'waiting', 'refused')),
  -- [{ date, start, end, breakMinutes }] until it becomes a contract.
  days jsonb not null check (jsonb_typeof(days) = 'array'),
  notes text,
  extension_contract_id integer references contracts (id),
  created_by integer references users (id),
  created_at timestamptz not null default now()
);
create index contract_extensions_contract_idx on contract_extensions (contract_id, id desc);

create table work_obstructions (
  id serial primary key,
  contract_id integer not null references contracts (id) on delete cascade,
  date date not null,
  weather text not null,
  risk text not null,
  work_type text not null,
  reason text not null,
  start_time text not null,
  end_time text not null,
  break_minutes integer not null default 0,
  street text not null,
  street_number text,
  zip text not null,
  city text not null,
  location_comment text,
  comment text,
  -- created: the back office has it; failed: pushing it failed and it can be pushed again.
  state text not null default 'created' check (state in ('created', 'failed')),
  created_at timestamptz not null default now(),
  unique (contract_id, date)
);
