import { redirect } from "react-router";
import type { z } from "zod";
import { readFormData } from "~/platform/form-bodies.server";
import { safeRedirect } from "~/platform/safe-redirect";
import { requireAccount, type Account } from "~/platform/user.server";

// A preference or a switch (the language, the company, the side panel, the hours unit, a notice put
// away) is one button or one choice that no user typed, so it has no error to show: a value outside
// its schema changes nothing, and either way the user goes back to the page they were on.

/** Its address is only posted to: a GET goes home. */
export const preferenceLoader = () => redirect("/");

export async function preferenceAction<Schema extends z.ZodTypeAny>(
  request: Request,
  {
    schema,
    apply,
    back,
  }: {
    schema: Schema;
    /** Saves the choice: the cookies it sets, if any. */
    apply: (choice: z.infer<Schema>, account: Account) => Promise<Headers | HeadersInit | void>;
    /** Where the user goes after it; the form's redirectTo (a path of this site) unless told. */
    back?: string;
  },
) {
  const account = await requireAccount(request);
  const form = await readFormData(request);
  const to = back ?? safeRedirect(form.get("redirectTo"));
  const choice = schema.safeParse(Object.fromEntries(form));
  if (!choice.success) return redirect(to);
  return redirect(to, { headers: (await apply(choice.data, account)) ?? undefined });
}
