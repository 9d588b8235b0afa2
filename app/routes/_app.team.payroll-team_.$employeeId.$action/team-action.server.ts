import type { TeamMemberAction } from "~domain/team";
import {
  ArchiveTeamMemberMutationDocument,
  DeleteTeamMemberMutationDocument,
  ResendTeamInvitationMutationDocument,
  RestoreTeamMemberMutationDocument,
} from "~/platform/operations.generated";
import { graphql } from "~/platform/payroll-api.server";
import type { Credentials } from "~/platform/session.server";

/** Each action's mutation, and the notice (the list's `done` parameter) it ends with. */
const MUTATIONS: Record<TeamMemberAction, { done: string; run: (employeeId: string, credentials: Credentials) => Promise<unknown> }> = {
  archive: {
    done: "archived",
    run: (employeeId, credentials) => graphql(ArchiveTeamMemberMutationDocument, { input: { employeeId } }, credentials),
  },
  delete: {
    done: "deleted",
    run: (employeeId, credentials) => graphql(DeleteTeamMemberMutationDocument, { input: { employeeId } }, credentials),
  },
  restore: {
    done: "restored",
    run: (employeeId, credentials) => graphql(RestoreTeamMemberMutationDocument, { input: { employeeId } }, credentials),
  },
  "resend-invitation": {
    done: "resent",
    run: (employeeId, credentials) => graphql(ResendTeamInvitationMutationDocument, { input: { employeeId } }, credentials),
  },
};

/** Runs the action on the member and answers the list's notice; ApiErrors pass through. */
export async function runTeamAction(action: TeamMemberAction, employeeId: string, credentials: Credentials): Promise<string> {
  await MUTATIONS[action].run(employeeId, credentials);
  return MUTATIONS[action].done;
}
