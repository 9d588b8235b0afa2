// Work obstruction (part 2 §4, §5, §9): a day of a contract that bad weather kept from being worked,
// reported for yesterday or today only (Belgian days), once per day, with a street number or a comment
// on the location so the inspection can find the site.
import { addDays } from "./belgian-time";

/** Weather, the Dutch list the back office uses; the portal translates each. */
export const OBSTRUCTION_WEATHERS = ["regen", "sneeuw", "vorst", "storm", "hitte", "mist"] as const;
/** The risk the weather brought. */
export const OBSTRUCTION_RISKS = ["gladheid", "onderkoeling", "oververhitting", "vallende_voorwerpen", "slecht_zicht", "geen_risico"] as const;
/** The kind of work it stopped. */
export const OBSTRUCTION_WORK_TYPES = ["buitenwerk", "dakwerk", "grondwerk", "metselwerk", "betonwerk", "schilderwerk"] as const;
/** Why the work could not go on. */
export const OBSTRUCTION_REASONS = ["onveilige_werkomstandigheden", "materiaal_bevroren", "werf_onbereikbaar", "werk_technisch_onmogelijk"] as const;

export type ObstructionProblem = "NOT_YESTERDAY_OR_TODAY" | "NOT_A_CONTRACT_DAY" | "OBSTRUCTION_EXISTS" | "LOCATION_REQUIRED";

/** The days an obstruction may be reported for: yesterday and today in Belgium. */
export const reportableDays = (today: string) => [addDays(today, -1), today];

export function obstructionProblem({
  date,
  today,
  contractDays,
  obstructedDays,
  streetNumber,
  locationComment,
}: {
  date: string;
  today: string;
  contractDays: string[];
  obstructedDays: string[];
  streetNumber: string;
  locationComment: string;
}): ObstructionProblem | null {
  if (!reportableDays(today).includes(date)) return "NOT_YESTERDAY_OR_TODAY";
  if (!contractDays.includes(date)) return "NOT_A_CONTRACT_DAY";
  if (obstructedDays.includes(date)) return "OBSTRUCTION_EXISTS";
  if (!streetNumber.trim() && !locationComment.trim()) return "LOCATION_REQUIRED";
  return null;
}
