-- The contract's certificates (issue 29, part 2 §5, docs/decisions/0043): the certificate types its
-- position asked of the employee when the contract was requested, kept on the contract, so that a later
-- change to the position does not change what a contract confirmed.
alter table contracts add column certificate_types text[] not null default '{}';

-- Contracts made before keep their position's certificates of today.
update contracts c set certificate_types = p.certificate_types from positions p where p.id = c.position_id;
