import type { SerializeFrom } from "~/platform/route-data";
import { useActionData, useLoaderData } from "react-router";
import { useTranslation } from "~/platform/i18n/use-translation";
import type { FormReply } from "~/forms/action.server";
import { useServerValidatedForm } from "~/forms/use-form";
import { Confirmation } from "~/ui/confirmation";
import { ErrorSummary } from "~/ui/forms";
import { IdentityFrame } from "./identity-frame";
import type { loadStart } from "./identity.server";
import * as styles from "./identity.css";

/**
 * Starting again over saved identity data (part 2 §4: editing identity data needs a new
 * verification): the page asks first. Continue is a post that leads to the upload; Cancel is a link
 * back to the profile. Nothing changes until the new verification is finished.
 */
export function StartPage() {
  const { t } = useTranslation(["identity"]);
  const data = useLoaderData<SerializeFrom<typeof loadStart>>();
  const [form] = useServerValidatedForm({ id: "start-verification", lastResult: useActionData<FormReply>() });
  return (
    <IdentityFrame shell={data.shell}>
      <ErrorSummary form={form} fields={[]} />
      <span className={styles.caption}>{data.kind === "employer" ? t("heading.employer", { name: data.name }) : t("heading.self")}</span>
      <Confirmation title={t("start.title")} confirmLabel={t("start.continue")} cancelLabel={t("cancel")} cancelTo={data.profilePath}>
        <p>{t("start.question")}</p>
        <p>{t("start.consequence")}</p>
      </Confirmation>
    </IdentityFrame>
  );
}
