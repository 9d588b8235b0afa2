/** The e-mail notifications a company user can switch on or off (part 1 §3). */
export const EMAIL_SETTINGS = [
  "employeeIsContractReadyNotification",
  "positionApprovedNotification",
  "positionRejectedNotification",
  "surveyNotification",
  "extensionReminderNotification",
] as const;
