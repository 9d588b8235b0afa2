-- The dashboard's counts and the shell's badges read only a few rows of long lists: unpaid invoices
-- (also the overdue notice) and active team members missing contract data. Partial indexes keep
-- them as fast with 10,000 settled invoices or available members as with 100.
create index invoices_unpaid_idx on invoices (company_id, expires_on) where status = 'not_paid';
create index team_members_not_ready_idx on team_members (company_id)
  where not disabled and status in ('missing_information', 'expired_information');
