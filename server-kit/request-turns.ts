import { AsyncResource } from "node:async_hooks";
import type { RequestHandler } from "express";

/**
 * Requests start one per turn of the event loop, in the order they came (docs/decisions/0058).
 *
 * Node's server accepts one new connection per turn of its loop (libuv 1.45 and later), and a turn
 * handles every request that is ready. Under load a turn renders for every open connection, so a
 * browser that opens a connection then waits a turn per open connection before it is even accepted:
 * 0.5–1.4 s at 50 connections where the open ones had their answers in 0.3 s. Starting one request
 * per turn keeps each turn to one render, so a new connection waits its place in the line like
 * everyone else, and the server does the same work in the same time.
 *
 * A request whose client went away while it waited is not started: nobody would read the answer.
 */
export function oneRequestPerTurn(): RequestHandler {
  const waiting: { start: () => void; gone: () => boolean }[] = [];
  let startingNext = false;

  function startNext() {
    const request = waiting.shift();
    if (!request) {
      startingNext = false;
      return;
    }
    try {
      if (!request.gone()) request.start();
    } finally {
      // Queued from within this turn's check phase, it runs in the next turn, after the poll that
      // accepts a waiting connection; and the line goes on whatever the request before threw.
      setImmediate(startNext);
    }
  }

  return (req, _res, next) => {
    // In the request's own async context (its request scope), not that of the request before it.
    waiting.push({ start: AsyncResource.bind(() => next()), gone: () => req.socket.destroyed });
    if (!startingNext) {
      startingNext = true;
      setImmediate(startNext);
    }
  };
}
