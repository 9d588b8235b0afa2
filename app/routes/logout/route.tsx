import { redirect, type ActionFunctionArgs } from "react-router";
import { signOut } from "~/areas/auth/auth.server";

// Signing out changes state, so it is a POST; a GET (a prefetch, a crawler) does nothing.
export const loader = () => redirect("/");

export const action = ({ request }: ActionFunctionArgs) => signOut(request);
