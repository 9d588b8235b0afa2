import { getFormProps, type FieldMetadata } from "@conform-to/react";
import { Form, Link } from "react-router";
import { useTranslation } from "~/platform/i18n/use-translation";
import { CONTRACT_REASONS, CONTRACT_TYPES, DISTANCE_PREMIUMS } from "~domain/contract";
import { INFLOW_ATTEMPTS } from "~domain/inflow";
import type { PremiumTypeName } from "~domain/positions";
import { useServerValidatedForm } from "~/forms/use-form";
import { FollowUp, WizardButtons } from "~/forms/wizard/wizard-parts";
import { useFormatters } from "~/platform/format";
import { ChoicesField, ErrorSummary, SelectField, TextAreaField, TextField, YesNoField } from "~/ui/forms";
import * as styles from "~/ui/forms.css";
import { Notice } from "~/ui/notice";
import { AddressFields } from "~/ui/address-fields";
import type { GeneralForm } from "./contract-general.schema";
import { GENERAL_FORM_ID } from "./contract-wizard";
import { OtherEmployees } from "./other-employees";
import { PositionSearch } from "./position-search";
import type { ContractStepData, StepResult } from "./wizard-data";

type PremiumFields = Record<"type" | "unit" | "value" | "contributionValue" | "distanceKm", FieldMetadata<string | undefined>>;
const LOCATION_PARTS = ["street", "streetNumber", "zip", "city", "country"] as const;

const isDistancePremium = (type: string | undefined) => (DISTANCE_PREMIUMS as readonly string[]).includes(type ?? "");

type Candidate = ContractStepData<"general">["candidates"][number];

/** The unavailabilities the profile can lift: missing data, an identity document that expires during the contract. */
const PROFILE_CAN_LIFT = new Set(["CONTRACT_DATA_MISSING", "ID_CARD_EXPIRES", "RESIDENCE_PERMIT_EXPIRES", "WORK_PERMIT_EXPIRES"]);

/** Why a candidate cannot be chosen; for a document that expires during the contract, which one and until when it is valid. */
function useReasonOf() {
  const { t } = useTranslation("contracts");
  const format = useFormatters();
  return (candidate: Candidate): string | null => {
    if (!candidate.unavailability) return null;
    const reason = t(`wizard.unavailable.${candidate.unavailability}` as "wizard.unavailable.ONLY_STUDENTS");
    const expiring = candidate.expiringDocument;
    return expiring ? `${reason} (${t("wizard.unavailable.validUntil", { date: format.date(expiring.expiresOn) })})` : reason;
  };
}

/** Who cannot be chosen for the position, and why; one whose profile can lift it links to their profile. */
function UnavailableCandidates({ candidates }: { candidates: Candidate[] }) {
  const { t } = useTranslation("contracts");
  const reasonOf = useReasonOf();
  const unavailable = candidates.filter((candidate) => candidate.unavailability);
  if (unavailable.length === 0) return null;
  return (
    <details>
      <summary>{t("wizard.general.unavailableSummary", { count: unavailable.length })}</summary>
      <ul>
        {unavailable.map((candidate) => (
          <li key={candidate.id}>
            {`${candidate.firstName} ${candidate.lastName}: ${reasonOf(candidate)}`}
            {PROFILE_CAN_LIFT.has(candidate.unavailability ?? "") ? (
              <>
                {" "}
                <Link to={`/employee/${encodeURIComponent(candidate.id)}/view-employee-profile`}>
                  {t(candidate.expiringDocument ? "wizard.general.updateProfile" : "wizard.general.completeProfile", {
                    name: `${candidate.firstName} ${candidate.lastName}`,
                  })}
                </Link>
              </>
            ) : null}
          </li>
        ))}
      </ul>
    </details>
  );
}

type PositionChoice = ContractStepData<"general">["positions"]["options"][number];

/**
 * The chosen position lacks the work post sheet it needs (part 2 §5): it cannot be contracted until it has
 * one, and the link leads to where it is added. Said under the select as soon as it is chosen.
 */
function MissingWorkPostSheet({ position }: { position: PositionChoice | undefined }) {
  const { t } = useTranslation("contracts");
  if (!position?.workPostSheetMissing) return null;
  return (
    <p className={styles.hint}>
      {t("wizard.general.workPostSheetMissing", { position: position.name })}{" "}
      <Link to={`/positions/add-work-post-sheet/${encodeURIComponent(position.id)}`}>{t("wizard.general.addWorkPostSheet", { position: position.name })}</Link>
    </p>
  );
}

/** A premium of the position, with its amount, and for a distance premium the one-way distance. */
function PremiumFieldset({ fields, estimatedKm }: { fields: PremiumFields; estimatedKm: number | null }) {
  const { t } = useTranslation(["contracts", "positions"]);
  const type = fields.type.initialValue as PremiumTypeName | undefined;
  const premium = type ? t(`positions:premiumTypes.${type}`) : "";
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.label}>{premium}</legend>
      <input type="hidden" name={fields.type.name} value={fields.type.initialValue ?? ""} />
      <input type="hidden" name={fields.unit.name} value={fields.unit.initialValue ?? ""} />
      <TextField
        meta={fields.value}
        label={t("contracts:wizard.general.premiumAmount", { premium })}
        hint={fields.unit.initialValue ? t(`positions:premiumUnits.hint.${fields.unit.initialValue}` as "positions:premiumUnits.hint.PER_HOUR") : undefined}
        autoComplete="off"
      />
      {type === "meal_vouchers" ? (
        <TextField
          meta={fields.contributionValue}
          label={t("positions:premiums.employeeShare")}
          hint={t("positions:premiums.employeeShareHint")}
          autoComplete="off"
        />
      ) : null}
      {isDistancePremium(type) ? (
        <TextField
          meta={fields.distanceKm}
          label={t("contracts:wizard.general.distance", { premium })}
          hint={estimatedKm === null ? t("contracts:wizard.general.distanceManual") : t("contracts:wizard.general.distanceEstimated", { km: estimatedKm })}
          autoComplete="off"
        />
      ) : null}
    </fieldset>
  );
}

/**
 * Step 1, General (part 2 §3): who works, for which position, on which terms. Choosing a position fills
 * the answers left empty from it (committee, statute, location, wage, premiums), shown before going on.
 */
export function GeneralStep({ data, result }: { data: ContractStepData<"general">; result: StepResult }) {
  const { t } = useTranslation(["contracts", "common"]);
  const format = useFormatters();
  // Coming back to General because the employee is no longer available for the schedule: said at the field.
  const lastResult = result ?? data.unavailable;
  const [form, fields] = useServerValidatedForm<GeneralForm>({ id: GENERAL_FORM_ID, lastResult, defaultValue: data.defaultValue });
  const location = fields.location.getFieldset();
  const premiums = fields.premiums.getFieldList().map((premium) => premium.getFieldset() as unknown as PremiumFields);
  const otherEmployees = fields.otherEmployeeIds.getFieldList();
  const choose = t("common:forms.choose");
  const reasonOf = useReasonOf();
  const candidateOptions = data.candidates.map((candidate) => {
    const name = `${candidate.firstName} ${candidate.lastName}`;
    const reason = reasonOf(candidate);
    // A student's balance in the year of the contract's first day (docs/decisions/0039).
    const hours = candidate.studentHoursLeft === null ? null : t("wizard.general.studentHoursLeft", { hours: format.number(candidate.studentHoursLeft) });
    const said = [reason, hours].filter(Boolean).join("; ");
    return { value: candidate.id, label: said ? `${name} (${said})` : name, disabled: reason !== null };
  });
  return (
    <>
      {data.filled ? <Notice>{t("wizard.general.filledFromPosition")}</Notice> : null}
      {data.fromTemplate ? <Notice>{t("template.filled")}</Notice> : null}
      <ErrorSummary
        form={form}
        fields={[
          fields.employeeId,
          ...otherEmployees,
          fields.otherEmployeeIds,
          fields.positionId,
          fields.committeeId,
          fields.costPlaceId,
          fields.onTheMove,
          ...LOCATION_PARTS.map((part) => location[part]),
          fields.siteAddress,
          fields.statute,
          fields.contractType,
          fields.contractReason,
          fields.inflowAttempt,
          fields.vcaExamDate,
          fields.wage,
          ...premiums.flatMap((premium) => [premium.value, premium.contributionValue, premium.distanceKm]),
          fields.remark,
        ]}
      />
      <Form method="post" className={styles.form} {...getFormProps(form)}>
        {/* Enter in a field goes on, as in every step: this first submit button is the form's default, not the search's. */}
        <button type="submit" name="intent" value="next" className={styles.hidden} tabIndex={-1} aria-hidden="true">
          {t("common:wizard.next")}
        </button>
        <SelectField
          meta={fields.employeeId}
          label={t("wizard.general.employee")}
          hint={t("wizard.general.employeeHint")}
          placeholder={choose}
          options={candidateOptions}
        />
        {data.severalEmployees ? (
          <OtherEmployees list={fields.otherEmployeeIds} others={otherEmployees} options={candidateOptions} placeholder={choose} />
        ) : null}
        <UnavailableCandidates candidates={data.candidates} />
        <PositionSearch positions={data.positions} />
        <SelectField
          meta={fields.positionId}
          label={t("wizard.general.position")}
          hint={t("wizard.general.positionHint")}
          placeholder={choose}
          options={data.positions.options.map((position) => ({
            value: position.id,
            label: position.workPostSheetMissing ? t("wizard.general.positionWithoutSheet", { position: position.name }) : position.name,
          }))}
        />
        <MissingWorkPostSheet position={data.positions.options.find((position) => position.id === fields.positionId.value)} />
        <SelectField
          meta={fields.committeeId}
          label={t("view.committee")}
          placeholder={choose}
          options={data.committees.map((committee) => ({ value: committee.id, label: committee.codeAndName }))}
        />
        {data.costPlaces ? (
          <SelectField
            meta={fields.costPlaceId}
            label={`${t("view.costPlace")} ${t("common:forms.optional")}`}
            placeholder={t("wizard.general.noCostPlace")}
            options={data.costPlaces.map((costPlace) => ({ value: costPlace.id, label: costPlace.name }))}
          />
        ) : null}
        <YesNoField meta={fields.onTheMove} legend={t("wizard.general.onTheMove")} hint={t("wizard.general.onTheMoveHint")} />
        <FollowUp shown={fields.onTheMove.value === "no"}>
          <fieldset className={styles.fieldset}>
            <legend className={styles.label}>{t("view.location")}</legend>
            <p className={styles.hint}>{t("wizard.general.locationHint")}</p>
            <AddressFields fields={location} />
          </fieldset>
        </FollowUp>
        <TextField meta={fields.siteAddress} label={t("view.siteAddress")} hint={t("wizard.general.siteAddressHint")} optional autoComplete="off" />
        <ChoicesField
          meta={fields.statute}
          legend={t("view.statute")}
          type="radio"
          options={(["worker", "clerk"] as const).map((statute) => ({ value: statute, label: t(`statute.${statute}`) }))}
        />
        <SelectField
          meta={fields.contractType}
          label={t("view.contractType")}
          placeholder={choose}
          options={CONTRACT_TYPES.map((type) => ({ value: type, label: t(`contractType.${type}`) }))}
        />
        <ChoicesField
          meta={fields.contractReason}
          legend={t("view.contractReason")}
          type="radio"
          options={CONTRACT_REASONS.map((reason) => ({ value: reason, label: t(`contractReason.${reason}`) }))}
        />
        <FollowUp shown={fields.contractReason.value === "inflow"}>
          <SelectField
            meta={fields.inflowAttempt}
            label={t("view.inflowAttempt")}
            hint={t("wizard.general.inflowAttemptHint")}
            placeholder={choose}
            options={INFLOW_ATTEMPTS.map((attempt) => ({ value: attempt, label: t(`inflowAttempt.${attempt}`) }))}
          />
        </FollowUp>
        <TextField meta={fields.vcaExamDate} type="date" label={t("view.vcaExamDate")} hint={t("wizard.general.vcaExamDateHint")} optional />
        <TextField meta={fields.wage} label={t("view.wage")} hint={t("wizard.general.wageHint")} autoComplete="off" />
        <fieldset className={styles.fieldset}>
          <legend className={styles.label}>{t("view.premiums")}</legend>
          {premiums.length === 0 ? <p className={styles.hint}>{t("wizard.general.noPremiums")}</p> : null}
          {premiums.map((premium) => (
            <PremiumFieldset key={premium.type.id} fields={premium} estimatedKm={data.estimatedDistanceKm} />
          ))}
        </fieldset>
        <TextAreaField meta={fields.remark} label={t("view.remark")} optional />
        <WizardButtons page={data.page} cancel />
      </Form>
    </>
  );
}
