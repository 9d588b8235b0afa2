import { useTranslation } from "~/platform/i18n/use-translation";
import { formattersFor } from "./formatters";

export function useFormatters() {
  const { i18n } = useTranslation();
  return formattersFor(i18n.language);
}
