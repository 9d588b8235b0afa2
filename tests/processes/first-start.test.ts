// What a newcomer met running `npm start` (issue 44): a port already taken, and signing in from
// another computer over plain HTTP while the session cookie is `Secure`. Both portals here run without
// an embedded API (PAYROLL_API_URL names a port nobody serves): neither case reaches the API.
import { spawn } from "node:child_process";
import { once } from "node:events";
import { request, type IncomingMessage } from "node:http";
import { createServer } from "node:net";
import { fileURLToPath } from "node:url";
import { freePort, programOfBuild, startServer, type Server } from "./processes";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const NO_API = { PAYROLL_API_URL: "http://127.0.0.1:9", NODE_ENV: "production", SESSION_SECRET: "first-start-test-session-secret-long-enough" } as const;

/** The sign-in page's HTML as a browser at `host` (the address typed, which the page's URL is made of) gets it. */
async function signInPageAt(portal: Server, host: string, language: string): Promise<string> {
  const answer = request(`${portal.url}/login`, { headers: { host, "accept-language": language } }).end();
  const [response] = (await once(answer, "response")) as [IncomingMessage];
  expect(response.statusCode).toBe(200);
  let html = "";
  for await (const chunk of response) html += String(chunk);
  return html;
}

describe("the portal's first start", () => {
  it("says in one line that the port is taken, and stops", async () => {
    const holder = createServer();
    const port = await freePort();
    holder.listen(port);
    await once(holder, "listening");
    try {
      const ended = await new Promise<{ code: number | null; output: string }>((resolve) => {
        const child = spawn(process.execPath, [programOfBuild("portal")], {
          cwd: ROOT,
          env: { ...process.env, ...NO_API, PORT: String(port) },
          stdio: ["ignore", "pipe", "pipe"],
        });
        let output = "";
        child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
        child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
        child.once("exit", (code: number | null) => resolve({ code, output }));
      });
      expect(ended.code).toBe(1);
      const errors = ended.output.split("\n").filter((line) => line.trim() !== "" && !line.startsWith("{"));
      expect(errors).toEqual([`Port ${port} is already in use by another process: stop it, or start the portal with PORT set to a free port.`]);
      expect(ended.output).not.toMatch(/^\s+at /m);
    } finally {
      holder.close();
    }
  });

  describe("signing in over plain HTTP in production", () => {
    let portal: Server;
    beforeAll(async () => {
      portal = await startServer("a portal in production", "portal", await freePort(), NO_API);
    });
    afterAll(async () => {
      await portal?.stop();
    });

    it.each([
      ["en", "so your browser will not keep the sign-in"],
      ["nl", "Uw browser bewaart de aanmelding dan niet"],
      ["fr", "votre navigateur ne conservera pas la connexion"],
    ])("from a LAN address, the sign-in page says why it will not stick (%s)", async (language, words) => {
      expect(await signInPageAt(portal, "192.168.1.20:3000", language)).toContain(words);
    });

    it("from this computer, it says nothing of the kind", async () => {
      expect(await signInPageAt(portal, "localhost:3000", "en")).not.toContain("will not keep the sign-in");
    });
  });
});
