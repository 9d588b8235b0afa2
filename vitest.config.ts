import { configDefaults, defineConfig } from "vitest/config";
import { unitProjects } from "./vitest.projects";

export default defineConfig({
  test: {
    projects: unitProjects,
    // A worker a core: vitest's default keeps one core for its main process, which barely uses it, so
    // on a 2-core machine files ran one at a time.
    maxWorkers: "100%",
    // What `--changed` (npm run test:changed) cannot follow from a test file's imports: the projects, and
    // the set-up files every API test file runs under and what they import. A change to one of them runs every file.
    forceRerunTriggers: [
      ...configDefaults.forceRerunTriggers,
      "**/vitest.projects.ts",
      "**/payroll-api/test-template.global-setup.ts",
      "**/payroll-api/scrypt-at-test-cost.setup.ts",
      "**/payroll-api/scrypt-for-tests.ts",
    ],
  },
});
