import { test } from "./fixtures";

/**
 * A step of a walk that only a browser with JavaScript needs: without JavaScript its answer is the
 * server's, checked over HTTP (tests/processes/without-javascript.test.ts, api-faults.test.ts;
 * docs/decisions/0066). In the no-js project the step is left out and named in the test's annotations.
 */
export async function stepWithJavaScript(title: string, body: () => Promise<void>) {
  if (test.info().project.use.javaScriptEnabled === false) {
    test.info().annotations.push({ type: "checked over HTTP without JavaScript", description: title });
    return;
  }
  await test.step(title, body);
}
