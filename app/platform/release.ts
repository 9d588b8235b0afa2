declare const __RELEASE_DATE__: string | undefined;

/**
 * The day of the release being served, yyyy-MM-dd (vite.config.ts: the built commit's day in
 * Belgium). Source that Vite did not build (the unit tests) has none.
 */
export const RELEASE_DATE: string | null = typeof __RELEASE_DATE__ === "string" ? __RELEASE_DATE__ : null;
