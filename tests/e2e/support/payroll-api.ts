import { E2E_API_URL, DEMO_PASSWORD } from "./settings";

// The payroll API as a test's own client: signs in as a demo user and runs GraphQL as the portal does,
// for the records a test needs before its flow begins (a requested contract to edit).

type Graphql = <Data>(query: string, variables?: Record<string, unknown>) => Promise<Data>;

export async function apiAs(email: string): Promise<Graphql> {
  const signIn = await fetch(`${E2E_API_URL}/users/sign_in`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ user: { email, password: DEMO_PASSWORD } }),
  });
  if (!signIn.ok) throw new Error(`signing in as ${email} answered ${signIn.status}`);
  const { authentication_token: token } = (await signIn.json()) as { authentication_token: string };
  return async <Data>(query: string, variables: Record<string, unknown> = {}) => {
    const answer = await fetch(`${E2E_API_URL}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-user-email": email, "x-user-token": token },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await answer.json()) as { data: Data; errors?: { message: string; extensions?: unknown }[] };
    if (body.errors) throw new Error(JSON.stringify(body.errors));
    return body.data;
  };
}

type Day = { date: string; start: string; end: string; breakMinutes: number };

const SAVE = `mutation Save($input: SaveContractDraftInput!) { saveContractDraft(input: $input) {
  general { employeeId positionId committeeId costPlaceId onTheMove location { street streetNumber zip city country } siteAddress statute wageCents
    premiums { type value unit contributionValue distanceKm } } } }`;
type Saved = { saveContractDraft: { general: Record<string, unknown> } };

/**
 * Requests a contract as `email` (through that user's own new-contract draft, thrown away first): the
 * employee and position by name, the position's answers, a worker contract for a temporary increase of work.
 */
export async function requestContract(email: string, { employee, position, days }: { employee: string; position: string; days: Day[] }): Promise<string> {
  const graphql = await apiAs(email);
  await graphql(`
    mutation {
      discardContractDraft {
        status
      }
    }
  `);
  const { positions } = await graphql<{ positions: { nodes: { id: string; name: string }[] } }>(
    `
      query P($search: String) {
        positions(search: $search, status: approved, pageSize: 100) {
          nodes {
            id
            name
          }
        }
      }
    `,
    { search: position },
  );
  const { contractCandidates } = await graphql<{ contractCandidates: { id: string; firstName: string; lastName: string }[] }>(`
    query {
      contractCandidates {
        id
        firstName
        lastName
      }
    }
  `);
  const employeeId = contractCandidates.find((candidate) => `${candidate.firstName} ${candidate.lastName}` === employee)!.id;
  const positionId = positions.nodes.find((node) => node.name === position)!.id;
  const filled = await graphql<Saved>(SAVE, { input: { general: { employeeId, positionId } } });
  const general = { ...filled.saveContractDraft.general, contractType: "worker", contractReason: "temporary_increase" };
  await graphql<Saved>(SAVE, { input: { general, schedule: { days } } });
  const { submitContractDraft } = await graphql<{ submitContractDraft: { id: string } }>(`
    mutation {
      submitContractDraft {
        id
      }
    }
  `);
  return submitContractDraft.id;
}

const SAVE_POSITION = `mutation Save($input: SavePositionDraftInput!) { savePositionDraft(input: $input) { positionId } }`;
const SUBMIT_POSITION = `mutation Submit { submitPositionDraft(input: {}) { id } }`;
const DECIDE = `mutation Decide($input: BackOfficeDecisionInput!) { backOfficeDecide(input: $input) { status } }`;

/**
 * Adds positions to `email`'s company, each by that user's own position draft, and has the back office
 * approve them: a worker position of the brewery committee (118/01) at the company's address.
 */
export async function addApprovedPositions(email: string, names: string[]): Promise<void> {
  const [graphql, office] = await Promise.all([apiAs(email), apiAs("backoffice@example.com")]);
  const { functionCodes } = await graphql<{ functionCodes: { id: string; code: string }[] }>(`
    query {
      functionCodes {
        id
        code
      }
    }
  `);
  const functionCodeId = functionCodes.find((code) => code.code === "118/01")!.id;
  for (const name of names) {
    await graphql(`
      mutation {
        discardPositionDraft(input: {}) {
          status
        }
      }
    `);
    const general = {
      name,
      functionCodeId,
      noVatApplicable: false,
      description: "A position for the search",
      onTheMove: false,
      location: { street: "Brugsesteenweg", streetNumber: "301", zip: "8500", city: "Kortrijk", country: "BE" },
      wageCents: 1745,
      vivaldisOfficeCode: "GNT",
      studentsAllowed: false,
      isFlexi: false,
    };
    const safety = {
      workEquipmentRequired: false,
      workEquipmentRequiredConfirmation: false,
      vcaCertificationRequired: false,
      vcaCertificationRequiredConfirmation: false,
      certificateTypes: [],
    };
    await graphql(SAVE_POSITION, { input: { general, safety, premiums: { premiums: [], useEcoChequeComment: false } } });
    const { submitPositionDraft } = await graphql<{ submitPositionDraft: { id: string } }>(SUBMIT_POSITION);
    await office(DECIDE, { input: { subject: "position", id: submitPositionDraft.id, decision: "approve" } });
  }
}
