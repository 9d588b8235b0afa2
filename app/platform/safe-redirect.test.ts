import fc from "fast-check";
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
    ["a tab that browsers drop", "/\t/evil.example/x"],
    ["a tab inside the slashes", "/\t\t/evil.example"],
    ["a line break", "/\r\nSet-Cookie: a=b"],
    ["a line feed alone", "/dashboard\nx"],
    ["a NUL", "/dashboard\u0000"],
    ["a DEL", "/dashboard\u007f"],
    ["a C1 control", "/dashboard\u0085"],
    ["an encoded tab", "/%09/evil.example/x"],
    ["an encoded line break", "/%0d%0aSet-Cookie:%20a=b"],
    ["an encoded NUL", "/dashboard%00"],
    ["an encoded control in the query", "/dashboard?q=%0a"],
    ["encoded slashes", "/%2F/evil.example"],
    ["an encoded second slash", "/%2fevil.example"],
    ["an encoded backslash", "/%5Cevil.example"],
    ["an encoded backslash later on", "/a/%5c%5cevil.example"],
    ["dot segments that resolve to //", "/..//evil.example"],
    ["encoded dot segments that resolve to //", "/%2e%2e//evil.example"],
    ["a malformed escape", "/%E0%A4%A"],
    ["userinfo", "//user:pass@evil.example/x"],
    ["userinfo with a backslash", "/\\user@evil.example"],
    ["another port", "//localhost:8080/x"],
    ["a scheme with a host", "http://portal.invalid/dashboard"],
    ["a scheme with three slashes", "https:///evil.example"],
    ["a data: URL", "data:text/html,<script>alert(1)</script>"],
    ["an upper-case javascript: URL", "JavaScript:alert(1)"],
    ["a javascript: URL behind a tab", "java\tscript:alert(1)"],
    ["a javascript: URL behind a leading space", " javascript:alert(1)"],
    ["a leading space before //", " //evil.example"],
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

  it.each([
    ["a character above Latin-1", "/%E2%82%AC", "/%E2%82%AC"],
    ["a raw character above Latin-1", "/\u20ac", "/%E2%82%AC"],
    ["a raw accented query", "/team?search=Andr\u00e9", "/team?search=Andr%C3%A9"],
    ["a space and quotes", '/team?search=a b"', "/team?search=a%20b%22"],
    ["a path that only mentions javascript:", "/javascript:alert(1)", "/javascript:alert(1)"],
    ["dot segments that stay on the site", "/a/../dashboard", "/dashboard"],
  ])("gives %s as a valid Location", (_case, to, location) => {
    expect(safeRedirect(to, "/fallback")).toBe(location);
    expect(() => new Headers({ Location: location })).not.toThrow();
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

  it("returns a submission to its form's page, where the form comes back with what was typed", () => {
    expect(at("/settings/add-cost-place", { method: "POST" })).toBe("/login?redirectTo=%2Fsettings%2Fadd-cost-place");
    expect(at("/positions/add-position/general?return=check", { method: "POST" })).toBe(
      "/login?redirectTo=%2Fpositions%2Fadd-position%2Fgeneral%3Freturn%3Dcheck",
    );
  });

  it("leaves the router's data address, ?_routes and empty ?index out of the way back", () => {
    expect(at("/team.data?index&_routes=routes%2F_app.team._index", { method: "POST" })).toBe("/login?redirectTo=%2Fteam");
    expect(at("/settings/profile.data?_routes=routes%2F_app.settings.profile&tab=1", { method: "POST" })).toBe(
      "/login?redirectTo=%2Fsettings%2Fprofile%3Ftab%3D1",
    );
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

describe("safeRedirect on any input", () => {
  // Pieces of the usual bypasses, so that random strings come near them often.
  const piece = fc.constantFrom(
    "/",
    "\\",
    "%2f",
    "%5c",
    "%09",
    "%0d%0a",
    "%00",
    ".",
    "..",
    "@",
    ":",
    "?",
    "#",
    "evil.example",
    "\t",
    "\r\n",
    "\u0000",
    "€",
    "%E2%82%AC",
    "%",
  );
  const target = fc.array(fc.oneof(piece, fc.string(), fc.string({ unit: "binary" })), { maxLength: 8 }).map((pieces) => pieces.join(""));

  it("never throws, and gives the fallback or a path that stays on the site and is a valid Location", () => {
    fc.assert(
      fc.property(target, (to) => {
        const location = safeRedirect(to, "/fallback");
        expect(location.startsWith("/") && !location.startsWith("//")).toBe(true);
        expect(new URL(location, "https://portal.example").origin).toBe("https://portal.example");
        expect(() => new Headers({ Location: location })).not.toThrow();
      }),
      { numRuns: 2000 },
    );
  });
});
