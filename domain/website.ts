// A company's website as company settings store it: an absolute http or https address of a host with
// a dotted name. "www.example.be" without a scheme is refused rather than guessed at.
export const WEBSITE_MAX_LENGTH = 2000;

export function isValidWebsite(website: string): boolean {
  const candidate = website.trim();
  if (candidate.length === 0 || candidate.length > WEBSITE_MAX_LENGTH || /\s/.test(candidate)) return false;
  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    return false;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return false;
  if (url.username || url.password) return false;
  // A scheme followed by something that only parses (http:example.be) is not what anyone means.
  if (!/^https?:\/\//i.test(candidate)) return false;
  const labels = url.hostname.split(".");
  return labels.length >= 2 && labels.every((label) => label.length > 0);
}
