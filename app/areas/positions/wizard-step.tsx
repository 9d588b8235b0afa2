import type { SerializeFrom } from "~/platform/route-data";
import type { FormReply } from "~/forms/action.server";
import type { loadPositionStep } from "./position-wizard.server";
import type { PositionStep } from "./position-wizard";

// What every step's page gets: its data and its last result.

export type WizardPageData = SerializeFrom<typeof loadPositionStep>;
export type WizardStepData<S extends PositionStep> = Extract<NonNullable<WizardPageData["wizard"]>, { step: S }>;
export type StepResult = FormReply | undefined;
