-- One-time keys (docs/decisions/0034-one-time-form-keys.md): a request that changes things and carries an
-- Idempotency-Key claims its row here before it runs, in a committed insert the primary key makes unique,
-- so that of two requests sent at once only one runs. The one that runs stores its answer; the other, and
-- any later one with the same key, gets that answer. A failed request gives its claim back.
-- `account` is a digest of the caller's credentials, `fingerprint` one of the method, path and body.
create table idempotency_keys (
  account text not null,
  key text not null,
  fingerprint text not null,
  status text not null check (status in ('running', 'done')),
  response_status integer,
  response_type text,
  response_body text,
  created_at timestamptz not null default now(),
  primary key (account, key, fingerprint)
);
create index idempotency_keys_created_at_idx on idempotency_keys (created_at);
