import { useTranslation } from "~/platform/i18n/use-translation";
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

/**
 * Whether the user may extend a line's contracts, and why not (part 2 §6): without extending_contracts
 * next to hours_validation in that line's permissions its lists stay read-only, and say so.
 */
export function ExtensionPermissionNote({ kind, mayExtend }: { kind: SelectionKind; mayExtend: boolean }) {
  const { t } = useTranslation(["contracts"]);
  if (mayExtend) return null;
  return <p>{t("extensions.readOnly", { kind: t(KIND_LABELS[kind]).toLocaleLowerCase() })}</p>;
}
