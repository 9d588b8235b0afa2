import "@remix-run/node";

declare module "@remix-run/node" {
  interface AppLoadContext {
    /** Nonce of this response's Content-Security-Policy, for the scripts Remix renders. */
    cspNonce: string;
    /** The client's address, as far as the configured proxies can be trusted. */
    clientIp: string;
  }
}
