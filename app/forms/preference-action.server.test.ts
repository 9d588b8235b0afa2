import { z } from "zod";
import { preferenceAction } from "./preference-action.server";

const account = { user: { email: "clerk@example.com" } };
vi.mock("~/platform/user.server", () => ({ requireAccount: () => Promise.resolve(account) }));

const post = (fields: Record<string, string>) =>
  new Request("http://portal.test/preferences/x", {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
  });

describe("preferenceAction", () => {
  const schema = z.object({ sidePanel: z.enum(["collapsed", "expanded"]) });
  const apply = vi.fn(async ({ sidePanel }: z.infer<typeof schema>) => ({ "Set-Cookie": `side-panel=${sidePanel}` }));
  beforeEach(() => {
    apply.mockClear();
  });

  it("saves a choice its schema accepts, with the account, and goes back to the page of the form", async () => {
    const answer = await preferenceAction(post({ sidePanel: "collapsed", redirectTo: "/team?page=2" }), { schema, apply });
    expect(apply).toHaveBeenCalledWith({ sidePanel: "collapsed" }, account);
    expect(answer.status).toBe(302);
    expect(answer.headers.get("Location")).toBe("/team?page=2");
    expect(answer.headers.get("Set-Cookie")).toBe("side-panel=collapsed");
  });

  it("changes nothing for a value outside its schema, and still goes back", async () => {
    const answer = await preferenceAction(post({ sidePanel: "sideways", redirectTo: "/team" }), { schema, apply });
    expect(apply).not.toHaveBeenCalled();
    expect(answer.headers.get("Location")).toBe("/team");
    expect(answer.headers.get("Set-Cookie")).toBeNull();
  });

  it("goes back only within the site, or where it is told", async () => {
    expect((await preferenceAction(post({ sidePanel: "expanded", redirectTo: "//evil.example" }), { schema, apply })).headers.get("Location")).toBe("/");
    expect((await preferenceAction(post({ sidePanel: "expanded", redirectTo: "/team" }), { schema, apply, back: "/" })).headers.get("Location")).toBe("/");
  });
});
