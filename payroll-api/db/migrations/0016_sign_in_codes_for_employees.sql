-- A one-time sign-in code for employees too: past the slower limit on failed sign-ins, a right password
-- of any account needs an e-mailed code (docs/decisions/0033-mail-throttles-and-lockout.md). A challenge
-- belongs to a company user or to an employee, never both.
alter table otp_challenges alter column user_id drop not null;
alter table otp_challenges add column employee_id integer references employees (id) on delete cascade;
alter table otp_challenges add constraint otp_challenges_one_account check (num_nonnulls(user_id, employee_id) = 1);
