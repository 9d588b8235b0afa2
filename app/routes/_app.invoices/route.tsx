import { getFormProps } from "@conform-to/react";
import { data, type LoaderFunctionArgs } from "react-router";
import { Form, Link, useLoaderData } from "react-router";
import { useTranslation } from "~/platform/i18n/use-translation";
import type { z } from "zod";
import { ErrorContent } from "~/ui/error-boundary";
import { ListLoadFailed } from "~/ui/list-load-failed";
import { ErrorSummary, TextField } from "~/ui/forms";
import { Pagination } from "~/ui/pagination";
import { useServerValidatedForm } from "~/forms/use-form";
import type { PageHandle } from "~/platform/i18n/page-handle";
import { InvoiceFilterSchema } from "~/areas/invoices/invoice-filter.schema";
import { loadInvoicesPage } from "~/areas/invoices/invoices.server";
import { requireAccountAnd } from "~/platform/user.server";
import * as forms from "~/ui/forms.css";
import * as styles from "~/areas/settings/settings.css";
import { useFormatters } from "~/platform/format";
import { listFilterOf } from "~/forms/list-filter";
import { ExportLink } from "~/ui/export-link";
import { TableScroll } from "~/ui/table-scroll";
import { StatusTag } from "~/ui/status-tag";
import { OutstandingSummary } from "~/areas/invoices/outstanding-summary";

export const handle = { i18n: ["invoices"], title: "invoices:title", scripts: false } satisfies PageHandle;

export async function loader({ request }: LoaderFunctionArgs) {
  // The filter is a GET form: its answer, valid or not, is the address itself.
  const { filter, result } = listFilterOf(request, InvoiceFilterSchema);
  const { page: invoices } = await requireAccountAnd(request, (credentials) => loadInvoicesPage(request, credentials, filter, filter.page ?? 1));
  return data(
    {
      invoices,
      filter: { from: filter.from, to: filter.to },
      result,
    },
    { status: invoices ? 200 : 503 },
  );
}

export default function InvoicesPage() {
  const { t } = useTranslation("invoices");
  const format = useFormatters();
  const { invoices, filter, result } = useLoaderData<typeof loader>();
  const [form, fields] = useServerValidatedForm<z.input<typeof InvoiceFilterSchema>>({ id: "invoice-filter", lastResult: result, defaultValue: filter });
  return (
    <>
      <h1>{t("title")}</h1>
      {invoices ? <OutstandingSummary outstanding={invoices.outstanding} /> : null}
      <ErrorSummary form={form} fields={[fields.from, fields.to]} />
      <Form method="get" className={forms.actions} {...getFormProps(form)}>
        <TextField meta={fields.from} label={t("filter.from")} type="date" />
        <TextField meta={fields.to} label={t("filter.to")} type="date" />
        <button type="submit" className={forms.secondaryButton}>
          {t("filter.apply")}
        </button>
        <Link to="/invoices">{t("filter.clear")}</Link>
      </Form>
      {invoices === null ? (
        <ListLoadFailed message={t("loadFailed")} />
      ) : invoices.nodes.length === 0 ? (
        <p>{t("noResults")}</p>
      ) : (
        <>
          <ExportLink />
          <TableScroll labelledBy="invoices-caption">
            <table className={styles.table}>
              <caption className={forms.hidden} id="invoices-caption">
                {t("caption", { page: invoices.page, pageCount: invoices.pageCount })}
              </caption>
              <thead>
                <tr>
                  {(["name", "total", "expiresOn", "status", "actions"] as const).map((column) => (
                    <th key={column} scope="col" className={styles.cell}>
                      {t(`columns.${column}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {invoices.nodes.map((invoice) => (
                  <tr key={invoice.id}>
                    <td className={styles.cell}>{invoice.name}</td>
                    <td className={styles.cell}>{format.euro(invoice.totalCents)}</td>
                    <td className={styles.cell}>{format.date(invoice.expiresOn)}</td>
                    <td className={styles.cell}>
                      {t(`status.${invoice.status}`)}
                      {invoice.overdue ? (
                        <>
                          {/* A space, so that the cell reads "Not paid Overdue", not "Not paidOverdue". */} <br />
                          <StatusTag tone="urgent">{t("overdue")}</StatusTag>
                        </>
                      ) : null}
                    </td>
                    <td className={styles.cell}>
                      <a href={`/invoices/${invoice.id}/pdf`} download>
                        {t("view")}
                        <span className={forms.hidden}> {invoice.name}</span>
                      </a>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        </>
      )}
      {invoices ? <Pagination page={invoices.page} pageCount={invoices.pageCount} /> : null}
    </>
  );
}
export const ErrorBoundary = ErrorContent;
