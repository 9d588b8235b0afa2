// Uploaded images (the company logo) are judged by their bytes, never by the file's name or the type
// the browser declares: a text file renamed logo.png is not a PNG.
export type ImageType = "image/png" | "image/jpeg";

/** The largest logo, in megabytes (MiB); the portal's LOGO_MAX_MB setting defaults to it. */
export const LOGO_MAX_MEGABYTES = 2;

export const bytesOfMegabytes = (megabytes: number): number => Math.floor(megabytes * 1024 * 1024);

/** LOGO_MAX_MEGABYTES in bytes: what the payroll API accepts. */
export const LOGO_MAX_BYTES = bytesOfMegabytes(LOGO_MAX_MEGABYTES);

const SIGNATURES: [ImageType, number[]][] = [
  ["image/png", [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
  ["image/jpeg", [0xff, 0xd8, 0xff]],
];

/** How many leading bytes imageTypeOf needs: a streamed upload can be judged once it has them. */
export const IMAGE_SIGNATURE_LENGTH = Math.max(...SIGNATURES.map(([, signature]) => signature.length));

export function imageTypeOf(bytes: Uint8Array): ImageType | null {
  for (const [type, signature] of SIGNATURES) {
    if (bytes.length >= signature.length && signature.every((byte, index) => bytes[index] === byte)) return type;
  }
  return null;
}
