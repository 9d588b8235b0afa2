-- The weekly digest of what waits (issue 46 §6, docs/decisions/0084). A user opts in per company, in
-- the e-mail settings: off unless ticked, unlike the other notices.
alter table email_settings add column weekly_digest boolean not null default false;

-- Signed into the digest's unsubscribe links: following one moves it on, so that link and every older
-- one is refused from then on.
alter table users add column digest_link_version integer not null default 0;

-- One digest per user per ISO week (2026-W49): whoever sends it first claims the week here, so that two
-- API processes, or one restarted, never send it twice.
create table digest_claims (
  user_id integer not null references users (id) on delete cascade,
  iso_week text not null check (iso_week ~ '^[0-9]{4}-W[0-9]{2}$'),
  claimed_at timestamptz not null default now(),
  primary key (user_id, iso_week)
);

-- The keys the API signs its links with, made by the first process that needs one and then shared by
-- every process on this database.
create table signing_keys (
  purpose text primary key,
  key bytea not null check (length(key) >= 32)
);
