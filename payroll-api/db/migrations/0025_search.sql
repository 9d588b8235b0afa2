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

-- Each searched name and number as search_text() makes it, kept by the database itself on every write
-- (a generated column): a search compares stored text, and translate() runs once per write rather than
-- once per row and search. Trigram indexes on them: a search of 10,000 employees reads the few index
-- entries that share its trigrams, not every row.
alter table employees add column search_name text generated always as (search_text(first_name || ' ' || last_name)) stored;
alter table selection_team_members add column search_name text generated always as (search_text(first_name || ' ' || last_name)) stored;
alter table contracts add column search_number text generated always as (search_text(contract_number)) stored;
alter table positions add column search_name text generated always as (search_text(name)) stored;
alter table cost_places add column search_name text generated always as (search_text(name)) stored;
alter table invoices add column search_name text generated always as (search_text(name)) stored;

-- fastupdate off: a write puts its entries in the index at once. With it on, they wait in a pending list
-- that every search reads through until a vacuum merges them, and PGlite runs no autovacuum: after
-- 10,000 employees were added, 373 pending pages made each search of them a hundred times slower.
create index employees_search_idx on employees using gin (search_name gin_trgm_ops) with (fastupdate = off);
create index selection_team_members_search_idx on selection_team_members using gin (search_name gin_trgm_ops) with (fastupdate = off);
create index contracts_number_search_idx on contracts using gin (search_number gin_trgm_ops) with (fastupdate = off);
create index positions_search_idx on positions using gin (search_name gin_trgm_ops) with (fastupdate = off);
create index cost_places_search_idx on cost_places using gin (search_name gin_trgm_ops) with (fastupdate = off);
create index invoices_search_idx on invoices using gin (search_name gin_trgm_ops) with (fastupdate = off);
