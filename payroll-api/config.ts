export type ApiConfig = {
  /** Where links in e-mails point: the portal's public address. */
  portalUrl: string;
  /** NODE_ENV=production: the GraphQL endpoint answers no introspection and suggests no field names (./graphql/query-limits.ts). */
  production: boolean;
};
