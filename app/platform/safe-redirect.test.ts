import { loginPathFor, safeRedirect } from "./safe-redirect";

describe("safeRedirect", () => {
  it.each([
    ["a protocol-relative URL", "//evil.com"],
    ["an absolute URL", "https://evil.com"],
    ["an absolute URL without a scheme's slashes", "https:evil.com"],
    ["a backslash trick", "/\\evil.com"],
    ["backslashes only", "\\\\evil.com"],
    ["a backslash later in the path", "/dashboard\\..\\\\evil.com"],
    ["a javascript: URL", "javascript:alert(1)"],
    ["a relative path", "dashboard"],
    ["an empty string", ""],
  ])("refuses %s", (_case, to) => {
    expect(safeRedirect(to)).toBe("/");
  });

  it.each([
    ["null", null],
    ["undefined", undefined],
    ["a File", new File(["x"], "dashboard")],
  ])("refuses %s", (_case, to) => {
    expect(safeRedirect(to)).toBe("/");
  });

  it("refuses non-strings whatever they claim", () => {
    // Values a caller might pass by mistake from untyped data.
    expect(safeRedirect(42 as unknown as string)).toBe("/");
    expect(safeRedirect({ toString: () => "/dashboard" } as unknown as string)).toBe("/");
    expect(safeRedirect(["/dashboard"] as unknown as string)).toBe("/");
  });

  it("returns the given fallback when it refuses", () => {
    expect(safeRedirect("//evil.com", "/login")).toBe("/login");
    expect(safeRedirect(null, "/dashboard")).toBe("/dashboard");
  });

  it.each(["/", "/dashboard", "/dashboard?x=1", "/my-profile#details", "/a/b/c?redirectTo=%2F%2Fevil.com"])("accepts %s", (to) => {
    expect(safeRedirect(to, "/fallback")).toBe(to);
  });
});

describe("loginPathFor", () => {
  const at = (path: string, init?: RequestInit) => loginPathFor(new Request(`http://localhost:3000${path}`, init));

  it("gives plain /login for the home page", () => {
    expect(at("/")).toBe("/login");
  });

  it("gives plain /login for the home page with a query", () => {
    expect(at("/?lng=nl")).toBe("/login");
  });

  it("gives plain /login for a POST, which cannot be replayed by a redirect", () => {
    expect(at("/dashboard?a=1", { method: "POST" })).toBe("/login");
  });

  it("keeps where a GET was going", () => {
    expect(at("/dashboard?a=1")).toBe("/login?redirectTo=%2Fdashboard%3Fa%3D1");
  });

  it("keeps a path without a query", () => {
    expect(at("/my-profile")).toBe("/login?redirectTo=%2Fmy-profile");
  });

  it("gives a redirectTo that safeRedirect accepts after decoding", () => {
    const path = at("/dashboard?a=1&b=two words");
    const redirectTo = new URL(path, "http://localhost:3000").searchParams.get("redirectTo");
    expect(redirectTo).toBe("/dashboard?a=1&b=two%20words");
    expect(safeRedirect(redirectTo)).toBe(redirectTo);
  });

  it("never keeps a protocol-relative path", () => {
    // The pathname here is "//evil.com/x": sent back as a Location it would leave the site.
    expect(loginPathFor(new Request("http://localhost:3000//evil.com/x"))).toBe("/login?redirectTo=%2F");
  });
});
