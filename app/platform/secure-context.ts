/**
 * Whether a browser counts a page at `url` as a secure context, and so keeps a `Secure` cookie it
 * sets: HTTPS anywhere, and plain HTTP only from this computer (localhost, 127.0.0.0/8, [::1]).
 * A page over plain HTTP from a LAN address or a name sets the cookie in vain.
 */
export function isSecureContext(url: URL): boolean {
  if (url.protocol === "https:") return true;
  const host = url.hostname;
  return host === "localhost" || host.endsWith(".localhost") || host === "[::1]" || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host);
}
