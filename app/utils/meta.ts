import type { MetaFunction } from "@remix-run/node";
import { pageFor } from "~/components/error-boundary";

type RootData = { translations?: { common?: { errorPages?: Record<string, { title: string }> } } };

/** The document title of an error page, in the language the root loaded. */
export function errorTitle(matches: { id: string; data: unknown }[], error: unknown): string {
  const root = matches.find((match) => match.id === "root")?.data as RootData | undefined;
  return root?.translations?.common?.errorPages?.[pageFor(error)]?.title ?? "Error";
}

/** Every page's loader returns its translated title; this turns it into the document title. */
export const titleMeta: MetaFunction = ({ data, error, matches }) => {
  if (error) return [{ title: errorTitle(matches, error) }];
  const title = (data as { title?: string } | undefined)?.title;
  return title ? [{ title }] : [];
};
