import { type LoaderFunctionArgs } from "react-router";
import { Link, useLoaderData } from "react-router";
import { useTranslation } from "~/platform/i18n/use-translation";
import { HEALTH_RISK_NUMBERS } from "~domain/work-post-sheet";
import { DetailsList } from "~/ui/details-list";
import { Notice } from "~/ui/notice";
import { recordNotFound } from "~/ui/record-not-found";
import { PositionCaption, POSITION_NOT_FOUND } from "~/areas/work-post-sheets/work-post-sheet-forms";
import type { WorkPostSheetFieldsFragment } from "~/platform/operations.generated";
import type { PageHandle } from "~/platform/i18n/page-handle";
import { requireAccountAnd } from "~/platform/user.server";
import { requirePosition } from "~/areas/work-post-sheets/work-post-sheets.server";
import * as forms from "~/ui/forms.css";
import * as styles from "~/areas/work-post-sheets/work-post-sheets.css";
import { useFormatters } from "~/platform/format";
import { workPostSheetPaths } from "~/areas/work-post-sheets/work-post-sheet-paths";
import { pageUrlOf } from "~/platform/page-url";
import { PrimaryAction } from "~/ui/primary-action";

export const handle = {
  i18n: ["workPostSheets", "positions"],
  title: "workPostSheets:view.title",
  notFound: POSITION_NOT_FOUND,
} satisfies PageHandle;

/**
 * A position's work post sheet (part 2 §2 screen 4): when it was created and last seen by an
 * employee, every answer of a filled sheet, or the uploaded PDF to download.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { page: position } = await requireAccountAnd(request, (credentials) => requirePosition(request, credentials, params.positionId ?? ""));
  const notice = pageUrlOf(request).searchParams;
  return {
    position: { id: position.id, name: position.name, wpsRequired: position.wpsRequired },
    sheet: position.workPostSheet,
    notice: notice.has("uploaded") ? ("uploaded" as const) : notice.has("saved") ? ("saved" as const) : null,
  };
}

type Row = [label: string, value: string];

function FilledSheet({ sheet }: { sheet: WorkPostSheetFieldsFragment }) {
  const { t } = useTranslation(["workPostSheets", "common"]);
  const format = useFormatters();
  const given = (value: string | null) => value ?? t("view.notGiven");
  const date = (value: string | null) => (value ? format.date(value) : t("view.notGiven"));
  const list = (labels: string[], other: string | null) => [...labels, ...(other ? [other] : [])].join(", ") || t("view.noneTicked");
  const yesNo = (value: boolean | null) => (value === null ? t("view.notGiven") : t(value ? "common:forms.yes" : "common:forms.no"));
  const risks = sheet.healthRisks.map((risk) => t("form.healthRisk", { risk: t(`healthRisks.${risk}`), number: HEALTH_RISK_NUMBERS[risk] }));
  const adviceBy = [
    ...(sheet.adviceByPreventionCommittee ? [t("form.adviceByPreventionCommittee")] : []),
    ...(sheet.unionRepresentationOrDirectParticipation ? [t("form.unionRepresentationOrDirectParticipation")] : []),
  ];
  return (
    <div className={styles.answers}>
      <h2>{t("form.work")}</h2>
      <DetailsList
        rows={[
          [t("form.tasksToPerform"), given(sheet.tasksToPerform)],
          [t("form.workstationLocation"), given(sheet.workstationLocation)],
          [t("form.requiredQualifications"), given(sheet.requiredQualifications)],
          [t("form.workEquipment"), given(sheet.workEquipment)],
          [t("form.priorInstructions"), given(sheet.priorInstructions)],
          [t("form.foreseeableTraining"), given(sheet.foreseeableTraining)],
        ]}
      />
      <h2>{t("form.welcome")}</h2>
      <DetailsList
        rows={[
          [t("form.welcomeOfficerName"), given(sheet.welcomeOfficerName)],
          [t("form.welcomeOfficerFunction"), given(sheet.welcomeOfficerFunction)],
          [t("form.welcomeOfficerPhone"), sheet.welcomeOfficerPhone ?? t("view.noPhone")],
        ]}
      />
      <h2>{t("form.protection")}</h2>
      <DetailsList
        rows={[
          [
            t("form.protectiveEquipment"),
            list(
              sheet.protectiveEquipment.filter((value) => value !== "other").map((value) => t(`protectiveEquipment.${value}`)),
              sheet.protectiveEquipmentOther,
            ),
          ],
          [
            t("form.vaccines"),
            list(
              sheet.vaccines.filter((value) => value !== "other").map((value) => t(`vaccines.${value}`)),
              sheet.vaccineOther,
            ),
          ],
        ]}
      />
      <h2>{t("form.health")}</h2>
      <DetailsList rows={[[t("form.healthRisks"), risks.length > 0 ? risks.join(", ") : t("view.noHealthRisks")]]} />
      <h2>{t("form.maternity")}</h2>
      <DetailsList
        rows={[
          [t("form.maternityProtection"), yesNo(sheet.maternityProtection)],
          ...(sheet.maternityProtection
            ? ([
                [t("form.pregnancyAdjustmentEndDate"), date(sheet.pregnancyAdjustmentEndDate)],
                [t("form.breastfeedingAdjustmentEndDate"), date(sheet.breastfeedingAdjustmentEndDate)],
                [t("form.adviceDate"), date(sheet.adviceDate)],
                [t("view.adviceBy"), adviceBy.join(", ") || t("view.notGiven")],
                [t("form.labourDoctorAdviceDate"), date(sheet.labourDoctorAdviceDate)],
                [t("form.internalServiceAdviceDate"), date(sheet.internalServiceAdviceDate)],
              ] satisfies Row[])
            : []),
        ]}
      />
      <h2>{t("form.prevention")}</h2>
      <DetailsList
        rows={[[t("form.preventionService"), sheet.preventionService ? t(`common:preventionServices.${sheet.preventionService}`) : t("view.notGiven")]]}
      />
    </div>
  );
}

export default function ViewWorkPostSheetPage() {
  const { t } = useTranslation("workPostSheets");
  const format = useFormatters();
  const { position, sheet, notice } = useLoaderData<typeof loader>();
  const paths = workPostSheetPaths(position.id);
  return (
    <>
      <p>
        <Link to={paths.position}>{t("back")}</Link>
      </p>
      <PositionCaption name={position.name} />
      <h1>{t("view.title")}</h1>
      {notice ? <Notice>{t(notice === "uploaded" ? "view.uploaded" : "view.saved")}</Notice> : null}
      {!sheet ? (
        <>
          <p>{t("view.none")}</p>
          {position.wpsRequired ? <p>{t("required")}</p> : null}
          <PrimaryAction to={paths.add}>{t("view.add")}</PrimaryAction>
        </>
      ) : (
        <>
          <h2>{t("view.details")}</h2>
          <DetailsList
            rows={[
              [t("view.positionLabel"), sheet.positionName ?? t("positionNotSet")],
              [t("view.createdAt"), format.date(sheet.createdAt)],
              [t("view.lastSeenAt"), sheet.lastSeenAt ? format.date(sheet.lastSeenAt) : t("view.neverSeen")],
              [t("view.kind"), t(sheet.kind === "uploaded" ? "view.kindUploaded" : "view.kindFilled")],
              ...(sheet.kind === "uploaded" ? ([[t("view.file"), sheet.fileName ?? ""]] satisfies Row[]) : []),
            ]}
          />
          {sheet.kind === "uploaded" ? (
            <p>
              <a href={paths.pdf} download>
                {t("view.download")}
                <span className={forms.hidden}> {sheet.fileName}</span>
              </a>
            </p>
          ) : null}
          {sheet.kind === "filled" ? <FilledSheet sheet={sheet} /> : null}
          <p>
            <PrimaryAction to={paths.edit}>{t("view.edit")}</PrimaryAction>
          </p>
        </>
      )}
    </>
  );
}

export const ErrorBoundary = recordNotFound(handle.notFound);
