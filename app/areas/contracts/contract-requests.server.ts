// The employer's requests on a payroll contract (part 2 §4, §5): delete a requested one, stop its
// extension, ask the back office to cancel it or some of its days, and report work obstruction. Each
// page opens only while the contract's status allows its action; else it leads back to the contract.
import { redirect, type LoaderFunctionArgs } from "react-router";
import { todayInBelgium } from "~domain/belgian-time";
import { contractPath, PAYROLL_CONTRACTS_PATH } from "~/areas/contracts/contract-pages";
import { shiftOf } from "~domain/contract-schedule";
import { reportableDays } from "~domain/work-obstruction";
import { apiProblems } from "~/forms/api-problems";
import { formAction } from "~/forms/action.server";
import { NoFieldsSchema } from "~/forms/no-fields";
import { graphql } from "~/platform/payroll-api.server";
import {
  CreateWorkObstructionMutationDocument,
  DeleteContractMutationDocument,
  RequestContractCancellationMutationDocument,
  RequestWorkdayCancellationMutationDocument,
  StopContractExtensionMutationDocument,
  type ContractAction,
} from "~/platform/operations.generated";
import { requireAccount } from "~/platform/user.server";
import { ContractCancellationSchema, OBSTRUCTION_PROBLEMS, workdayCancellationSchema, workObstructionSchema } from "./contract-requests.schema";
import { requireContract } from "./contracts.server";

// Only payroll contracts are the employer's to change; work obstruction is reported on any line.
const PAYROLL = ["payroll"] as const;
const EVERY_LINE = ["payroll", "interim", "construct"] as const;

/** The contract, when its status allows `action`; otherwise the user is led back to it. */
async function requireContractFor(request: Request, contractId: string, action: ContractAction) {
  const account = await requireAccount(request);
  const contract = await requireContract(request, account.credentials, contractId, action === "report_work_obstruction" ? EVERY_LINE : PAYROLL);
  if (!contract.actions.includes(action)) throw redirect(contractPath(contract));
  return { account, contract };
}

/** The loader of a request page that shows the contract alone. */
export const contractForRequest =
  (action: ContractAction) =>
  async ({ request, params }: LoaderFunctionArgs) => ({ contract: (await requireContractFor(request, params.contractId!, action)).contract });

const doneAt = (contract: { id: string; line: string }, done: string) => `${contractPath(contract)}?done=${done}`;

/** The days of a contract that have started, which a request can no longer change. */
const startedDays = (days: { date: string; start: string; end: string; breakMinutes: number }[], now = new Date()) =>
  days.filter((day) => shiftOf(day).startsAt <= now).map((day) => day.date);

/** What the workday cancellation page shows and checks. */
export async function loadWorkdayCancellation(request: Request, contractId: string) {
  const { contract } = await requireContractFor(request, contractId, "request_workday_cancellation");
  return { contract, started: startedDays(contract.days) };
}

/** What the work obstruction page offers: the contract's days among yesterday and today (Belgian). */
export async function loadWorkObstruction(request: Request, contractId: string) {
  const { contract } = await requireContractFor(request, contractId, "report_work_obstruction");
  const days = contract.days.filter((day) => reportableDays(todayInBelgium(new Date())).includes(day.date) && !day.obstruction);
  return { contract, days };
}

export async function deleteContract(request: Request, contractId: string) {
  const { account } = await requireContractFor(request, contractId, "delete");
  return formAction({
    request,
    schema: NoFieldsSchema,
    save: async () => {
      await graphql(DeleteContractMutationDocument, { input: { contractId } }, account.credentials);
      return redirect(`${PAYROLL_CONTRACTS_PATH}?deleted=1`);
    },
    refusals: { NOT_FOUND: { notFound: true }, CONTRACT_PROCESSED: { form: "contracts:delete.processed", status: 409 } },
    failed: "contracts:delete.failed",
  });
}

export async function stopExtension(request: Request, contractId: string) {
  const { account, contract } = await requireContractFor(request, contractId, "stop_extension");
  return formAction({
    request,
    schema: NoFieldsSchema,
    save: async () => {
      await graphql(StopContractExtensionMutationDocument, { input: { contractId } }, account.credentials);
      return redirect(doneAt(contract, "stopped"));
    },
    refusals: { NOT_FOUND: { notFound: true }, ACTION_NOT_ALLOWED: { redirect: contractPath(contract) } },
    failed: "contracts:stopExtension.failed",
  });
}

export async function requestContractCancellation(request: Request, contractId: string) {
  const { account, contract } = await requireContractFor(request, contractId, "request_contract_cancellation");
  return formAction({
    request,
    schema: ContractCancellationSchema,
    save: async ({ reason }) => {
      await graphql(RequestContractCancellationMutationDocument, { input: { contractId, reason } }, account.credentials);
      return redirect(doneAt(contract, "cancellation"));
    },
    refusals: { NOT_FOUND: { notFound: true }, ACTION_NOT_ALLOWED: { redirect: contractPath(contract) } },
    failed: "contracts:cancelContract.failed",
  });
}

export async function requestWorkdayCancellation(request: Request, contractId: string) {
  const { account, contract } = await requireContractFor(request, contractId, "request_workday_cancellation");
  const facts = { days: contract.days.map((day) => day.date), started: startedDays(contract.days), dayContractsAllowed: contract.dayContractsAllowed };
  return formAction({
    request,
    schema: workdayCancellationSchema(facts),
    save: async ({ keptDates }) => {
      await graphql(RequestWorkdayCancellationMutationDocument, { input: { contractId, keptDates } }, account.credentials);
      return redirect(doneAt(contract, "workdays"));
    },
    refusals: { NOT_FOUND: { notFound: true }, ACTION_NOT_ALLOWED: { redirect: contractPath(contract) } },
    failed: "contracts:cancelWorkdays.failed",
  });
}

export async function createWorkObstruction(request: Request, contractId: string) {
  const { account, contract } = await requireContractFor(request, contractId, "report_work_obstruction");
  const reportable = contract.days.filter((day) => reportableDays(todayInBelgium(new Date())).includes(day.date)).map((day) => day.date);
  return formAction({
    request,
    schema: workObstructionSchema(reportable),
    save: async (value) => {
      const input = {
        ...value,
        contractId,
        streetNumber: value.streetNumber || null,
        locationComment: value.locationComment || null,
        comment: value.comment || null,
      };
      await graphql(CreateWorkObstructionMutationDocument, { input }, account.credentials);
      return redirect(doneAt(contract, "obstruction"));
    },
    refusals: { NOT_FOUND: { notFound: true }, ACTION_NOT_ALLOWED: { redirect: contractPath(contract) } },
    failed: "contracts:obstruction.errors.failed",
    problems: apiProblems("OBSTRUCTION_INVALID", OBSTRUCTION_PROBLEMS, "contracts:obstruction.errors.failed"),
  });
}
