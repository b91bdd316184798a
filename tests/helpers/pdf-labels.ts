/**
 * Reads a label PDF back (product.md#r132–r134): each page's size, where each QR image is drawn and what it decodes to,
 * and the text shown, so tests check the file a potter prints rather than the code that made it.
 */
import jsQR from "jsqr";
import { decodePDFRawStream, PDFArray, PDFDict, PDFDocument, PDFName, PDFNumber, PDFRawStream, type PDFPage } from "pdf-lib";

export interface PlacedQr {
  /** Bottom-left corner and size on the page, in points. */
  x: number;
  y: number;
  width: number;
  height: number;
  /** What the QR code says, decoded from the image's pixels. */
  text: string | null;
}

export interface ReadPage {
  width: number;
  height: number;
  qrs: PlacedQr[];
  /** Every string drawn, in order. */
  texts: string[];
}

function contentOf(page: PDFPage): string {
  const contents = page.node.Contents();
  const streams = contents instanceof PDFArray ? contents.asArray().map((r) => page.doc.context.lookup(r)) : [contents];
  return streams
    .map((s) => (s instanceof PDFRawStream ? Buffer.from(decodePDFRawStream(s).decode()).toString("latin1") : ""))
    .join("\n");
}

type Matrix = [number, number, number, number, number, number];
const multiply = (m: Matrix, n: Matrix): Matrix => [
  m[0] * n[0] + m[1] * n[2],
  m[0] * n[1] + m[1] * n[3],
  m[2] * n[0] + m[3] * n[2],
  m[2] * n[1] + m[3] * n[3],
  m[4] * n[0] + m[5] * n[2] + n[4],
  m[4] * n[1] + m[5] * n[3] + n[5],
];

/** Each image drawn: its XObject name and the matrix in force (the unit square it fills). */
function placements(content: string): { name: string; matrix: Matrix }[] {
  const out: { name: string; matrix: Matrix }[] = [];
  const stack: Matrix[] = [];
  let ctm: Matrix = [1, 0, 0, 1, 0, 0];
  const tokens = content.split(/\s+/).filter(Boolean);
  const operands: string[] = [];
  for (const token of tokens) {
    if (token === "q") stack.push(ctm);
    else if (token === "Q") ctm = stack.pop() ?? [1, 0, 0, 1, 0, 0];
    else if (token === "cm") ctm = multiply(operands.slice(-6).map(Number) as Matrix, ctm);
    else if (token === "Do") out.push({ name: operands[operands.length - 1]!.slice(1), matrix: ctm });
    if (/^[a-zA-Z'"*]+$/.test(token)) operands.length = 0;
    else operands.push(token);
  }
  return out;
}

/** An image XObject's pixels as RGBA (pdf-lib stores a PNG as 8-bit RGB, its alpha as a separate mask). */
function rgbaOf(stream: PDFRawStream): { data: Uint8ClampedArray; width: number; height: number } {
  const width = (stream.dict.lookup(PDFName.of("Width"), PDFNumber) as PDFNumber).asNumber();
  const height = (stream.dict.lookup(PDFName.of("Height"), PDFNumber) as PDFNumber).asNumber();
  const rgb = decodePDFRawStream(stream).decode();
  // A white margin around it, as the label has on paper.
  const pad = 16;
  const w = width + 2 * pad;
  const h = height + 2 * pad;
  const data = new Uint8ClampedArray(w * h * 4).fill(255);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const from = (y * width + x) * 3;
      const to = ((y + pad) * w + x + pad) * 4;
      data[to] = rgb[from]!;
      data[to + 1] = rgb[from + 1]!;
      data[to + 2] = rgb[from + 2]!;
    }
  }
  return { data, width: w, height: h };
}

/** The standard PDF fonts' text encoding (WinAnsi): Latin-1, with typographic marks in 0x80–0x9F. */
const WIN_ANSI_HIGH = "€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ";
const WIN_ANSI = {
  decode: (bytes: Uint8Array) => [...bytes].map((b) => (b >= 0x80 && b <= 0x9f ? WIN_ANSI_HIGH[b - 0x80]! : String.fromCharCode(b))).join(""),
};

export async function readLabelsPdf(bytes: Uint8Array): Promise<ReadPage[]> {
  const doc = await PDFDocument.load(bytes);
  return doc.getPages().map((page) => {
    const content = contentOf(page);
    const xobjects = page.node.Resources()?.lookupMaybe(PDFName.of("XObject"), PDFDict);
    const qrs = placements(content).map(({ name, matrix }) => {
      const stream = xobjects ? page.doc.context.lookup(xobjects.get(PDFName.of(name))) : undefined;
      let text: string | null = null;
      if (stream instanceof PDFRawStream) {
        const image = rgbaOf(stream);
        text = jsQR(image.data, image.width, image.height)?.data ?? null;
      }
      return { x: matrix[4], y: matrix[5], width: matrix[0], height: matrix[3], text };
    });
    const texts = [...content.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)].map((m) => WIN_ANSI.decode(Buffer.from(m[1]!, "hex")));
    return { ...page.getSize(), qrs, texts };
  });
}
