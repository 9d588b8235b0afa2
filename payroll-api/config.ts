export type ApiConfig = {
  /** Where links in e-mails point: the portal's public address. */
  portalUrl: string;
};
