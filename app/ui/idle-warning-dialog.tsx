import { useEffect, useRef, useState } from "react";
import { useTranslation } from "~/platform/i18n/use-translation";
import * as forms from "./forms.css";

// GOV.UK's timeout warning: a modal dialog that takes the focus and is read out at once, with the
// minutes left, a button that keeps the session and a way to sign out. Escape keeps the session, as
// GOV.UK's does. Loaded only when the warning is due (app/ui/session-timeout.tsx).

const REFRESH_PATH = "/session/refresh";

type Props = {
  signOutAt: number;
  minutes: number;
  /** The dialog closed: the session was kept (true), or had ended and the user read so (false). */
  onDone: (stayed: boolean) => void;
};

/** The whole minutes left until `signOutAt`, counted down as the clock moves on; 0 once it has passed. */
function useMinutesLeft(signOutAt: number): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 10_000);
    return () => clearInterval(timer);
  }, []);
  return Math.max(0, Math.ceil((signOutAt - now) / 60_000));
}

export default function IdleWarningDialog({ signOutAt, minutes, onDone }: Props) {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const minutesLeft = useMinutesLeft(signOutAt);
  const [refused, setRefused] = useState(false);
  const ended = refused || minutesLeft === 0;

  useEffect(() => {
    const element = dialog.current!;
    const before = document.activeElement;
    element.showModal();
    heading.current!.focus();
    return () => {
      element.close();
      if (before instanceof HTMLElement) before.focus();
    };
  }, []);

  async function stay() {
    const answer = await fetch(REFRESH_PATH, { method: "POST", redirect: "manual" }).catch(() => null);
    if (answer?.status === 204) onDone(true);
    else setRefused(true);
  }

  return (
    <dialog
      ref={dialog}
      role="alertdialog"
      aria-labelledby="idle-warning-title"
      aria-describedby="idle-warning-text"
      onCancel={(event) => {
        event.preventDefault();
        if (ended) onDone(false);
        else void stay();
      }}
    >
      <h2 id="idle-warning-title" ref={heading} tabIndex={-1}>
        {ended ? t("sessionEnd.endedTitle") : t("sessionEnd.warningTitle")}
      </h2>
      <p id="idle-warning-text">{ended ? t("sessionEnd.endedBody", { minutes }) : t("sessionEnd.warningBody", { count: minutesLeft })}</p>
      {ended ? (
        <div className={forms.actions}>
          <button type="button" className={forms.button} onClick={() => onDone(false)}>
            {t("sessionEnd.close")}
          </button>
        </div>
      ) : (
        <form method="post" action="/logout" className={forms.actions}>
          <button type="button" className={forms.button} onClick={() => void stay()}>
            {t("sessionEnd.stay")}
          </button>
          <button type="submit" className={forms.linkButton}>
            {t("signOut")}
          </button>
        </form>
      )}
    </dialog>
  );
}
