// compose.yaml's load balancer without Docker: Debian's nginx in front of portal processes, with the
// proxying of deploy/nginx-portal-proxy.conf and a configuration of its own in a temporary folder
// (its pid and temporary files there, its errors on stderr, in the foreground), so that it runs as any
// user. The two-portal process test runs it; so does the low-end bench, over TLS and HTTP/2 besides.
import { spawnSync } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { freePort, startProcess, type Server } from "./processes";

const NGINX = "/usr/sbin/nginx";
const PORTAL_PROXY = fileURLToPath(new URL("../../deploy/nginx-portal-proxy.conf", import.meta.url));

/** Whether Debian's nginx is installed (apt-get install -y nginx; .ci/run installs it). */
export const nginxInstalled = existsSync(NGINX);

/** What nginx passes requests to: a portal's address. */
type Upstream = Pick<Server, "url">;

function configuration(folder: string, port: number, portals: Upstream[], securePort: number | undefined): string {
  const servers = portals.map((portal) => `    server ${new URL(portal.url).host};`).join("\n");
  const temporary = ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map((kind) => `  ${kind}_temp_path ${folder}/${kind};`).join("\n");
  return `daemon off;
worker_processes 1;
pid ${folder}/nginx.pid;
error_log stderr warn;
events { worker_connections 64; }
http {
  access_log off;
${temporary}
  limit_conn_zone $binary_remote_addr zone=per_client:1m;
  upstream portals {
${servers}
    keepalive 8;
  }
  server {
    listen 127.0.0.1:${port};
${securePort === undefined ? "" : `    listen 127.0.0.1:${securePort} ssl http2;\n    ssl_certificate ${folder}/cert.pem;\n    ssl_certificate_key ${folder}/key.pem;\n`}    # Which portal answered, for the test alone: the shipped configuration does not say.
    add_header X-Upstream $upstream_addr always;
    include ${PORTAL_PROXY};
  }
}
`;
}

/** nginx balancing `portals` (round robin, one worker), on a free port, until /healthz answers through it. */
export const startBalancer = (portals: Upstream[]): Promise<Server> => start(portals, undefined);

/**
 * The same, also over TLS and HTTP/2 at `secureUrl`, with a self-signed certificate (a browser must be
 * told to accept it): what a production balancer offers browsers.
 */
export async function startHttp2Balancer(portals: Upstream[]): Promise<Server & { secureUrl: string }> {
  const securePort = await freePort();
  return { ...(await start(portals, securePort)), secureUrl: `https://localhost:${securePort}` };
}

async function start(portals: Upstream[], securePort: number | undefined): Promise<Server> {
  const folder = mkdtempSync(path.join(tmpdir(), "balancer-"));
  // Run by root, nginx's worker is another user, which must reach its temporary folders.
  chmodSync(folder, 0o755);
  const port = await freePort();
  const config = path.join(folder, "nginx.conf");
  writeFileSync(config, configuration(folder, port, portals, securePort));
  let nginx: Server;
  try {
    if (securePort !== undefined) makeCertificate(folder);
    nginx = await startProcess("nginx", [NGINX, "-p", folder, "-c", config, "-e", "stderr"], port, {}, 10_000);
  } catch (error) {
    rmSync(folder, { recursive: true, force: true });
    throw error;
  }
  return {
    ...nginx,
    async stop() {
      await nginx.stop();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

function makeCertificate(folder: string) {
  const made = spawnSync(
    "openssl",
    ["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1", "-subj", "/CN=localhost", "-keyout", `${folder}/key.pem`, "-out", `${folder}/cert.pem`],
    { stdio: "ignore" },
  );
  if (made.status !== 0) throw new Error("openssl could not make a certificate");
}
