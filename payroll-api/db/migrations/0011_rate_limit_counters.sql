-- The sign-in limits' counters (docs/decisions/0004-login-rate-limit.md), where every portal process
-- sees them: one row per kind of counter and key (a client address, an e-mail), holding its fixed
-- window's start and the hits it admitted. A hit updates its row under a row lock, so two portals
-- signing in at once still count right; rows whose window has passed are swept.
create table rate_limit_counters (
  kind text not null,
  key text not null,
  window_started_at timestamptz not null,
  hits integer not null,
  primary key (kind, key)
);
create index rate_limit_counters_window_idx on rate_limit_counters (window_started_at);
