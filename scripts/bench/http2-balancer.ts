// compose.yaml's balancer as the low-end bench measures it: Debian's nginx over TLS with HTTP/2 in
// front of one portal, with the proxying of deploy/nginx-portal-proxy.conf, a self-signed certificate
// and a configuration of its own in a temporary folder.
import { spawn, spawnSync } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { get } from "node:https";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const NGINX = "/usr/sbin/nginx";
const PORTAL_PROXY = fileURLToPath(new URL("../../deploy/nginx-portal-proxy.conf", import.meta.url));

export const nginxInstalled = existsSync(NGINX);

function configuration(folder: string, port: number, portalHost: string): string {
  const temporary = ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map((kind) => `  ${kind}_temp_path ${folder}/${kind};`).join("\n");
  return `daemon off;
worker_processes 1;
pid ${folder}/nginx.pid;
error_log stderr warn;
events { worker_connections 256; }
http {
  access_log off;
${temporary}
  limit_conn_zone $binary_remote_addr zone=per_client:1m;
  upstream portals {
    server ${portalHost};
    keepalive 8;
  }
  server {
    listen 127.0.0.1:${port} ssl http2;
    ssl_certificate ${folder}/cert.pem;
    ssl_certificate_key ${folder}/key.pem;
    include ${PORTAL_PROXY};
  }
}
`;
}

const answersHealth = (base: string) =>
  new Promise<boolean>((resolve) => {
    get(`${base}/healthz`, { rejectUnauthorized: false }, (response) => {
      response.resume();
      resolve(response.statusCode === 200);
    }).on("error", () => resolve(false));
  });

/** nginx on `port` over TLS and HTTP/2, passing every request to the portal at `portalHost`. */
export async function startHttp2Balancer(port: number, portalHost: string): Promise<{ base: string; stop(): Promise<void> }> {
  const folder = mkdtempSync(path.join(tmpdir(), "bench-balancer-"));
  // Run by root, nginx's worker is another user, which must reach its temporary folders.
  chmodSync(folder, 0o755);
  const certificate = spawnSync(
    "openssl",
    ["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1", "-subj", "/CN=localhost", "-keyout", `${folder}/key.pem`, "-out", `${folder}/cert.pem`],
    { stdio: "ignore" },
  );
  if (certificate.status !== 0) throw new Error("openssl could not make a certificate");
  const config = path.join(folder, "nginx.conf");
  writeFileSync(config, configuration(folder, port, portalHost));
  const nginx = spawn(NGINX, ["-p", folder, "-c", config, "-e", "stderr"], { stdio: "ignore" });
  const base = `https://localhost:${port}`;
  const stop = async () => {
    nginx.kill("SIGTERM");
    await new Promise((resolve) => nginx.once("exit", resolve));
    rmSync(folder, { recursive: true, force: true });
  };
  for (let i = 0; i < 50; i++) {
    if (await answersHealth(base)) return { base, stop };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await stop();
  throw new Error("nginx did not start");
}
