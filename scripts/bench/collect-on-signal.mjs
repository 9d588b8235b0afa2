// Loaded into the server's processes by the soak only (NODE_OPTIONS=--import): on SIGUSR2 a process
// collects all its garbage and compacts its heap, so that the soak reads the memory the process holds,
// not the heap V8 last sized for the load. V8 gives that back only when its memory reducer runs, which
// after a load it may or may not do within a minute; and a full collection without compaction leaves
// pages that hold a few live objects. `--expose-gc` is not allowed in NODE_OPTIONS, hence the flag here.
//
// The collection leaves the young generation empty but as large as V8 last sized it: 1 to 32 MB a
// process, shrunk only by that same memory reducer. The process writes that size to
// SOAK_YOUNG_GENERATION_DIR/<pid>, and the soak leaves it out of what the process holds.
import { writeFileSync } from "node:fs";
import path from "node:path";
import v8 from "node:v8";
import vm from "node:vm";

v8.setFlagsFromString("--expose-gc");
const collect = vm.runInNewContext("gc");
const reportDir = process.env.SOAK_YOUNG_GENERATION_DIR;

process.on("SIGUSR2", () => {
  v8.setFlagsFromString("--compact-on-every-full-gc");
  collect();
  v8.setFlagsFromString("--no-compact-on-every-full-gc");
  const young = v8.getHeapSpaceStatistics().find((space) => space.space_name === "new_space");
  if (reportDir && young) writeFileSync(path.join(reportDir, String(process.pid)), String(young.space_size));
});
