import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "react-router";
import { Link, useActionData, useLoaderData } from "react-router";
import { useTranslation } from "~/platform/i18n/use-translation";
import { Notice } from "~/ui/notice";
import { recordNotFound } from "~/ui/record-not-found";
import {
  FillSheetForm,
  formValuesOf,
  PositionCaption,
  POSITION_NOT_FOUND,
  SheetChoiceForm,
  UploadSheetForm,
} from "~/areas/work-post-sheets/work-post-sheet-forms";
import type { PageHandle } from "~/platform/i18n/page-handle";
import { requireAccount } from "~/platform/user.server";
import { addStepOf, requirePosition, saveWorkPostSheet } from "~/areas/work-post-sheets/work-post-sheets.server";
import { workPostSheetPaths } from "~/areas/work-post-sheets/work-post-sheet-paths";

export const handle = {
  i18n: ["workPostSheets", "positions"],
  title: "workPostSheets:add.title",
  notFound: POSITION_NOT_FOUND,
} satisfies PageHandle;

/**
 * A new work post sheet (part 2 §2 screen 4): first the company's own PDF or a new sheet, perhaps
 * copied from another position's; then the upload or the sheet. A position that has a sheet already
 * goes to the edit page.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { credentials } = await requireAccount(request);
  const positionId = params.positionId ?? "";
  const position = await requirePosition(request, credentials, positionId);
  if (position.workPostSheet) throw redirect(workPostSheetPaths(positionId).edit);
  return {
    position: { id: position.id, name: position.name, wpsRequired: position.wpsRequired },
    ...(await addStepOf(request, credentials, positionId)),
  };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { credentials } = await requireAccount(request);
  return saveWorkPostSheet(request, credentials, params.positionId ?? "", "create");
}

export default function AddWorkPostSheetPage() {
  const { t } = useTranslation("workPostSheets");
  const data = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { position } = data;
  const paths = workPostSheetPaths(position.id);
  return (
    <>
      <p>
        <Link to={data.step === "choice" ? paths.position : paths.add}>{t("back")}</Link>
      </p>
      <PositionCaption name={position.name} />
      <h1>{t("add.title")}</h1>
      {position.wpsRequired ? <p>{t("required")}</p> : null}
      {data.step === "choice" ? <SheetChoiceForm lastResult={data.result} defaultValue={data.defaultValue} sources={data.sources} /> : null}
      {data.step === "upload" ? <UploadSheetForm lastResult={actionData} submitLabel={t("upload.submit")} /> : null}
      {data.step === "fill" ? (
        <>
          {data.copy ? <Notice>{t("add.copied", { name: data.copy.positionName })}</Notice> : null}
          <FillSheetForm lastResult={actionData} defaultValue={data.copy ? formValuesOf(data.copy) : undefined} cancelTo={paths.position} />
        </>
      ) : null}
    </>
  );
}

export const ErrorBoundary = recordNotFound(handle.notFound);
