import { notFound } from "~/platform/api-calls.server";

/**
 * The contract wizard an address names (docs/decisions/0042): /contracts/create-contract/{step} creates
 * a contract, /contracts/edit-contract/{id}/{step} edits a requested one (no step: the first). One route
 * module answers both, so that the browser loads the wizard's JavaScript as one module. Any other
 * address under /contracts that no other page takes is the page's 404.
 */
export function contractWizardAddress(wizard: string | undefined, rest: string | undefined): { contractId: string | null; step: string | undefined } {
  const segments = (rest ?? "").split("/").filter(Boolean);
  const kind = wizard?.toLowerCase();
  if (kind === "create-contract" && segments.length <= 1) return { contractId: null, step: segments[0] };
  if (kind === "edit-contract" && segments.length >= 1 && segments.length <= 2) return { contractId: segments[0], step: segments[1] };
  throw notFound();
}
