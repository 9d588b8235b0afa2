// Every file of the unit project hashes passwords at the tests' cost (scrypt-for-tests.ts).
vi.mock("node:crypto", async (importOriginal) => (await import("./scrypt-for-tests")).scryptAtTestCost(await importOriginal()));
