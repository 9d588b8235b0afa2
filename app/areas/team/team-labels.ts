import type { SelectionKind, TeamMemberStatus } from "~domain/team";
import type { WorkerType } from "~/platform/operations.generated";
import type { FullKey, PageT } from "~/platform/i18n/keys";

// The team lists' words for their values, shared by the pages and their CSV exports.

/** Part 1 §4: contract_ready is shown as available. */
export const STATUS_LABELS: Record<TeamMemberStatus, FullKey<"team">> = {
  awaiting_registration: "team:status.awaiting_registration",
  contract_ready: "team:status.contract_ready",
  missing_information: "team:status.missing_information",
  expired_information: "team:status.expired_information",
};

/** Part 1 §2.4: the worker type shows as bediende or arbeider. */
export const WORKER_TYPE_LABELS: Record<WorkerType, FullKey<"team">> = {
  clerk: "team:workerType.clerk",
  worker: "team:workerType.worker",
};

export const KIND_LABELS: Record<SelectionKind, FullKey<"team">> = {
  interim: "team:selectionTeam.kinds.interim",
  construct: "team:selectionTeam.kinds.construct",
};

/** With sub-pages, each names its line of work. */
export function selectionTeamTitle({ kind, kinds }: { kind: SelectionKind; kinds: readonly SelectionKind[] }, t: PageT) {
  return kinds.length > 0 ? t("team:selectionTeam.titleOfKind", { kind: t(KIND_LABELS[kind]) }) : t("team:selectionTeam.title");
}
