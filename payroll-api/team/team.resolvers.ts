// The selected company's payroll team (part 1 §2.4, §3, §4): the list, one member, inviting an
// employee, archiving, restoring, deleting and resending the invitation. An id argument only ever
// names an employee through their membership of the caller's selected company.
import { mayResendInvitation } from "../../domain/team";
import { sendTeamInvitation } from "../auth/team-invitations";
import { statusOf } from "../auth/team-registration";
import { badInput } from "../core/errors";
import { asksForCount } from "../graphql/asks-for-count";
import type { Resolvers } from "../graphql/resolvers.generated";
import { requirePayrollTeam } from "./team-lists";
import { deleteTeamMember, inviteToPayrollTeam, memberOf, requireMember, setArchived, teamMember, teamMembers } from "./team";

export const teamResolvers: Resolvers = {
  Query: {
    teamMembers: (_parent, args, context, info) => teamMembers(context, args, asksForCount(info)),
    teamMember: (_parent, args, context) => teamMember(context, args),
  },
  Mutation: {
    inviteToPayrollTeam: (_parent, args, context) => inviteToPayrollTeam(context, args),
    archiveTeamMember: (_parent, { input }, context) => setArchived(context, input.employeeId, true),
    restoreTeamMember: (_parent, { input }, context) => setArchived(context, input.employeeId, false),
    deleteTeamMember: (_parent, args, context) => deleteTeamMember(context, args),
    resendTeamInvitation: async (_parent, { input }, context) => {
      const { companyId } = await requirePayrollTeam(context);
      const row = await requireMember(context, companyId, input.employeeId);
      if (!mayResendInvitation({ status: statusOf(row), archived: row.disabled })) throw badInput("NOT_AWAITING_REGISTRATION");
      await sendTeamInvitation(context, companyId, row.id);
      return memberOf(row);
    },
  },
};
