-- A joint committee is named in the user's language (issue 47, docs/decisions/0080): its official
-- Dutch and French names, and an English one of ours. A committee without a French or English name
-- is named in the next language of its fallback (English, then French, then Dutch).
alter table committees rename column name to name_nl;
alter table committees add column name_fr text;
alter table committees add column name_en text;
