-- The back office decides on a new position (docs/decisions/0037): approved, it is offered in the contract
-- wizard; refused, it stays in the company's list, marked, and is never offered.
alter table positions drop constraint positions_status_check;
alter table positions add constraint positions_status_check check (status in ('approved', 'waiting_approval', 'refused'));
