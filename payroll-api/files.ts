// The API's files that are not code: its schema, its migrations, the Belgian postcodes. They stay in
// payroll-api/, where the source finds them beside itself and the compiled API (one module in the
// build's folder, scripts/build-server.mjs) finds them above itself, from the checkout or the image.
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

function apiDirectory(): string {
  for (let directory = path.dirname(fileURLToPath(import.meta.url)); ; directory = path.dirname(directory)) {
    const candidate = path.join(directory, "payroll-api");
    if (existsSync(path.join(candidate, "schema.graphql"))) return candidate;
    if (directory === path.dirname(directory)) throw new Error("payroll-api/schema.graphql is not in any folder above the API's code");
  }
}

const API_DIRECTORY = apiDirectory();

/** A file of the API's, by its path inside payroll-api/. */
export const apiFile = (...parts: string[]) => path.join(API_DIRECTORY, ...parts);
