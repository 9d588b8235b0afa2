import { type LoaderFunctionArgs } from "react-router";
import type { SerializeFrom } from "~/platform/route-data";
import { Link, useLoaderData } from "react-router";
import { useTranslation } from "~/platform/i18n/use-translation";
import { DetailsList } from "~/ui/details-list";
import { Notice } from "~/ui/notice";
import { PositionPremiums } from "~/areas/positions/position-premiums";
import { recordNotFound } from "~/ui/record-not-found";
import type { PageHandle } from "~/platform/i18n/page-handle";
import { requirePosition } from "~/areas/positions/positions.server";
import { requireAccountAnd } from "~/platform/user.server";
import * as forms from "~/ui/forms.css";
import { useFormatters } from "~/platform/format";
import { pageUrlOf } from "~/platform/page-url";
import { PrimaryAction } from "~/ui/primary-action";

export const handle = {
  i18n: ["positions"],
  title: ({ position }: SerializeFrom<typeof loader>) => position.name,
  notFound: {
    title: "positions:notFound.title",
    body: "positions:notFound.body",
    backTo: "/positions",
    back: "positions:notFound.back",
  },
} satisfies PageHandle;

/** One position in readable form (part 2 §2, screen 3), with the state of its work post sheet. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { page: position } = await requireAccountAnd(request, (credentials) => requirePosition(request, credentials, params.positionId ?? ""));
  return { position, updated: pageUrlOf(request).searchParams.has("updated") };
}

export default function ViewPositionPage() {
  const { t } = useTranslation(["positions", "common"]);
  const format = useFormatters();
  const { position, updated } = useLoaderData<typeof loader>();
  const yesNo = (value: boolean) => (value ? t("common:forms.yes") : t("common:forms.no"));
  const id = encodeURIComponent(position.id);
  const location = position.location;
  const rows: [label: string, value: string][] = [
    [t("view.status"), t(`status.${position.status}`)],
    [t("general.functionCode"), position.functionCode.codeAndName],
    [t("view.committee"), position.committee.codeAndName],
    [t("view.statute"), t(`statute.${position.statute}`)],
    [t("general.noVatApplicable"), yesNo(position.noVatApplicable)],
    [t("general.description"), position.description || t("view.none")],
    [
      t("view.location"),
      location ? `${location.street} ${location.streetNumber}, ${location.zip} ${location.city}, ${location.country}` : t("variousLocations"),
    ],
    [t("view.wage"), t("view.perHour", { amount: format.euro(position.wageCents) })],
    [t("view.minimumWage"), t("view.perHour", { amount: format.euro(position.minimumWageCents) })],
    [t("general.office"), position.vivaldisOfficeCode],
    [t("general.studentsAllowed"), yesNo(position.studentsAllowed)],
    [t("general.isFlexi"), yesNo(position.isFlexi)],
  ];
  const safety: [string, string][] = [
    [t("safety.workEquipmentRequired"), yesNo(position.workEquipmentRequired)],
    [t("view.workEquipmentConfirmed"), yesNo(position.workEquipmentRequiredConfirmation)],
    [t("safety.vcaRequired"), yesNo(position.vcaCertificationRequired)],
    [t("view.vcaConfirmed"), yesNo(position.vcaCertificationRequiredConfirmation)],
    [t("safety.certificates"), position.certificateTypes.map((type) => t(`certificates.${type}`)).join(", ") || t("view.none")],
  ];
  return (
    <>
      <h1>{position.name}</h1>
      {updated ? <Notice>{t("view.updated")}</Notice> : null}
      <p className={forms.actions}>
        <PrimaryAction to={`/positions/edit-position/${id}`}>{t("view.edit")}</PrimaryAction>
        <Link to="/positions">{t("view.back")}</Link>
      </p>
      <h2>{t("steps.general")}</h2>
      <DetailsList rows={rows} />
      <h2>{t("steps.safety")}</h2>
      <DetailsList rows={safety} />
      <h2>{t("steps.premiums")}</h2>
      <PositionPremiums position={position} />
      <h2>{t("view.workPostSheet")}</h2>
      {position.workPostSheet ? (
        <>
          <p>{t("view.workPostSheetSince", { date: format.date(position.workPostSheet.createdAt) })}</p>
          <p className={forms.actions}>
            <Link to={`/positions/view-work-post-sheet/${id}`}>{t("view.viewWorkPostSheet")}</Link>
            <Link to={`/positions/edit-work-post-sheet/${id}`}>{t("view.editWorkPostSheet")}</Link>
          </p>
        </>
      ) : (
        <>
          <p>{position.wpsRequired ? t("view.workPostSheetRequired") : t("view.noWorkPostSheet")}</p>
          <p>
            <Link className={position.wpsRequired ? forms.button : forms.secondaryButton} to={`/positions/add-work-post-sheet/${id}`}>
              {t("view.addWorkPostSheet")}
            </Link>
          </p>
        </>
      )}
    </>
  );
}

export const ErrorBoundary = recordNotFound(handle.notFound);
