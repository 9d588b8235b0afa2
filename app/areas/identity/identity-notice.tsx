import { useSearchParams } from "react-router";
import { useTranslation } from "~/platform/i18n/use-translation";
import type { FullKey } from "~/platform/i18n/keys";
import { Notice } from "~/ui/notice";
import { doneNoticeOf, type DoneNotice as Done } from "./subject";

const NOTICES: Record<Done, FullKey<"identity">> = {
  "identity-verified": "identity:notices.identityVerified",
  "identity-manual": "identity:notices.identityManual",
  "permit-added": "identity:notices.permitAdded",
  "agreements-signed": "identity:notices.agreementsSigned",
};

/** What a finished flow says (its `done` parameter). */
export function DoneNotice({ done }: { done: Done }) {
  const { t } = useTranslation(["identity"]);
  return <Notice>{t(NOTICES[done])}</Notice>;
}

/**
 * For the profile pages the flows return to (/employee/{id}/view-employee-profile, /my-profile): the
 * notice of the flow just finished, read from the address (?done=identity-verified, identity-manual,
 * permit-added, agreements-signed). A page that shows it declares the "identity" namespace.
 */
export function IdentityDoneNotice() {
  const [searchParams] = useSearchParams();
  const done = doneNoticeOf(searchParams);
  return done ? <DoneNotice done={done} /> : null;
}
