import { AsyncLocalStorage } from "node:async_hooks";
import type { Request, Response } from "express";
import { describe, expect, it } from "vitest";
import { oneRequestPerTurn } from "./request-turns";

type Arrival = { name: string; gone?: boolean };

/** Sends `arrivals` to the middleware in one go, each in a scope of its own; resolves with the events once every live one started. */
function arrive(arrivals: Arrival[], onStart: (name: string, events: string[]) => void = () => undefined) {
  const takeTurns = oneRequestPerTurn();
  const scope = new AsyncLocalStorage<string>();
  const events: string[] = [];
  const started = arrivals
    .filter((arrival) => !arrival.gone)
    .map(
      (arrival) =>
        new Promise<void>((resolve) =>
          scope.run(arrival.name, () =>
            takeTurns({ socket: { destroyed: arrival.gone ?? false } } as Request, {} as Response, () => {
              events.push(`${arrival.name} in scope ${scope.getStore()}`);
              onStart(arrival.name, events);
              resolve();
            }),
          ),
        ),
    );
  return Promise.all(started).then(() => events);
}

describe("oneRequestPerTurn", () => {
  it("starts the requests in the order they came, each in its own scope", async () => {
    expect(await arrive([{ name: "a" }, { name: "b" }, { name: "c" }])).toEqual(["a in scope a", "b in scope b", "c in scope c"]);
  });

  it("starts the next request only in a later turn of the event loop", async () => {
    // What a request schedules for the next turn runs before the request after it starts.
    const events = await arrive([{ name: "a" }, { name: "b" }, { name: "c" }], (name, log) => setImmediate(() => log.push(`turn after ${name}`)));
    expect(events.slice(0, 4)).toEqual(["a in scope a", "turn after a", "b in scope b", "turn after b"]);
  });

  it("does not start a request whose client went away, and goes on with the next", async () => {
    expect(await arrive([{ name: "a" }, { name: "b", gone: true }, { name: "c" }])).toEqual(["a in scope a", "c in scope c"]);
  });

  it("starts a request that comes after the line emptied", async () => {
    const takeTurns = oneRequestPerTurn();
    const start = () => new Promise<void>((resolve) => takeTurns({ socket: { destroyed: false } } as Request, {} as Response, () => resolve()));
    await start();
    await new Promise((resolve) => setImmediate(resolve));
    await expect(start()).resolves.toBeUndefined();
  });
});
