import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import type { TestSpecification } from "vitest/node";
import { BaseSequencer } from "vitest/node";
import { unitProjects } from "../vitest.projects";

// The test command's one vitest run (scripts/test-all.mjs): the unit and API tests and the process
// tests share one pool of a worker a core, so neither run's last long file leaves a core idle
// (docs/decisions/0057). The process tests need the production build, which the command makes first.
class ProcessesFirst extends BaseSequencer {
  // Each process test file starts servers of its own and runs for 15 to 130 s: started last, one of
  // them would run alone at the end.
  async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const isProcess = (file: TestSpecification) => file.project.name === "processes";
    return [...sorted.filter(isProcess), ...sorted.filter((file) => !isProcess(file))];
  }
}

export default defineConfig({
  root: fileURLToPath(new URL("..", import.meta.url)),
  test: {
    projects: [...unitProjects, { extends: "./tests/processes/vitest.config.ts", test: { name: "processes", isolate: true } }],
    maxWorkers: "100%",
    sequence: { sequencer: ProcessesFirst },
  },
});
