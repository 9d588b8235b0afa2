import { batchedByRequest } from "./batch";
import type { ApiContext } from "./context";

const contextOf = () => ({}) as ApiContext;

describe("batchedByRequest", () => {
  it("asks once for the keys of one tick, and answers each its own value or null", async () => {
    const calls: number[][] = [];
    const load = batchedByRequest(async (_context, keys: number[]) => {
      calls.push(keys);
      return new Map(keys.filter((key) => key !== 3).map((key) => [key, `sheet ${key}`]));
    });
    const context = contextOf();
    expect(await Promise.all([1, 2, 3].map((key) => load(context, key)))).toEqual(["sheet 1", "sheet 2", null]);
    expect(calls).toEqual([[1, 2, 3]]);
  });

  it("keeps requests apart, and asks again in a later tick", async () => {
    const calls: number[][] = [];
    const load = batchedByRequest(async (_context, keys: number[]) => {
      calls.push(keys);
      return new Map(keys.map((key) => [key, key * 10]));
    });
    const [first, second] = [contextOf(), contextOf()];
    await Promise.all([load(first, 1), load(second, 2)]);
    await load(first, 4);
    expect(calls).toEqual([[1], [2], [4]]);
  });

  it("hands a failed query to every caller of the batch", async () => {
    const load = batchedByRequest<number, string>(async () => {
      throw new Error("database gone");
    });
    const context = contextOf();
    const answers = await Promise.allSettled([load(context, 1), load(context, 2)]);
    expect(answers.map((answer) => answer.status)).toEqual(["rejected", "rejected"]);
  });
});
