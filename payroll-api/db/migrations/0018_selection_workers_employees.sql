-- A selection team's worker may be an employee of the provider (docs/decisions/0036, 0041): linked, their
-- interim and construct contracts count in that employee's calendar like their payroll contracts, in
-- every company. Left empty, the worker is known to the selection office only, as before.
alter table selection_team_members add column employee_id integer references employees (id) on delete set null;
create index selection_team_members_employee_idx on selection_team_members (employee_id) where employee_id is not null;
create index contracts_selection_member_idx on contracts (selection_member_id, start_date) where selection_member_id is not null;
