import { getFormProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, type LoaderFunctionArgs } from "react-router";
import { Form, Link, useLoaderData } from "react-router";
import { useTranslation } from "~/platform/i18n/use-translation";
import { DownloadQuerySchema, requireHoursValidationCompany, weekHasTimesheets } from "~/areas/hours-validation/download.server";
import { DOWNLOAD_KINDS } from "~/areas/hours-validation/paths";
import { useServerValidatedForm } from "~/forms/use-form";
import { loadFromApi } from "~/platform/api-calls.server";
import { useFormatters } from "~/platform/format";
import type { PageHandle } from "~/platform/i18n/page-handle";
import { requireAccount } from "~/platform/user.server";
import { ErrorContent } from "~/ui/error-boundary";
import { ErrorSummary, TextField } from "~/ui/forms";
import * as forms from "~/ui/forms.css";
import { filterParamsOf } from "~/forms/filter-params";

export const handle = { i18n: ["hoursValidation"], title: "hoursValidation:download.title" } satisfies PageHandle;

/**
 * /hours-validation/download-timesheets/{fourDCompanyId}: two tabs (the week worked, the week processed)
 * as plain links, a week to choose with a GET form, and that week's timesheets as one PDF.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const account = await requireAccount(request);
  const company = requireHoursValidationCompany(account, params.companyId!);
  const submission = parseWithZod(filterParamsOf(request), { schema: DownloadQuerySchema });
  const query = submission.status === "success" ? submission.value : { by: "work" as const, week: undefined };
  const available = query.week ? await loadFromApi(request, () => weekHasTimesheets(account, company.id, query.week!, query.by)) : null;
  const refused = submission.status !== "success";
  return data(
    { companyId: company.id, line: company.line, ...query, available, result: refused ? submission.reply() : undefined },
    { status: refused ? 400 : 200 },
  );
}

export default function DownloadTimesheetsPage() {
  const { t } = useTranslation("hoursValidation");
  const format = useFormatters();
  const data = useLoaderData<typeof loader>();
  const base = `/hours-validation/download-timesheets/${encodeURIComponent(data.companyId)}`;
  const [form, fields] = useServerValidatedForm<{ week?: string; by?: string }>({
    id: "download-week",
    lastResult: data.result,
    defaultValue: { week: data.week, by: data.by },
  });
  const pdf = data.week
    ? `/hours-validation/timesheets-pdf/${encodeURIComponent(data.companyId)}?${new URLSearchParams({ week: data.week, by: data.by })}`
    : null;
  return (
    <>
      <h1>{t("download.title")}</h1>
      <p>{t(`kinds.${data.line}`)}</p>
      <nav aria-label={t("download.tabsLabel")}>
        <ul className={forms.actionList}>
          {DOWNLOAD_KINDS.map((by) => (
            <li key={by}>
              <Link to={`${base}?by=${by}`} aria-current={data.by === by ? "page" : undefined}>
                {t(`download.by.${by}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <p>{t(`download.hint.${data.by}`)}</p>
      <ErrorSummary form={form} fields={[fields.week]} />
      <Form method="get" className={forms.actions} {...getFormProps(form)}>
        <input type="hidden" name="by" value={data.by} />
        <TextField meta={fields.week} type="date" label={t("download.week")} hint={t("download.weekHint")} />
        <button type="submit" className={forms.secondaryButton}>
          {t("download.show")}
        </button>
      </Form>
      {pdf && data.available === false ? <p>{t("list.noResults")}</p> : null}
      {pdf && data.available ? (
        <p>
          <a href={pdf} download>
            {t("download.link", { date: format.date(data.week!) })}
          </a>
        </p>
      ) : null}
      <p>
        <Link to="/hours-validation">{t("timesheet.back")}</Link>
      </p>
    </>
  );
}

export const ErrorBoundary = ErrorContent;
