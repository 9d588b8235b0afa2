import { PASSWORD_MIN_LENGTH } from "../../domain/password";
import { env } from "~/env.server";

/**
 * Limits that messages quote ("at least {{passwordMinLength}} characters", "smaller than
 * {{logoMaxMegabytes}}MB"), given to every translator so that an error message reads right wherever
 * it is shown, in the field or in the error summary.
 */
export function messageVariables() {
  return { passwordMinLength: PASSWORD_MIN_LENGTH, logoMaxMegabytes: env().LOGO_MAX_MB };
}
