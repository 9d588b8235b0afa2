// The Schedule step's action, one for the contract wizard and the extension wizard (part 2 §2 screens 9
// and 10). The editor's buttons save the days as typed with their change and show the step again at
// what changed; Next checks each day's rules before the API checks the draft; Previous and Cancel are
// the kit's. All are plain form posts, so the step behaves the same with JavaScript on and off.
import { redirect } from "react-router";
import type { ContractSchedule } from "~domain/contract";
import { apiProblems } from "~/forms/api-problems";
import { formAction } from "~/forms/action.server";
import { intentOf, stepPath, type Wizard } from "~/forms/wizard/wizard";
import { stepAction } from "~/forms/wizard/wizard.server";
import { anchorAfterEdit, applyScheduleEdit, scheduleEditOf } from "./schedule-edits";
import { SCHEDULE_MESSAGES, ScheduleEditSchema, ScheduleFormSchema, scheduleFieldOf, scheduleStepSchema, type ScheduleForm } from "./schedule.schema";

type ScheduleStepOptions<Name extends string, Subject, Input extends ContractSchedule> = {
  request: Request;
  formData: FormData;
  wizard: Wizard<Name, Subject>;
  subject: Subject;
  step: Name;
  failed: string;
  cancel: () => Promise<string>;
  /** The step's form, whose days the editor's address fragments name. */
  formId: string;
  /** The API's code for a draft it refuses problem by problem. */
  refusedDraft: string;
  /** The step's answers as the draft's save takes them. */
  toInput: (form: ScheduleForm) => Input;
  /** The day the editor adds to an empty schedule. */
  firstDate: () => string;
  /** Saves the step in the draft, checked by the API (Next) or as typed. */
  save: (input: Input, check: boolean) => Promise<unknown>;
};

export async function scheduleStepAction<Name extends string, Subject, Input extends ContractSchedule>(options: ScheduleStepOptions<Name, Subject, Input>) {
  const { request, formData, wizard, subject, step, failed, formId, toInput, save } = options;
  const edit = scheduleEditOf(formData.get("intent"));
  if (edit) {
    return formAction({
      request,
      formData,
      schema: ScheduleEditSchema.transform(toInput),
      failed,
      save: async (schedule) => {
        const days = applyScheduleEdit(schedule.days, edit, options.firstDate());
        await save({ ...schedule, days }, false);
        return redirect(`${stepPath(wizard, subject, step)}#${anchorAfterEdit(formId, schedule.days, days)}`);
      },
    });
  }
  const checking = intentOf(formData) === "next";
  return stepAction({
    request,
    wizard,
    subject,
    step,
    failed,
    cancel: options.cancel,
    formData,
    schema: scheduleStepSchema(new Date()).transform(toInput),
    asTyped: ScheduleFormSchema.transform(toInput),
    save: (input) => save(input, checking),
    problems: apiProblems(options.refusedDraft, { "*": SCHEDULE_MESSAGES }, failed, { fieldOf: scheduleFieldOf, messageKeyOf: () => "*" }),
  });
}
