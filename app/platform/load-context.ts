import { createContext } from "react-router";

/** Nonce of this response's Content-Security-Policy, for the scripts the framework renders. */
export const cspNonceContext = createContext<string>();
/** The client's address, as far as the configured proxies can be trusted. */
export const clientIpContext = createContext<string>();
