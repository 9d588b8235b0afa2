import { CREATE_CONTRACT_PATH, editContractPath, extensionPath } from "~/areas/contracts/contract-pages";
import { defineWizard, type StepOf } from "~/forms/wizard/wizard";

// The contract wizard (part 2 §2 screen 9): General and Schedule, then the overview, from which the
// contract is requested. Its subject is the requested contract it edits, null for a new one
// (docs/decisions/0042). The extension wizard (screen 10): the new days, then its overview.
export const contractWizard = defineWizard<"general" | "schedule" | "overview", string | null>({
  kind: "contract",
  steps: [
    { name: "general", path: "", title: "contracts:wizard.steps.general" },
    { name: "schedule", path: "schedule", title: "contracts:wizard.steps.schedule" },
    { name: "overview", path: "overview", title: "contracts:wizard.steps.overview" },
  ],
  check: "overview",
  base: (contractId) => (contractId ? editContractPath(contractId) : CREATE_CONTRACT_PATH),
});
export type ContractStep = StepOf<typeof contractWizard>;

export const extensionWizard = defineWizard({
  kind: "extension",
  steps: [
    { name: "schedule", path: "", title: "contracts:wizard.steps.schedule" },
    { name: "overview", path: "overview", title: "contracts:wizard.steps.overview" },
  ],
  check: "overview",
  base: extensionPath,
});

/** Whether no problem of the API concerns a step (its fields start with the step's name). */
export const stepIsClear = (problems: { field: string }[], step: string) =>
  !problems.some((problem) => problem.field === step || problem.field.startsWith(`${step}.`));

/** The General step's form, whose added employees the address fragments name. */
export const GENERAL_FORM_ID = "contract-general";

/** The Schedule steps' forms, whose days the editor's address fragments name. */
export const SCHEDULE_FORM_IDS = { contract: "contract-schedule", extension: "extension-schedule" } as const;
