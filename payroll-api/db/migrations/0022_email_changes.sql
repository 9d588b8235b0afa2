-- A new e-mail address takes effect only once a link mailed to it is followed (issue 42,
-- docs/decisions/0061): the link is a one-time link of its own purpose, and carries the address it
-- confirms. Until then the account keeps its address, and the profile shows the pending one.
alter table one_time_links drop constraint one_time_links_purpose_check;
alter table one_time_links add constraint one_time_links_purpose_check check (purpose in ('reset_password', 'set_password', 'change_email'));
alter table one_time_links add column new_email text;
alter table one_time_links add constraint one_time_links_new_email_check check ((purpose = 'change_email') = (new_email is not null));
create index one_time_links_account_idx on one_time_links (account_kind, account_id, purpose);
