/** The e-mail notifications a company user can switch on or off (part 1 §3). */
export const EMAIL_SETTINGS = [
  "employeeIsContractReadyNotification",
  "positionApprovedNotification",
  "positionRejectedNotification",
  "surveyNotification",
  "extensionReminderNotification",
  // Opt-in, unlike the others (docs/decisions/0084).
  "weeklyDigest",
] as const;
