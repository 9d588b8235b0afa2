/** The external prevention services a Belgian employer can be affiliated with (part 1 §3). */
export const PREVENTION_SERVICES = [
  "ATTENTIA",
  "CESI",
  "CLB_EDPB",
  "COHEZIO",
  "IDEWE",
  "INTERNAL_ADVISOR",
  "LIANTIS",
  "MEDIWET",
  "MENSURA",
  "REQUESTED",
  "PREMED",
  "SECUREX",
  "I_AM_NOT_CONNECTED_YET",
] as const;
