import { type ActionFunctionArgs, type LoaderFunctionArgs } from "react-router";
import { Link, useActionData, useLoaderData } from "react-router";
import { useTranslation } from "~/platform/i18n/use-translation";
import { recordNotFound } from "~/ui/record-not-found";
import { FillSheetForm, formValuesOf, PositionCaption, POSITION_NOT_FOUND, UploadSheetForm } from "~/areas/work-post-sheets/work-post-sheet-forms";
import type { PageHandle } from "~/platform/i18n/page-handle";
import { requireAccount } from "~/platform/user.server";
import { requirePosition, saveWorkPostSheet } from "~/areas/work-post-sheets/work-post-sheets.server";
import { workPostSheetPaths } from "~/areas/work-post-sheets/work-post-sheet-paths";
import { pageUrlOf } from "~/platform/page-url";
import { PrimaryAction } from "~/ui/primary-action";

export const handle = {
  i18n: ["workPostSheets", "positions"],
  title: "workPostSheets:edit.title",
  notFound: POSITION_NOT_FOUND,
} satisfies PageHandle;

/**
 * Changes a position's sheet: the filled sheet, or a new PDF in place of the uploaded one; either may
 * replace the other (?choice=fill|upload). Without a sheet there is nothing to change yet (part 2 §5),
 * and the page says so and leads to the add page.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { credentials } = await requireAccount(request);
  const position = await requirePosition(request, credentials, params.positionId ?? "");
  const sheet = position.workPostSheet;
  const choice = pageUrlOf(request).searchParams.get("choice");
  const step = !sheet ? "missing" : choice === "fill" || choice === "upload" ? choice : sheet.kind === "uploaded" ? "upload" : "fill";
  return { position: { id: position.id, name: position.name }, sheet, step };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { credentials } = await requireAccount(request);
  return saveWorkPostSheet(request, credentials, params.positionId ?? "", "update");
}

export default function EditWorkPostSheetPage() {
  const { t } = useTranslation("workPostSheets");
  const { position, sheet, step } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const paths = workPostSheetPaths(position.id);
  const switchTo = (choice: "fill" | "upload", label: string) => (
    <p>
      <Link to={`${paths.edit}?choice=${choice}`}>{label}</Link>
    </p>
  );
  return (
    <>
      <p>
        <Link to={sheet ? paths.view : paths.position}>{t("back")}</Link>
      </p>
      <PositionCaption name={position.name} />
      <h1>{t("edit.title")}</h1>
      {step === "missing" ? (
        <>
          <p>{t("edit.missing")}</p>
          <PrimaryAction to={paths.add}>{t("edit.addFirst")}</PrimaryAction>
        </>
      ) : null}
      {step === "upload" && sheet ? (
        <>
          {sheet.kind === "uploaded" ? <p>{t("edit.currentFile", { fileName: sheet.fileName })}</p> : <p>{t("edit.replacesSheet")}</p>}
          {switchTo("fill", t("edit.fillInstead"))}
          <UploadSheetForm lastResult={actionData} submitLabel={t("upload.submit")} />
        </>
      ) : null}
      {step === "fill" && sheet ? (
        <>
          {sheet.kind === "uploaded" ? <p>{t("edit.replacesFile")}</p> : null}
          {switchTo("upload", t("edit.uploadInstead"))}
          <FillSheetForm lastResult={actionData} defaultValue={sheet.kind === "filled" ? formValuesOf(sheet) : undefined} cancelTo={paths.view} />
        </>
      ) : null}
    </>
  );
}

export const ErrorBoundary = recordNotFound(handle.notFound);
