import { IMAGE_SIGNATURE_LENGTH, LOGO_MAX_BYTES, LOGO_MAX_MEGABYTES, bytesOfMegabytes, imageTypeOf } from "./image";

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const bytes = (...values: number[]) => Uint8Array.from(values);

describe("imageTypeOf", () => {
  it("knows a PNG by its eight-byte signature", () => {
    expect(imageTypeOf(bytes(...PNG_SIGNATURE, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52))).toBe("image/png");
    expect(imageTypeOf(bytes(...PNG_SIGNATURE))).toBe("image/png");
  });

  it("knows a JPEG by FF D8 FF, whatever marker follows", () => {
    expect(imageTypeOf(bytes(0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46))).toBe("image/jpeg");
    expect(imageTypeOf(bytes(0xff, 0xd8, 0xff, 0xe1))).toBe("image/jpeg");
    expect(imageTypeOf(bytes(0xff, 0xd8, 0xff))).toBe("image/jpeg");
  });

  it("works on a Node Buffer too", () => {
    expect(imageTypeOf(Buffer.from(PNG_SIGNATURE))).toBe("image/png");
  });

  it.each([
    ["nothing", bytes()],
    ["a text file", new TextEncoder().encode("this is not a logo, whatever its name says")],
    ["the text PNG", new TextEncoder().encode("PNG image")],
    ["a truncated PNG signature", bytes(...PNG_SIGNATURE.slice(0, 7))],
    ["a PNG signature with one wrong byte", bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0b)],
    ["a truncated JPEG signature", bytes(0xff, 0xd8)],
    ["a GIF", new TextEncoder().encode("GIF89a....")],
    ["a PDF", new TextEncoder().encode("%PDF-1.7")],
    ["an SVG", new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>')],
    ["a signature further in", bytes(0, ...PNG_SIGNATURE)],
  ])("refuses %s", (_case, data) => {
    expect(imageTypeOf(data)).toBeNull();
  });

  it("needs at most IMAGE_SIGNATURE_LENGTH bytes", () => {
    expect(IMAGE_SIGNATURE_LENGTH).toBe(8);
  });
});

describe("the logo size limit", () => {
  it("is 2 MB by default", () => {
    expect(LOGO_MAX_MEGABYTES).toBe(2);
    expect(bytesOfMegabytes(LOGO_MAX_MEGABYTES)).toBe(2 * 1024 * 1024);
    expect(LOGO_MAX_BYTES).toBe(2 * 1024 * 1024);
  });

  it("converts fractions of a megabyte to whole bytes", () => {
    expect(bytesOfMegabytes(0.5)).toBe(512 * 1024);
    expect(bytesOfMegabytes(1.0000001)).toBe(1048576);
  });
});
