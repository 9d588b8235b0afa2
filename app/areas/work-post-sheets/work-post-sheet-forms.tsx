// The forms of the add and edit work post sheet pages (part 2 §2 screen 4): the first question (own
// PDF or a new sheet, perhaps copied), the sheet itself and the PDF upload. All plain HTML forms.
import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { Form, Link } from "react-router";
import { useTranslation } from "~/platform/i18n/use-translation";
import type { z } from "zod";
import { PREVENTION_SERVICES } from "~domain/prevention-services";
import { HEALTH_RISK_NUMBERS, HEALTH_RISKS, PROTECTIVE_EQUIPMENT, VACCINES } from "~domain/work-post-sheet";
import { CheckboxField, ChoicesField, ErrorSummary, FileField, SelectField, TextAreaField, TextField, YesNoField } from "~/ui/forms";
import { SubmitButton } from "~/ui/submit-button";
import type { NotFoundTexts } from "~/ui/record-not-found";
import { useServerValidatedForm } from "~/forms/use-form";
import type { WorkPostSheetFieldsFragment } from "~/platform/operations.generated";
import type { WorkPostSheetSchema } from "./work-post-sheet.schema";
import * as forms from "~/ui/forms.css";

export type SheetFormValues = z.input<typeof WorkPostSheetSchema>;
/** The first question's answers as the address gives them, valid or not. */
type SheetChoiceValues = { choice?: string; copyFrom?: string };
type Result = SubmissionResult<string[]> | undefined;

/** The pages' answer to a position id that is not one of the selected company's: the positions pages' own. */
export const POSITION_NOT_FOUND = {
  title: "positions:notFound.title",
  body: "positions:notFound.body",
  backTo: "/positions",
  back: "positions:notFound.back",
} satisfies NotFoundTexts;

/** Which position a page is about, above its heading. */
export function PositionCaption({ name }: { name: string | null }) {
  const { t } = useTranslation("workPostSheets");
  return <p className={forms.hint}>{t("position", { name: name ?? t("positionNotSet") })}</p>;
}

/** The sheet's fields in the order the form asks them, which the error summary follows. */
const SHEET_FIELDS = [
  "tasksToPerform",
  "workstationLocation",
  "requiredQualifications",
  "workEquipment",
  "priorInstructions",
  "foreseeableTraining",
  "welcomeOfficerName",
  "welcomeOfficerFunction",
  "welcomeOfficerPhone",
  "protectiveEquipment",
  "protectiveEquipmentOther",
  "vaccines",
  "vaccineOther",
  "healthRisks",
  "noHealthRisksConfirmed",
  "maternityProtection",
  "pregnancyAdjustmentEndDate",
  "breastfeedingAdjustmentEndDate",
  "adviceDate",
  "adviceByPreventionCommittee",
  "unionRepresentationOrDirectParticipation",
  "labourDoctorAdviceDate",
  "internalServiceAdviceDate",
  "preventionService",
] as const satisfies readonly (keyof SheetFormValues)[];

/** A saved sheet as the form's answers: to change it, or to start a new one from it. */
export function formValuesOf(sheet: WorkPostSheetFieldsFragment): SheetFormValues {
  // The form knows no null: an answer not given is left out.
  const given = Object.fromEntries(SHEET_FIELDS.flatMap((name) => (sheet[name] === null ? [] : [[name, sheet[name]]]))) as Partial<SheetFormValues>;
  return { ...given, maternityProtection: sheet.maternityProtection === null ? undefined : sheet.maternityProtection ? "yes" : "no" };
}

/** The add page's first question, a GET form: its answer is the next page's address. */
export function SheetChoiceForm({
  lastResult,
  defaultValue,
  sources,
}: {
  lastResult: Result;
  defaultValue: SheetChoiceValues;
  sources: { id: string; name: string }[];
}) {
  const { t } = useTranslation(["workPostSheets", "common"]);
  const [form, fields] = useServerValidatedForm<SheetChoiceValues>({ id: "sheet-choice", lastResult, defaultValue });
  return (
    <>
      <ErrorSummary form={form} fields={[fields.choice, fields.copyFrom]} />
      <Form method="get" className={forms.form} {...getFormProps(form)}>
        <input type="hidden" name="step" value="choice" />
        <ChoicesField
          meta={fields.choice}
          legend={t("add.choice")}
          type="radio"
          options={[
            { value: "upload", label: t("add.upload") },
            { value: "fill", label: t("add.fill") },
          ]}
        />
        {sources.length > 0 ? (
          <SelectField
            meta={fields.copyFrom}
            label={`${t("add.copyFrom")} ${t("common:forms.optional")}`}
            hint={t("add.copyFromHint")}
            placeholder={t("add.copyNothing")}
            options={sources.map((source) => ({ value: source.id, label: source.name }))}
          />
        ) : (
          <p>{t("add.noSheetsToCopy")}</p>
        )}
        <SubmitButton method="get">{t("common:forms.continue")}</SubmitButton>
      </Form>
    </>
  );
}

/** The company's own PDF, as a multipart form so that it works without JavaScript. */
export function UploadSheetForm({ lastResult, submitLabel }: { lastResult: Result; submitLabel: string }) {
  const { t } = useTranslation("workPostSheets");
  const [form, fields] = useServerValidatedForm<{ pdf: File }>({ id: "upload-sheet", lastResult });
  return (
    <>
      <ErrorSummary form={form} fields={[fields.pdf]} />
      <Form method="post" encType="multipart/form-data" className={forms.form} {...getFormProps(form)}>
        <FileField meta={fields.pdf} label={t("upload.file")} hint={t("upload.hint")} accept="application/pdf,.pdf" />
        <SubmitButton>{submitLabel}</SubmitButton>
      </Form>
    </>
  );
}

/** The sheet itself, grouped as the paper sheet is: the work, the welcome, protection, health, maternity. */
export function FillSheetForm({ lastResult, defaultValue, cancelTo }: { lastResult: Result; defaultValue?: SheetFormValues; cancelTo: string }) {
  const { t } = useTranslation(["workPostSheets", "common"]);
  const [form, fields] = useServerValidatedForm<SheetFormValues>({ id: "work-post-sheet", lastResult, defaultValue });
  const optional = (label: string) => `${label} ${t("common:forms.optional")}`;
  return (
    <>
      <ErrorSummary form={form} fields={SHEET_FIELDS.map((name) => fields[name])} />
      <Form method="post" className={forms.form} {...getFormProps(form)}>
        <h2>{t("form.work")}</h2>
        <TextAreaField meta={fields.tasksToPerform} label={t("form.tasksToPerform")} />
        <TextField meta={fields.workstationLocation} label={t("form.workstationLocation")} hint={t("form.workstationLocationHint")} />
        <TextAreaField meta={fields.requiredQualifications} label={t("form.requiredQualifications")} optional />
        <TextAreaField meta={fields.workEquipment} label={t("form.workEquipment")} optional />
        <TextAreaField meta={fields.priorInstructions} label={t("form.priorInstructions")} optional />
        <TextAreaField meta={fields.foreseeableTraining} label={t("form.foreseeableTraining")} optional />

        <h2>{t("form.welcome")}</h2>
        <TextField meta={fields.welcomeOfficerName} label={t("form.welcomeOfficerName")} autoComplete="off" />
        <TextField meta={fields.welcomeOfficerFunction} label={t("form.welcomeOfficerFunction")} autoComplete="off" optional />
        <TextField meta={fields.welcomeOfficerPhone} label={t("form.welcomeOfficerPhone")} type="tel" autoComplete="off" optional />

        <h2>{t("form.protection")}</h2>
        <ChoicesField
          meta={fields.protectiveEquipment}
          legend={t("form.protectiveEquipment")}
          hint={t("form.protectiveEquipmentHint")}
          type="checkbox"
          options={PROTECTIVE_EQUIPMENT.map((value) => ({ value, label: t(`protectiveEquipment.${value}`) }))}
        />
        <TextField meta={fields.protectiveEquipmentOther} label={t("form.protectiveEquipmentOther")} hint={t("form.otherHint")} />
        <ChoicesField
          meta={fields.vaccines}
          legend={t("form.vaccines")}
          type="checkbox"
          options={VACCINES.map((value) => ({ value, label: t(`vaccines.${value}`) }))}
        />
        <TextField meta={fields.vaccineOther} label={t("form.vaccineOther")} hint={t("form.otherHint")} />

        <h2>{t("form.health")}</h2>
        <ChoicesField
          meta={fields.healthRisks}
          legend={t("form.healthRisks")}
          hint={t("form.healthRisksHint")}
          type="checkbox"
          options={HEALTH_RISKS.map((risk) => ({
            value: risk,
            label: t("form.healthRisk", { risk: t(`healthRisks.${risk}`), number: HEALTH_RISK_NUMBERS[risk] }),
          }))}
        />
        <CheckboxField meta={fields.noHealthRisksConfirmed} label={t("form.noHealthRisksConfirmed")} hint={t("form.noHealthRisksConfirmedHint")} />

        <h2>{t("form.maternity")}</h2>
        <YesNoField meta={fields.maternityProtection} legend={t("form.maternityProtection")} hint={t("form.maternityProtectionHint")} />
        <TextField meta={fields.pregnancyAdjustmentEndDate} label={t("form.pregnancyAdjustmentEndDate")} hint={t("form.adjustmentHint")} type="date" />
        <TextField meta={fields.breastfeedingAdjustmentEndDate} label={t("form.breastfeedingAdjustmentEndDate")} hint={t("form.adjustmentHint")} type="date" />
        <TextField meta={fields.adviceDate} label={t("form.adviceDate")} type="date" />
        <fieldset className={`${forms.fieldset} ${forms.field}`}>
          <legend className={forms.label}>{optional(t("form.adviceBy"))}</legend>
          <CheckboxField meta={fields.adviceByPreventionCommittee} label={t("form.adviceByPreventionCommittee")} />
          <CheckboxField meta={fields.unionRepresentationOrDirectParticipation} label={t("form.unionRepresentationOrDirectParticipation")} />
        </fieldset>
        <TextField meta={fields.labourDoctorAdviceDate} label={t("form.labourDoctorAdviceDate")} type="date" optional />
        <TextField meta={fields.internalServiceAdviceDate} label={t("form.internalServiceAdviceDate")} type="date" optional />

        <h2>{t("form.prevention")}</h2>
        <SelectField
          meta={fields.preventionService}
          label={optional(t("form.preventionService"))}
          placeholder={t("common:forms.choose")}
          options={PREVENTION_SERVICES.map((value) => ({ value, label: t(`common:preventionServices.${value}`) }))}
        />

        <div className={forms.actions}>
          <SubmitButton>{t("form.submit")}</SubmitButton>
          <Link to={cancelTo}>{t("cancel")}</Link>
        </div>
      </Form>
    </>
  );
}
