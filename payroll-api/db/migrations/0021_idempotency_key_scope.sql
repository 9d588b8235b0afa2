-- What a one-time key covers (docs/decisions/0063-what-a-one-time-key-covers.md): the account by its id
-- and, for a user, the company selected when the request came (`scope`: 'user 12 company 3',
-- 'employee 7'), and the operation (`operation`: a GraphQL mutation's fields, a REST method and path).
-- The same key with another input (`input_digest`) is refused with 422 rather than run or answered
-- again. Keys are kept for 24 hours only: the ones of the old shape are dropped with their table.
drop table idempotency_keys;
create table idempotency_keys (
  scope text not null,
  key text not null,
  operation text not null,
  input_digest text not null,
  status text not null check (status in ('running', 'done')),
  response_status integer,
  response_type text,
  response_body text,
  created_at timestamptz not null default now(),
  primary key (scope, key, operation)
);
create index idempotency_keys_created_at_idx on idempotency_keys (created_at);
