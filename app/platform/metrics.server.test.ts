import { once } from "node:events";
import type { AddressInfo } from "node:net";
import { parseEnv } from "./env.server";
import { serveMetrics } from "./metrics.server";

// The metrics ask for no authentication: with only METRICS_PORT set, they are served on loopback alone.
describe("serveMetrics", () => {
  it("listens on 127.0.0.1 when only METRICS_PORT is set", async () => {
    const env = parseEnv({ METRICS_PORT: "65535" });
    const server = serveMetrics(0, env.METRICS_HOST);
    try {
      await once(server, "listening");
      const { address, port } = server.address() as AddressInfo;
      expect(address).toBe("127.0.0.1");
      const answer = await fetch(`http://127.0.0.1:${port}/metrics`);
      expect(answer.status).toBe(200);
      expect(await answer.text()).toContain("nodejs_eventloop_lag_seconds");
    } finally {
      server.close();
    }
  });
});
