import { useEffect, useState } from "react";
import { useTranslation } from "~/platform/i18n/use-translation";
import * as forms from "./forms.css";
import * as styles from "./new-version-watcher.css";

const POLL_INTERVAL_MS = 60_000;

declare global {
  interface Window {
    __reactRouterManifest?: { version: string };
  }
}

/**
 * Part 1 §7: every 60 s the page asks whether a new build is live. It reloads by itself only when
 * no form holds unsaved input; otherwise a banner offers the reload, so nothing typed is lost.
 */
export function NewVersionWatcher() {
  const { t } = useTranslation();
  const [newVersion, setNewVersion] = useState(false);
  useEffect(() => {
    let unsavedInput = false;
    const markDirty = () => (unsavedInput = true);
    const markSaved = () => (unsavedInput = false);
    document.addEventListener("input", markDirty);
    document.addEventListener("submit", markSaved);
    const timer = window.setInterval(async () => {
      const current = window.__reactRouterManifest?.version;
      const live = await fetch("/version", { cache: "no-store" })
        .then((response) => (response.ok ? (response.json() as Promise<{ version: string }>) : null))
        .catch(() => null);
      if (!current || !live || live.version === current) return;
      if (unsavedInput) setNewVersion(true);
      else window.location.reload();
    }, POLL_INTERVAL_MS);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener("input", markDirty);
      document.removeEventListener("submit", markSaved);
    };
  }, []);
  if (!newVersion) return null;
  return (
    <div className={styles.versionBanner} role="status">
      <p>{t("newVersion.available")}</p>
      <button type="button" className={forms.button} onClick={() => window.location.reload()}>
        {t("newVersion.reload")}
      </button>
    </div>
  );
}
