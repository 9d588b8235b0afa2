-- One search (issue 46 §4, docs/decisions/0083): employees, contracts, positions, cost places and
-- invoices found by name or number despite accents, case and a letter too few or too many.
-- pg_trgm ships with PostgreSQL's contrib and with PGlite (loaded in db/database.ts); trusted since
-- PostgreSQL 13, so the database's owner may create it.
create extension if not exists pg_trgm;

-- What a name is compared as: lower case, without the accents of the Latin letters Belgian names
-- carry ("Noël" and "NOEL" are both "noel"). translate() rather than the unaccent extension: a plain SQL
-- function is immutable, so an index may hold its result, and it needs no dictionary file.
create function search_text(value text) returns text
  language sql immutable parallel safe strict as $$
  select lower(translate(value,
    'ÀÁÂÃÄÅàáâãäåÇçÈÉÊËèéêëÌÍÎÏìíîïÑñÒÓÔÕÖØòóôõöøÙÚÛÜùúûüÝýÿŠšŽžČčĆćŁłŃńŚśŹźŻżĞğİıŞşŒœÆæ',
    'AAAAAAaaaaaaCcEEEEeeeeIIIIiiiiNnOOOOOOooooooUUUUuuuuYyySsZzCcCcLlNnSsZzZzGgIiSsOoAa'))
$$;

-- Trigram indexes on exactly the expressions the search compares (payroll-api/search/search.ts): a
-- search of 10,000 employees reads the few index entries that share its trigrams, not every row.
create index employees_search_idx on employees using gin (search_text(first_name || ' ' || last_name) gin_trgm_ops);
create index selection_team_members_search_idx on selection_team_members using gin (search_text(first_name || ' ' || last_name) gin_trgm_ops);
create index contracts_number_search_idx on contracts using gin (search_text(contract_number) gin_trgm_ops);
create index positions_search_idx on positions using gin (search_text(name) gin_trgm_ops);
create index cost_places_search_idx on cost_places using gin (search_text(name) gin_trgm_ops);
create index invoices_search_idx on invoices using gin (search_text(name) gin_trgm_ops);
