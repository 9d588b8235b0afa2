import type { SerializeFrom } from "@remix-run/node";
import type { FormReply } from "~/forms/action.server";
import type { loadPositionStep } from "~/services/position-wizard.server";
import type { PositionStep } from "~/utils/position-wizard";

// What every step's page gets: its data and its last result.

export type WizardPageData = SerializeFrom<typeof loadPositionStep>;
export type WizardStepData<S extends PositionStep> = Extract<NonNullable<WizardPageData["wizard"]>, { step: S }>;
export type StepResult = FormReply | undefined;
