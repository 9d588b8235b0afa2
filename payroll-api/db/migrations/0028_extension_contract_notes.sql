-- An extension's contract notes apart from its general remarks (issue 46, docs/decisions/0086): the
-- notes go on the contract the extension makes, as its remark; the general remarks are for the office.
alter table contract_extensions add column contract_notes text;
