import { getFormProps } from "@conform-to/react";
import { type ActionFunctionArgs, type LoaderFunctionArgs } from "react-router";
import { Form, Link, useActionData, useLoaderData } from "react-router";
import { useTranslation } from "~/platform/i18n/use-translation";
import { contractPath } from "~/areas/contracts/contract-pages";
import { OBSTRUCTION_REASONS, OBSTRUCTION_RISKS, OBSTRUCTION_WEATHERS, OBSTRUCTION_WORK_TYPES } from "~domain/work-obstruction";
import { createWorkObstruction, loadWorkObstruction } from "~/areas/contracts/contract-requests.server";
import { useServerValidatedForm } from "~/forms/use-form";
import { useFormatters } from "~/platform/format";
import type { PageHandle } from "~/platform/i18n/page-handle";
import { ChoicesField, ErrorSummary, SelectField, TextAreaField, TextField } from "~/ui/forms";
import * as forms from "~/ui/forms.css";
import { recordNotFound } from "~/ui/record-not-found";
import { SubmitButton } from "~/ui/submit-button";

export const handle = {
  i18n: ["contracts"],
  title: "contracts:obstruction.title",
  notFound: { title: "contracts:view.notFound.title", body: "contracts:view.notFound.body", backTo: "/contracts", back: "contracts:view.back" },
} satisfies PageHandle;

type ObstructionFields = {
  date: string;
  weather: string;
  risk: string;
  workType: string;
  reason: string;
  start: string;
  end: string;
  breakMinutes: string;
  street: string;
  streetNumber: string;
  zip: string;
  city: string;
  locationComment: string;
  comment: string;
};

/**
 * /contracts/create-work-obstruction/{id} (part 2 §2 screen 12, §5): a day of the contract, yesterday
 * or today, that the weather kept from being worked; the day's hours and the site as planned.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  return await loadWorkObstruction(request, params.contractId!);
}

export const action = ({ request, params }: ActionFunctionArgs) => createWorkObstruction(request, params.contractId!);

export default function CreateWorkObstructionPage() {
  const { t } = useTranslation("contracts");
  const format = useFormatters();
  const { contract, days } = useLoaderData<typeof loader>();
  const first = days[days.length - 1];
  const [form, fields] = useServerValidatedForm<ObstructionFields>({
    id: "work-obstruction",
    lastResult: useActionData<typeof action>(),
    defaultValue: {
      date: days.length === 1 ? first.date : undefined,
      start: first?.start,
      end: first?.end,
      breakMinutes: String(first?.breakMinutes ?? 0),
      street: contract.location?.street,
      streetNumber: contract.location?.streetNumber,
      zip: contract.location?.zip,
      city: contract.location?.city,
    },
  });
  const name = `${contract.employee.firstName} ${contract.employee.lastName}`;
  const options = (prefix: "weather" | "risk" | "workType" | "reason", values: readonly string[]) =>
    values.map((value) => ({ value, label: t(`obstruction.${prefix}.${value}` as "obstruction.weather.regen") }));
  return (
    <>
      <h1>{t("obstruction.title")}</h1>
      <p>{t("obstruction.intro", { name })}</p>
      {days.length === 0 ? (
        <p>{t("obstruction.noDay")}</p>
      ) : (
        <>
          <ErrorSummary
            form={form}
            fields={[
              fields.date,
              fields.weather,
              fields.risk,
              fields.workType,
              fields.reason,
              fields.start,
              fields.end,
              fields.breakMinutes,
              fields.street,
              fields.streetNumber,
              fields.zip,
              fields.city,
              fields.locationComment,
              fields.comment,
            ]}
          />
          <Form method="post" className={forms.form} {...getFormProps(form)}>
            <ChoicesField
              meta={fields.date}
              legend={t("obstruction.date")}
              hint={t("obstruction.dateHint")}
              type="radio"
              options={days.map((day) => ({ value: day.date, label: format.date(day.date) }))}
            />
            <SelectField
              meta={fields.weather}
              label={t("obstruction.weatherLabel")}
              placeholder={t("obstruction.choose")}
              options={options("weather", OBSTRUCTION_WEATHERS)}
            />
            <SelectField
              meta={fields.risk}
              label={t("obstruction.riskLabel")}
              placeholder={t("obstruction.choose")}
              options={options("risk", OBSTRUCTION_RISKS)}
            />
            <SelectField
              meta={fields.workType}
              label={t("obstruction.workTypeLabel")}
              placeholder={t("obstruction.choose")}
              options={options("workType", OBSTRUCTION_WORK_TYPES)}
            />
            <SelectField
              meta={fields.reason}
              label={t("obstruction.reasonLabel")}
              placeholder={t("obstruction.choose")}
              options={options("reason", OBSTRUCTION_REASONS)}
            />
            <fieldset className={forms.fieldset}>
              <legend className={forms.label}>{t("obstruction.hours")}</legend>
              <TextField meta={fields.start} label={t("obstruction.start")} hint={t("obstruction.timeHint")} />
              <TextField meta={fields.end} label={t("obstruction.end")} hint={t("obstruction.timeHint")} />
              <TextField meta={fields.breakMinutes} label={t("obstruction.breakMinutes")} inputMode="numeric" />
            </fieldset>
            <fieldset className={forms.fieldset}>
              <legend className={forms.label}>{t("obstruction.site")}</legend>
              <TextField meta={fields.street} label={t("obstruction.street")} />
              <TextField meta={fields.streetNumber} label={t("obstruction.streetNumber")} hint={t("obstruction.streetNumberHint")} optional />
              <TextField meta={fields.zip} label={t("obstruction.zip")} />
              <TextField meta={fields.city} label={t("obstruction.city")} />
              <TextAreaField meta={fields.locationComment} label={t("obstruction.locationComment")} hint={t("obstruction.locationCommentHint")} optional />
            </fieldset>
            <TextAreaField meta={fields.comment} label={t("obstruction.comment")} optional />
            <div className={forms.actions}>
              <SubmitButton>{t("obstruction.confirm")}</SubmitButton>
              <Link to={contractPath(contract)}>{t("obstruction.cancel")}</Link>
            </div>
          </Form>
        </>
      )}
    </>
  );
}

export const ErrorBoundary = recordNotFound(handle.notFound);
