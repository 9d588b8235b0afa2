import type { SerializeFrom } from "~/platform/route-data";
import { Link, useActionData, useLoaderData } from "react-router";
import { useTranslation } from "~/platform/i18n/use-translation";
import type { FormReply } from "~/forms/action.server";
import { WizardProgress } from "~/forms/wizard/wizard-parts";
import { DetailsForm } from "./details-form";
import { IdentityFrame, IdentityHeading } from "./identity-frame";
import type { loadByHand } from "./identity.server";

/**
 * Step 2 without a scan that could be read (part 2 §4: the scan failed, or the user chose to): the
 * details form, starting from what the employee's record holds, sent without a verification, so the
 * back office verifies the identity by hand.
 */
export function ByHandPage() {
  const { t } = useTranslation(["identity"]);
  const data = useLoaderData<SerializeFrom<typeof loadByHand>>();
  return (
    <IdentityFrame shell={data.shell}>
      <IdentityHeading frame={data}>{t("byHand.title")}</IdentityHeading>
      <WizardProgress page={data.page} />
      <p>{t("byHand.intro")}</p>
      <DetailsForm
        id="identity-by-hand"
        defaultValue={data.defaultValue}
        countries={data.countries}
        lastResult={useActionData<FormReply>()}
        manual={t("byHand.manual")}
        submitLabel={t("byHand.save")}
        cancelTo={data.profilePath}
      />
      <p>
        <Link to={data.uploadPath}>{t("review.uploadAgain")}</Link>
      </p>
    </IdentityFrame>
  );
}
