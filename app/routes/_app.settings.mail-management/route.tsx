import { redirect } from "react-router";

// The old address of the mail preferences (part 1 §2.3).
export const loader = () => redirect("/settings/email-settings");
