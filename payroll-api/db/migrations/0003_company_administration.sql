-- Company administration (part 1 §2.3 /settings/*, §3, §5, §6): who may manage a company's users,
-- cost places, e-mail preferences and the company logo.

-- May invite and remove users and change their hours-validation level, and edit the company
-- information and logo. Memberships that exist before this migration: the first member of each
-- company (by date joined) gets the right, so that no company is left without anyone to manage it.
alter table company_memberships add column can_manage_users boolean not null default false;
update company_memberships m set can_manage_users = true
where not exists (
  select 1 from company_memberships earlier
  where earlier.company_id = m.company_id
    and (earlier.created_at, earlier.user_id) < (m.created_at, m.user_id)
);

-- Cost places. Invoices carry no link to a cost place today, so removing one cannot change an
-- invoice already issued; a future link should copy the name onto the invoice rather than reference it.
create table cost_places (
  id serial primary key,
  company_id integer not null references companies (id) on delete cascade,
  name text not null check (btrim(name) <> ''),
  created_at timestamptz not null default now()
);
create index cost_places_company_idx on cost_places (company_id, name);

-- A user's e-mail notification preferences in one company; no row means all on. Tied to the
-- membership: revoking a user's access to a company drops their preferences there.
create table email_settings (
  user_id integer not null,
  company_id integer not null,
  employee_is_contract_ready_notification boolean not null default true,
  position_approved_notification boolean not null default true,
  position_rejected_notification boolean not null default true,
  survey_notification boolean not null default true,
  extension_reminder_notification boolean not null default true,
  updated_at timestamptz not null default now(),
  primary key (user_id, company_id),
  foreign key (user_id, company_id) references company_memberships (user_id, company_id) on delete cascade
);

-- The uploaded logo, apart from companies so that loading a company (every user query does) does not
-- read the image. The content type comes from the bytes (domain/image.ts), never from the upload's
-- name or declared type; the version changes with the bytes, for cache busting.
create table company_logos (
  company_id integer primary key references companies (id) on delete cascade,
  content bytea not null,
  content_type text not null check (content_type in ('image/png', 'image/jpeg')),
  version text not null,
  updated_at timestamptz not null default now()
);
