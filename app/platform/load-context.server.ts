import type { Request as ExpressRequest, Response as ExpressResponse } from "express";
import { RouterContextProvider } from "react-router";
import { clientIpContext, cspNonceContext } from "./load-context";

/** What the loaders of one request know of it beyond the request: the nonce of its scripts and the client's address. */
export function loadContextOf(req: ExpressRequest, res: ExpressResponse): RouterContextProvider {
  return new RouterContextProvider(
    new Map([
      [cspNonceContext, res.locals.cspNonce as string],
      [clientIpContext, req.ip ?? "unknown"],
    ]),
  );
}
