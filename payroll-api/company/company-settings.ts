// Company settings (part 1 §2.4 company information), the logo, the offers list and the caller's
// e-mail preferences: the statements, for the company company-settings.resolvers.ts checks is the
// caller's selected one.
import { createHash } from "node:crypto";
import { LOGO_MAX_BYTES, imageTypeOf } from "../../domain/image";
import { isValidWebsite } from "../../domain/website";
import type { ApiContext } from "../core/context";
import { decodeBase64 } from "../core/base64";
import { badInput } from "../core/errors";
import { optionalText } from "../core/text";
import type { CompanySettings, CompanySettingsInput, EmailSettings, EmailSettingsInput, OfferType } from "../core/schema-types.generated";

type CompanySettingsRow = {
  id: number;
  name: string;
  official_name: string | null;
  vat: string | null;
  street: string | null;
  street_number: string | null;
  building_number: string | null;
  zip: string | null;
  city: string | null;
  website: string | null;
  description: string | null;
  logo_version: string | null;
};

export async function loadCompanySettings(context: ApiContext, companyId: number, canEdit: boolean): Promise<CompanySettings> {
  const [row] = await context.db.query<CompanySettingsRow>(
    `select c.id, c.name, c.official_name, c.vat, c.street, c.street_number, c.building_number, c.zip, c.city,
       c.website, c.description, l.version as logo_version
     from companies c left join company_logos l on l.company_id = c.id where c.id = $1`,
    [companyId],
  );
  return {
    id: String(row.id),
    displayName: row.name,
    officialName: row.official_name,
    vat: row.vat,
    street: row.street,
    streetNumber: row.street_number,
    buildingNumber: row.building_number,
    zip: row.zip,
    city: row.city,
    website: row.website,
    description: row.description,
    hasLogo: row.logo_version !== null,
    logoVersion: row.logo_version,
    canEdit,
  };
}

type EmailSettingsRow = {
  employee_is_contract_ready_notification: boolean;
  position_approved_notification: boolean;
  position_rejected_notification: boolean;
  survey_notification: boolean;
  extension_reminder_notification: boolean;
  weekly_digest: boolean;
};

const emailSettingsOf = (row: EmailSettingsRow | undefined): EmailSettings => ({
  employeeIsContractReadyNotification: row?.employee_is_contract_ready_notification ?? true,
  positionApprovedNotification: row?.position_approved_notification ?? true,
  positionRejectedNotification: row?.position_rejected_notification ?? true,
  surveyNotification: row?.survey_notification ?? true,
  extensionReminderNotification: row?.extension_reminder_notification ?? true,
  // Opt-in: off until ticked (docs/decisions/0084).
  weeklyDigest: row?.weekly_digest ?? false,
});

const EMAIL_SETTINGS_COLUMNS = `employee_is_contract_ready_notification, position_approved_notification,
  position_rejected_notification, survey_notification, extension_reminder_notification, weekly_digest`;

/** The selected company's offers, optionally of one type. */
export function offersOfType(context: ApiContext, companyId: number, type: OfferType | null | undefined) {
  // Payroll offers carry a connexys id; selection (interim and construct) offers do not.
  const filter = type === "payroll" ? "and connexys_id is not null" : type === "selection" ? "and connexys_id is null" : "";
  return context.db.query<{ id: number; name: string; kind: "payroll" | "interim" | "construct"; connexys_id: string | null }>(
    `select id, name, kind, connexys_id from offers where company_id = $1 ${filter} order by id`,
    [companyId],
  );
}

export async function emailSettingsOfCaller(context: ApiContext, userId: number, companyId: number): Promise<EmailSettings> {
  const [row] = await context.db.query<EmailSettingsRow>(`select ${EMAIL_SETTINGS_COLUMNS} from email_settings where user_id = $1 and company_id = $2`, [
    userId,
    companyId,
  ]);
  return emailSettingsOf(row);
}

/** Errors: FIELD_REQUIRED, WEBSITE_INVALID. */
export async function updateCompanySettings(context: ApiContext, companyId: number, input: CompanySettingsInput): Promise<CompanySettings> {
  const displayName = input.displayName.trim();
  if (!displayName) throw badInput("FIELD_REQUIRED");
  const website = optionalText(input.website);
  if (website !== null && !isValidWebsite(website)) throw badInput("WEBSITE_INVALID");
  await context.db.query("update companies set name = $2, building_number = $3, website = $4, description = $5 where id = $1", [
    companyId,
    displayName,
    optionalText(input.buildingNumber),
    website,
    optionalText(input.description),
  ]);
  return loadCompanySettings(context, companyId, true);
}

/** A PNG or JPEG logo of base64 data. Errors: LOGO_INVALID, LOGO_TOO_LARGE. */
export async function updateCompanyLogo(context: ApiContext, companyId: number, data: string): Promise<CompanySettings> {
  const bytes = decodeBase64(data);
  if (bytes === null || bytes.length === 0) throw badInput("LOGO_INVALID");
  if (bytes.length > LOGO_MAX_BYTES) throw badInput("LOGO_TOO_LARGE");
  // The bytes decide, not the file's name or declared type.
  const contentType = imageTypeOf(bytes);
  if (contentType === null) throw badInput("LOGO_INVALID");
  const version = createHash("sha256").update(bytes).digest("hex").slice(0, 16);
  await context.db.query(
    `insert into company_logos (company_id, content, content_type, version) values ($1, $2, $3, $4)
     on conflict (company_id) do update
       set content = excluded.content, content_type = excluded.content_type, version = excluded.version, updated_at = now()`,
    [companyId, bytes, contentType, version],
  );
  return loadCompanySettings(context, companyId, true);
}

export async function updateEmailSettings(context: ApiContext, userId: number, companyId: number, input: EmailSettingsInput): Promise<EmailSettings> {
  const [row] = await context.db.query<EmailSettingsRow>(
    `insert into email_settings (user_id, company_id, ${EMAIL_SETTINGS_COLUMNS}) values ($1, $2, $3, $4, $5, $6, $7, coalesce($8, false))
     on conflict (user_id, company_id) do update set
       employee_is_contract_ready_notification = excluded.employee_is_contract_ready_notification,
       position_approved_notification = excluded.position_approved_notification,
       position_rejected_notification = excluded.position_rejected_notification,
       survey_notification = excluded.survey_notification,
       extension_reminder_notification = excluded.extension_reminder_notification,
       weekly_digest = coalesce($8, email_settings.weekly_digest),
       updated_at = now()
     returning ${EMAIL_SETTINGS_COLUMNS}`,
    [
      userId,
      companyId,
      input.employeeIsContractReadyNotification,
      input.positionApprovedNotification,
      input.positionRejectedNotification,
      input.surveyNotification,
      input.extensionReminderNotification,
      input.weeklyDigest ?? null,
    ],
  );
  return emailSettingsOf(row);
}
