import type { LoaderFunctionArgs } from "react-router";
import { selectionTeamCsv } from "~/areas/team/team-export.server";

export const handle = { i18n: ["team", "exports"] };

/** /team/selection-team[/interim|/construct]/export.csv: a line's selection team as its page filters it, as a CSV file. */
export const loader = ({ request, params }: LoaderFunctionArgs) => selectionTeamCsv(request, params.kind);
