-- Timesheets (part 2 §3, §5, §9; docs/decisions/0026-hours-validation.md): what a timesheet shows of
-- its hours-validation contract, and one timesheet per contract and work week (Monday to Sunday). A week
-- without a row is empty; a contract's status is derived from its weeks', so its own column goes.

alter table hours_validation_contracts
  add column contract_number text,
  add column worker_type text check (worker_type in ('worker', 'clerk')),
  -- The joint committee as the office names it ("PC 124 Bouw").
  add column committee text,
  add column average_weekly_hours numeric(4, 2) check (average_weekly_hours > 0),
  -- The gross hourly wage.
  add column wage_cents integer check (wage_cents > 0),
  -- The planned hours per ISO weekday, "1" (Monday) to "7": { start: "HH:mm", end: "HH:mm", breakMinutes }.
  add column schedule jsonb not null default '{}' check (jsonb_typeof(schedule) = 'object'),
  drop column status;

create table timesheets (
  id serial primary key,
  contract_id integer not null references hours_validation_contracts (id) on delete cascade,
  week_start date not null check (extract(isodow from week_start) = 1),
  -- draft: saved, still editable; final: submitted, no longer editable.
  status text check (status in ('draft', 'final')),
  -- [{ date, minutes, absent, absenceReason, remark }]: every day of the week inside the contract, read
  -- and written whole.
  days jsonb not null default '[]' check (jsonb_typeof(days) = 'array'),
  updated_by integer references users (id) on delete set null,
  updated_at timestamptz not null default now(),
  -- When it was made final: its processing week is the Belgian week of this instant.
  submitted_at timestamptz,
  unique (contract_id, week_start),
  check (coalesce(status = 'final', false) = (submitted_at is not null))
);
-- The download by work week and by processing week.
create index timesheets_week_idx on timesheets (week_start);
create index timesheets_submitted_idx on timesheets (submitted_at) where submitted_at is not null;
