-- Team (part 1 §2.3 /team, §2.4, §3, §4): the payroll team with its invitations, archive, restore and
-- delete, and the selection (interim and construct) team.

-- Whether the employee ever had a contract with the company. Such a member is archived, never deleted,
-- so that the contract keeps its employee (domain/team.ts isDeletable). Contracts come in a later
-- issue: until then the provider's back office (and the demo seed) sets it, and creating a contract
-- must set it from then on.
alter table team_members add column had_contract boolean not null default false;

-- Invitations: who invited the employee and when the last invitation e-mail left (a resend updates it).
alter table team_members add column invited_by integer references users (id) on delete set null;
alter table team_members add column invitation_sent_at timestamptz;

-- The list's order, copied from the employee's name so that one index serves the company, the
-- active/archived filter and the order: the first page of a team of 10,000 reads 25 index entries,
-- like that of a team of 100. The triggers below keep the copy in step with the employee's name.
create function team_sort_name(first_name text, last_name text) returns text
  language sql immutable as $$ select lower(last_name || ' ' || first_name) $$;

alter table team_members add column sort_name text not null default '';
update team_members t set sort_name = team_sort_name(e.first_name, e.last_name) from employees e where e.id = t.employee_id;
create index team_members_list_idx on team_members (company_id, disabled, sort_name, employee_id);

create function team_members_take_sort_name() returns trigger language plpgsql as $$
begin
  select team_sort_name(e.first_name, e.last_name) into new.sort_name from employees e where e.id = new.employee_id;
  return new;
end
$$;
create trigger team_members_sort_name before insert or update of employee_id on team_members
  for each row execute function team_members_take_sort_name();

create function employees_pass_sort_name() returns trigger language plpgsql as $$
begin
  update team_members set sort_name = team_sort_name(new.first_name, new.last_name) where employee_id = new.id;
  return null;
end
$$;
create trigger employees_sort_name after update of first_name, last_name on employees
  for each row when (old.first_name is distinct from new.first_name or old.last_name is distinct from new.last_name)
  execute function employees_pass_sort_name();

-- An employee's teams, for the status change when they register (payroll-api/auth/team-invitations.ts).
create index team_members_employee_idx on team_members (employee_id);

-- The selection team: interim and construct workers as the provider's selection system reports them
-- for a company, per line of work. They are no portal accounts (they never sign in), hence a table of
-- their own rather than employees. worker_type: clerk (bediende) or worker (arbeider).
create table selection_team_members (
  id serial primary key,
  company_id integer not null references companies (id) on delete cascade,
  kind text not null check (kind in ('interim', 'construct')),
  first_name text not null,
  last_name text not null,
  city text,
  birthdate date,
  worker_type text not null check (worker_type in ('clerk', 'worker')),
  sort_name text generated always as (team_sort_name(first_name, last_name)) stored,
  created_at timestamptz not null default now()
);
create index selection_team_members_list_idx on selection_team_members (company_id, kind, sort_name, id);
