-- Every wizard's draft in one table (docs/decisions/0018-wizard-kit.md), instead of one table per
-- wizard: one draft per kind of wizard, company, user and subject (the record a wizard changes, such as
-- the position being edited; null for a wizard that creates one). `steps` holds each saved step under its
-- name, as typed ({ "general": {…}, "safety": {…} }); a step never saved is absent. A draft not saved for
-- 30 days has expired: it reads as none, and the next save starts afresh.
create table wizard_drafts (
  id serial primary key,
  kind text not null,
  company_id integer not null references companies (id) on delete cascade,
  user_id integer not null references users (id) on delete cascade,
  subject_id text,
  steps jsonb not null default '{}',
  updated_at timestamptz not null default now(),
  expires_at timestamptz not null default now() + interval '30 days'
);
create unique index wizard_drafts_owner_key on wizard_drafts (kind, company_id, user_id, coalesce(subject_id, ''));
create index wizard_drafts_expires_idx on wizard_drafts (expires_at);

-- A step that was never saved (null) is left out of `steps`.
insert into wizard_drafts (kind, company_id, user_id, subject_id, steps, updated_at, expires_at)
select 'position', company_id, user_id, position_id::text,
  (case when general is null then '{}' else jsonb_build_object('general', general) end)
    || (case when safety is null then '{}' else jsonb_build_object('safety', safety) end)
    || (case when premiums is null then '{}' else jsonb_build_object('premiums', premiums) end),
  updated_at, updated_at + interval '30 days'
from position_drafts;

-- The onboarding draft was the company's; each of its users now has a copy of their own.
insert into wizard_drafts (kind, company_id, user_id, subject_id, steps, updated_at, expires_at)
select 'onboarding', d.company_id, m.user_id, null,
  (case when d.company is null then '{}' else jsonb_build_object('company', d.company) end)
    || (case when d.worker_contract_type is null then '{}' else jsonb_build_object('workerContractType', d.worker_contract_type) end)
    || (case when d.clerk_contract_type is null then '{}' else jsonb_build_object('clerkContractType', d.clerk_contract_type) end),
  d.updated_at, d.updated_at + interval '30 days'
from onboarding_drafts d join company_memberships m on m.company_id = d.company_id;

drop table position_drafts;
drop table onboarding_drafts;
