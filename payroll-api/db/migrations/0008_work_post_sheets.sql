-- Work post sheets (part 2 §2 screen 4, §3, §5): at most one per position, either the company's own
-- PDF (kind uploaded: file_name and pdf) or a sheet filled in the portal (kind filled: the other
-- columns). The position's primary key is the sheet's: every read is by position.
create table work_post_sheets (
  position_id integer primary key references positions (id) on delete cascade,
  kind text not null check (kind in ('uploaded', 'filled')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- When an employee last opened the sheet; null: never seen.
  last_seen_at timestamptz,
  file_name text,
  -- Only ever selected by the PDF download, never with the rest of the sheet.
  pdf bytea,
  tasks_to_perform text,
  required_qualifications text,
  welcome_officer_name text,
  welcome_officer_function text,
  welcome_officer_phone text,
  work_equipment text,
  prior_instructions text,
  foreseeable_training text,
  workstation_location text,
  protective_equipment text[] not null default '{}',
  protective_equipment_other text,
  vaccines text[] not null default '{}',
  vaccine_other text,
  health_risks text[] not null default '{}',
  no_health_risks_confirmed boolean not null default false,
  maternity_protection boolean,
  pregnancy_adjustment_end_date date,
  breastfeeding_adjustment_end_date date,
  advice_date date,
  advice_by_prevention_committee boolean,
  union_representation_or_direct_participation boolean,
  labour_doctor_advice_date date,
  internal_service_advice_date date,
  prevention_service text,
  check ((kind = 'uploaded') = (pdf is not null and file_name is not null))
);
