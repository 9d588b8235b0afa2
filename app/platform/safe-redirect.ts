/** Only a path on this site: never another origin, a protocol-relative URL or a backslash trick. */
export function safeRedirect(to: FormDataEntryValue | string | null | undefined, fallback = "/"): string {
  if (typeof to !== "string" || !to.startsWith("/") || to.startsWith("//") || to.includes("\\")) return fallback;
  return to;
}

export const PUBLIC_PATHS = ["/login", "/registration", "/forgot-password", "/reset-password", "/set-your-password"];

/** /login, keeping where the user was going when it is worth returning to. */
export function loginPathFor(request: Request): string {
  const url = new URL(request.url);
  const here = `${url.pathname}${url.search}`;
  if (url.pathname === "/" || request.method !== "GET") return "/login";
  return `/login?${new URLSearchParams({ redirectTo: safeRedirect(here) })}`;
}
