/** The week's planning (issue 32). */
export const PLANNING_PATH = "/planning";
