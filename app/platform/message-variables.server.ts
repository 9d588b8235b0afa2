import { PASSWORD_MIN_LENGTH } from "~domain/password";
import { MEAL_VOUCHER_EMPLOYEE_SHARE_MIN_CENTS, MEAL_VOUCHER_EMPLOYER_SHARE_MAX_CENTS, MEAL_VOUCHER_TOTAL_MAX_CENTS } from "~domain/positions";
import { SCAN_MAX_MEGABYTES } from "~domain/identity-documents";
import { ANSWER_TEXT_MAX_LENGTH } from "~domain/surveys";
import { DEPENDANTS_MAX } from "~domain/wage-profile";
import { WORK_POST_SHEET_NAME_MAX_LENGTH, WORK_POST_SHEET_TEXT_MAX_LENGTH } from "~domain/work-post-sheet";
import { env } from "./env.server";

/**
 * Limits that messages quote ("at least {{passwordMinLength}} characters", "smaller than
 * {{logoMaxMegabytes}}MB"), given to every translator so that an error message reads right wherever
 * it is shown, in the field or in the error summary.
 */
export function messageVariables() {
  return {
    passwordMinLength: PASSWORD_MIN_LENGTH,
    logoMaxMegabytes: env().LOGO_MAX_MB,
    // In euro, for {{…, currency(EUR)}} in the page's language.
    mealVoucherEmployerShareMax: MEAL_VOUCHER_EMPLOYER_SHARE_MAX_CENTS / 100,
    mealVoucherEmployeeShareMin: MEAL_VOUCHER_EMPLOYEE_SHARE_MIN_CENTS / 100,
    mealVoucherTotalMax: MEAL_VOUCHER_TOTAL_MAX_CENTS / 100,
    surveyAnswerMaxLength: ANSWER_TEXT_MAX_LENGTH,
    workPostSheetMaxMegabytes: env().WORK_POST_SHEET_MAX_MB,
    workPostSheetTextMaxLength: WORK_POST_SHEET_TEXT_MAX_LENGTH,
    workPostSheetNameMaxLength: WORK_POST_SHEET_NAME_MAX_LENGTH,
    scanMaxMegabytes: SCAN_MAX_MEGABYTES,
    dependantsMax: DEPENDANTS_MAX,
  };
}
