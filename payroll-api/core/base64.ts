// The files a client uploads come as base64 text in GraphQL inputs (logos, scans, work post sheets).

/** Standard base64 (padding optional, whitespace ignored); null when the text is not base64. */
export function decodeBase64(data: string): Buffer | null {
  const compact = data.replace(/\s+/g, "");
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(compact) || compact.length % 4 === 1) return null;
  return Buffer.from(compact, "base64");
}
