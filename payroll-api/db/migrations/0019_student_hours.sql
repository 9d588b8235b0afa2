-- Student hours as a balance per calendar year (issue 29, docs/decisions/0039). A row holds the hours a
-- student still has in a year from outside this provider (what their student@work attest says, less
-- nothing of ours); a year without a row starts with the legal quota (domain/student-hours.ts). The
-- hours spent with the provider are never stored: they are the standing contracts' days, counted when
-- read, so that a refused, deleted or cancelled contract or a cancelled day gives them back by itself.
create table student_hour_allowances (
  employee_id integer not null references employees (id) on delete cascade,
  year integer not null check (year between 2000 and 2100),
  hours numeric(6, 2) not null check (hours >= 0),
  primary key (employee_id, year)
);

-- The static number was "this year's" hours: it becomes this year's allowance.
insert into student_hour_allowances (employee_id, year, hours)
select id, extract(year from now() at time zone 'Europe/Brussels')::int, remaining_student_hours
from employees where remaining_student_hours is not null;

alter table employees drop column remaining_student_hours;
