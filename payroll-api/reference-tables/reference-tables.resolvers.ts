// Reference tables (part 2 §2 screen 14, §3): joint committees with their yearly averages, function
// codes, the selected company's rate agreement documents, and the Belgian localities search.
import { localityKey } from "../db/localities";
import { idOf, requireCaller, requireSelectedCompany } from "../core/context";
import type { Resolvers } from "../graphql/resolvers.generated";
import { FUNCTION_CODE_COLUMNS, hasValidRateAgreement, withCommittees, type FunctionCodeRow, type RateAgreementRow } from "./reference-tables";

const LOCALITIES_MAX = 20;

export const referenceTableResolvers: Resolvers = {
  Query: {
    functionCodes: async (_parent, { committeeId }, context) => {
      requireCaller(context, "user");
      const committee = committeeId === null || committeeId === undefined ? null : idOf(committeeId);
      const rows = await context.db.query<FunctionCodeRow>(
        `select ${FUNCTION_CODE_COLUMNS} from function_codes where $1::int is null or committee_id = $1
         order by code collate "C", id`,
        [committee],
      );
      return withCommittees(context.db, rows);
    },
    rateAgreementDocuments: async (_parent, _args, context) => {
      const { companyId } = await requireSelectedCompany(context);
      const rows = await context.db.query<RateAgreementRow>(
        // to_char: the drivers would turn a date into a JavaScript Date at local midnight.
        `select d.id, d.name, to_char(d.valid_until, 'YYYY-MM-DD') as valid_until_day, d.day_contracts_allowed,
           d.valid_until >= current_date as is_valid,
           json_build_object('code', o.code, 'name', o.name, 'street', o.street, 'zip', o.zip, 'city', o.city,
             'email', o.email, 'phone', o.phone) as office
         from rate_agreement_documents d join offices o on o.code = d.office_code
         where d.company_id = $1 order by d.valid_until desc, d.id desc`,
        [companyId],
      );
      return rows.map((row) => ({
        id: String(row.id),
        name: row.name,
        validUntil: row.valid_until_day,
        office: row.office,
        dayContractsAllowed: row.day_contracts_allowed,
        isValid: row.is_valid,
      }));
    },
    localities: async (_parent, { search }, context) => {
      requireCaller(context, "user");
      const zip = /^\d{1,4}$/.test(search.trim()) ? search.trim() : null;
      const key = localityKey(search);
      if (!zip && !key) return [];
      // The key holds only letters, digits and spaces: nothing in it is a LIKE wildcard.
      return context.db.query<{ zip: string; city: string; latitude: number; longitude: number }>(
        `select zip, city, latitude, longitude from localities
         where ($1::text is not null and zip like $1 || '%') or ($2 <> '' and city_key like '%' || $2 || '%')
         order by zip, city limit $3`,
        [zip, key, LOCALITIES_MAX],
      );
    },
  },
  Company: {
    hasValidRateAgreement: (company, _args, context) => hasValidRateAgreement(context.db, company.id),
  },
  Committee: {
    averageWeeklyHoursByYear: async (committee, _args, context) => {
      const rows = await context.db.query<{ year: number; hours: number }>(
        `select year, average_weekly_hours::float8 as hours from committee_yearly_hours
         where committee_id = $1 order by year desc`,
        [idOf(committee.id)],
      );
      return rows.map((row) => ({ year: row.year, averageWeeklyHours: row.hours }));
    },
  },
};
