import type { ReactNode } from "react";
import { useTranslation } from "~/platform/i18n/use-translation";
import { SelfFrame } from "~/areas/employees/page-parts";
import * as styles from "./identity.css";

export type Frame = { kind: "employer" | "self"; name: string; shell: { userName: string } | null };

/**
 * Around every page of the identity flows: an employer's pages sit in the signed-in shell already;
 * the employee's own have the bar with their name and a main landmark, as /my-profile has.
 */
export function IdentityFrame({ shell, children }: { shell: Frame["shell"]; children: ReactNode }) {
  if (!shell) return children;
  return <SelfFrame name={shell.userName}>{children}</SelfFrame>;
}

/** The page's h1, with whose identity it is above it. */
export function IdentityHeading({ frame, children }: { frame: Pick<Frame, "kind" | "name">; children: ReactNode }) {
  const { t } = useTranslation(["identity"]);
  return (
    <>
      <span className={styles.caption}>{frame.kind === "employer" ? t("heading.employer", { name: frame.name }) : t("heading.self")}</span>
      <h1>{children}</h1>
    </>
  );
}
