import { getFormProps } from "@conform-to/react";
import { data, type LoaderFunctionArgs } from "react-router";
import { Form, useLoaderData } from "react-router";
import type { z } from "zod";
import { useTranslation } from "~/platform/i18n/use-translation";
import type { PageHandle } from "~/platform/i18n/page-handle";
import { listFilterOf } from "~/forms/list-filter";
import { useServerValidatedForm } from "~/forms/use-form";
import { requireAccount, requireAccountAnd } from "~/platform/user.server";
import { ErrorContent } from "~/ui/error-boundary";
import { ErrorSummary, TextField } from "~/ui/forms";
import { ListLoadFailed } from "~/ui/list-load-failed";
import * as forms from "~/ui/forms.css";
import { SearchFilterSchema } from "~/areas/search/search-filter.schema";
import { loadSearchResults } from "~/areas/search/search.server";
import { hitCountOf, SearchResultGroups } from "~/areas/search/search-results";

export const handle = { i18n: ["search"], title: "search:title", scripts: false } satisfies PageHandle;

/** One search over the selected company (issue 46 §4): the shell's search box leads here, a GET form as this page's own. */
export async function loader({ request }: LoaderFunctionArgs) {
  // The search is a GET form: its answer, valid or not, is the address itself.
  const { filter, result } = listFilterOf(request, SearchFilterSchema);
  const text = filter.q ?? "";
  if (!text) {
    await requireAccount(request);
    return data({ text, results: undefined, result });
  }
  const { page: results } = await requireAccountAnd(request, (credentials) => loadSearchResults(request, credentials, text));
  return data({ text, results, result }, { status: results ? 200 : 503 });
}

export default function SearchPage() {
  const { t } = useTranslation("search");
  const { text, results, result } = useLoaderData<typeof loader>();
  const [form, fields] = useServerValidatedForm<z.input<typeof SearchFilterSchema>>({ id: "search", lastResult: result, defaultValue: { q: text } });
  const hitCount = results ? hitCountOf(results) : 0;
  return (
    <>
      <h1>{t("title")}</h1>
      <ErrorSummary form={form} fields={[fields.q]} />
      <Form method="get" role="search" aria-label={t("title")} className={forms.actions} {...getFormProps(form)}>
        <TextField meta={fields.q} label={t("field")} hint={t("hint")} type="search" />
        <button type="submit" className={forms.secondaryButton}>
          {t("submit")}
        </button>
      </Form>
      {results === null ? (
        <ListLoadFailed message={t("loadFailed")} />
      ) : results === undefined ? null : hitCount === 0 ? (
        <>
          <p>{t("noResults", { text })}</p>
          <p>{t("tryInstead")}</p>
        </>
      ) : (
        <>
          <p>{t("found", { count: hitCount, text })}</p>
          <SearchResultGroups results={results} />
        </>
      )}
    </>
  );
}

export const ErrorBoundary = ErrorContent;
