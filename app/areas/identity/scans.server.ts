/** A scan's bytes as the API's ScanInput takes them (base64). */
export const scanInput = (bytes: Uint8Array) => ({ data: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("base64") });
