import { useTranslation } from "react-i18next";
import type { SelectionKind } from "~domain/team";
import type { FullKey, PageT } from "~/platform/i18n/keys";
import { Tabs } from "~/ui/tabs";

const KIND_LABELS: Record<SelectionKind, FullKey<"contracts">> = {
  interim: "contracts:kinds.interim",
  construct: "contracts:kinds.construct",
};

const TITLES = {
  list: { one: "contracts:list.selectionTitle", ofKind: "contracts:list.selectionTitleOfKind" },
  extensions: { one: "contracts:extensions.selectionTitle", ofKind: "contracts:extensions.selectionTitleOfKind" },
} as const;

/** With both lines of work, each sub-page names its line. */
export function selectionTitle(page: keyof typeof TITLES, { kind, kinds }: { kind: SelectionKind; kinds: readonly SelectionKind[] }, t: PageT) {
  return kinds.length > 0 ? t(TITLES[page].ofKind, { kind: t(KIND_LABELS[kind]) }) : t(TITLES[page].one);
}

/** The interim and construct sub-pages, when the user validates the hours of both. */
export function SelectionKindTabs({ base, kinds }: { base: string; kinds: readonly SelectionKind[] }) {
  const { t } = useTranslation(["contracts"]);
  if (kinds.length === 0) return null;
  return <Tabs label={t("kinds.label")} links={kinds.map((kind) => ({ to: `${base}/${kind}`, label: t(KIND_LABELS[kind]) }))} />;
}
