// A list of 25 positions must not ask the database 25 times for a field of each: the field's
// resolvers of one request ask together, in one query per tick of the event loop.
import type { ApiContext } from "./context";

type Pending<Key, Value> = { keys: Key[]; answer: Promise<Map<Key, Value>> };

/** One loader per request (per GraphQL context): `load(context, key)` joins the keys asked in the same tick. */
export function batchedByRequest<Key, Value>(loadMany: (context: ApiContext, keys: Key[]) => Promise<Map<Key, Value>>) {
  const pendingByContext = new WeakMap<ApiContext, Pending<Key, Value>>();
  return async function load(context: ApiContext, key: Key): Promise<Value | null> {
    let pending = pendingByContext.get(context);
    if (!pending) {
      const keys: Key[] = [];
      const answer = new Promise<Map<Key, Value>>((resolve, reject) =>
        setImmediate(() => {
          pendingByContext.delete(context);
          loadMany(context, keys).then(resolve, reject);
        }),
      );
      pending = { keys, answer };
      pendingByContext.set(context, pending);
    }
    pending.keys.push(key);
    return (await pending.answer).get(key) ?? null;
  };
}
