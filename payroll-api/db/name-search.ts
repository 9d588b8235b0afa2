/** The SQL condition that a row's name matches every ILIKE pattern of the text[] parameter `param` (graphql/team-lists.ts searchPatterns). */
export const nameMatches = (alias: string, param: string) =>
  `not exists (select 1 from unnest(${param}::text[]) as word(pattern)
     where (${alias}.first_name || ' ' || ${alias}.last_name) not ilike word.pattern)`;
