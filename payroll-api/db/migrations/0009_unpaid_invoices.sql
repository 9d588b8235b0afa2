-- The unpaid-invoices count of the dashboard and the shell's badge, and the overdue notice, read
-- only unpaid invoices: a partial index keeps them as fast with 10,000 settled invoices as with 100.
create index invoices_unpaid_idx on invoices (company_id, expires_on) where status = 'not_paid';
