import { defineConfig } from "vitest/config";
import { SHARED_THREADS, unitProjects } from "./vitest.projects";

export default defineConfig({
  test: {
    projects: unitProjects,
    // A worker a core: vitest's default keeps one core for its main process, which barely uses it, so
    // on a 2-core machine files ran one at a time.
    maxWorkers: "100%",
    poolOptions: SHARED_THREADS,
  },
});
