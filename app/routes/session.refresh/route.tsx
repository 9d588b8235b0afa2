import { redirect, type ActionFunctionArgs } from "react-router";
import { refreshSession } from "~/areas/auth/auth.server";

// The idle warning's "Stay signed in": no page, 204 while the session lives, 401 once it has ended.

export const loader = () => redirect("/");

export const action = ({ request }: ActionFunctionArgs) => refreshSession(request);
