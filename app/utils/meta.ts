import type { MetaFunction } from "@remix-run/node";

/** Every page's loader returns its translated title; this turns it into the document title. */
export const titleMeta: MetaFunction = ({ data }) => {
  const title = (data as { title?: string } | undefined)?.title;
  return title ? [{ title }] : [];
};
