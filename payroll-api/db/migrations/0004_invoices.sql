-- Invoices list (Query.invoices): one page of a company's invoices, latest expiration date first and
-- the id as tie-breaker. This index serves that order, the expiration-date filter and the count; it
-- covers everything invoices_company_idx (company_id, expires_on desc) did, so that one goes.
create index invoices_company_expiry_idx on invoices (company_id, expires_on desc, id desc);
drop index invoices_company_idx;
