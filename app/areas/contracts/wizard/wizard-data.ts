import type { SerializeFrom } from "~/platform/route-data";
import type { FormReply } from "~/forms/action.server";
import type { loadContractStep } from "./contract-wizard.server";
import type { ContractStep } from "./contract-wizard";

// What every step's page of the contract wizard gets: its data and its last result.
export type ContractWizardData = SerializeFrom<typeof loadContractStep>;
export type ContractStepData<S extends ContractStep> = Extract<NonNullable<ContractWizardData["wizard"]>, { step: S }>;
export type StepResult = FormReply | undefined;
