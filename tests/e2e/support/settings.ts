export const E2E_PORT = 3300;
export const E2E_DATA_DIR = "tmp/e2e-data";
export const DEMO_PASSWORD = "Demo-portal-2026";
