import type { SerializeFrom } from "~/platform/route-data";
import { Link, useActionData, useLoaderData, useRevalidator } from "react-router";
import { useEffect, useRef } from "react";
import { useTranslation } from "~/platform/i18n/use-translation";
import type { FormReply } from "~/forms/action.server";
import { WizardProgress } from "~/forms/wizard/wizard-parts";
import * as formStyles from "~/ui/forms.css";
import { DetailsForm } from "./details-form";
import { IdentityFrame, IdentityHeading } from "./identity-frame";
import type { loadVerification } from "./identity.server";

type Data = SerializeFrom<typeof loadVerification>;

/** How often a page waiting for the card looks again, in seconds. */
const READING_REFRESH_SECONDS = 2;

/**
 * With scripts, the page's data is asked again every few seconds while `active` (the card is being
 * read), instead of the whole page: no flash, and the focus stays where it is. The timer stops once
 * the reading is over, and never asks while an answer is still on its way.
 */
function useRevalidateWhile(active: boolean, seconds = READING_REFRESH_SECONDS) {
  const revalidator = useRevalidator();
  const latest = useRef(revalidator);
  latest.current = revalidator;
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => {
      if (latest.current.state === "idle") latest.current.revalidate();
    }, seconds * 1000);
    return () => clearInterval(timer);
  }, [active, seconds]);
}

/**
 * Step 2 at the verification's address (part 2 §4): "Reading your card…" while the API reads the back
 * (it never holds up this or any other page: the reading runs in the API, off its requests); then the
 * review of what was read, or the failed scan's two ways on. The status is a live region, so a
 * screen reader hears the reading end when scripts update the page.
 */
export function VerificationPage() {
  const { t } = useTranslation(["identity"]);
  const data = useLoaderData<Data>();
  const lastResult = useActionData<FormReply>();
  const reading = data.state === "reading";
  useRevalidateWhile(reading);
  const heading = reading ? t(data.kind === "employer" ? "reading.employer" : "reading.self") : data.state === "failed" ? t("failed.title") : t("review.title");
  return (
    <IdentityFrame shell={data.shell}>
      {/* Without scripts the page loads itself again while the card is read: a meta refresh inside
          noscript, which a browser running scripts never sees (it asks for the data instead). */}
      {reading ? (
        <noscript>
          <meta httpEquiv="refresh" content={String(READING_REFRESH_SECONDS)} />
        </noscript>
      ) : null}
      <IdentityHeading frame={data}>{heading}</IdentityHeading>
      <WizardProgress page={data.page} />
      {/* One live region for the whole wait: its words change when the reading ends. */}
      <p role="status" className={reading ? undefined : formStyles.hidden}>
        {reading ? t("reading.wait") : heading}
      </p>
      {data.state === "reading" ? (
        <>
          <p id="reading-progress">{t("reading.progress", data.progress)}</p>
          <progress aria-labelledby="reading-progress" max={data.progress.limit} value={data.progress.seconds} />
          <noscript>
            <p>
              <Link to=".">{t("reading.checkAgain")}</Link>
            </p>
          </noscript>
        </>
      ) : data.state === "failed" ? (
        <>
          <p>{t("failed.body")}</p>
          <div className={formStyles.actions}>
            <Link className={formStyles.button} to={data.uploadPath}>
              {t("failed.tryAgain")}
            </Link>
            <Link className={formStyles.secondaryButton} to={data.byHandPath}>
              {t("failed.byHand")}
            </Link>
          </div>
        </>
      ) : (
        <>
          <p>{t("review.intro")}</p>
          <DetailsForm
            id="review-identity"
            defaultValue={data.defaultValue}
            countries={data.countries}
            lastResult={lastResult}
            manual={t("review.manual")}
            submitLabel={t("review.confirm")}
            cancelTo={data.profilePath}
          />
          <p>
            <Link to={data.uploadPath}>{t("review.uploadAgain")}</Link>
          </p>
        </>
      )}
    </IdentityFrame>
  );
}
