// The page after a request for several employees (issue 46): each contract requested, with a link to it,
// and each employee the draft kept with why their contract was refused. The address names the contracts
// requested (employee.contract pairs); the refused employees are those the draft still holds.
import { loadFromApi } from "~/platform/api-calls.server";
import { graphql } from "~/platform/payroll-api.server";
import { RequestedContractsQueryDocument } from "~/platform/operations.generated";
import { pageUrlOf } from "~/platform/page-url";
import { requireAccountAnd } from "~/platform/user.server";
import { contractPath } from "~/areas/contracts/contract-pages";
import { employeeChecksOf, requestedOf } from "./employee-results.server";
import { contractWizard } from "./contract-wizard";
import { stepPath } from "~/forms/wizard/wizard";

export async function loadRequestedContracts(request: Request) {
  const { page } = await requireAccountAnd(request, (credentials) => loadFromApi(request, () => graphql(RequestedContractsQueryDocument, {}, credentials)));
  const draft = page.contractDraft;
  const names = new Map(draft.candidates.map((candidate) => [candidate.id, `${candidate.firstName} ${candidate.lastName}`]));
  const requested = requestedOf(pageUrlOf(request).searchParams).map(({ employeeId, contractId }) => ({
    name: names.get(employeeId) ?? employeeId,
    href: contractPath({ id: contractId, line: "payroll" }),
  }));
  return {
    requested,
    refused: employeeChecksOf(draft.employees, draft.schedule.days),
    // Where the refused employees are changed or removed; with one left, its problems are General's own.
    general: stepPath(contractWizard, null, "general"),
  };
}
