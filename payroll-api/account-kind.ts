/**
 * The two kinds of account that sign in: a client company's user (table `users`) and an employee
 * (table `employees`). Below every folder that names it: the tokens, the limits and the caller.
 */
export type AccountKind = "user" | "employee";
