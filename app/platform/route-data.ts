import type { useLoaderData } from "react-router";

/** The data a loader or an action gives its page, as the page receives it (React Router 8 keeps its own name for it private). */
export type SerializeFrom<T> = ReturnType<typeof useLoaderData<T>>;
