/**
 * The batch sheet, drawn on the device with pdf-lib (docs/decisions/0311-glaze-lab-screens.md): a tick box per
 * material so the potter marks each one as it goes in the bucket, the recipe's code in large type and its QR, which
 * opens the recipe's page. Drawn here rather than asked from the server, so it prints offline too; this file and
 * pdf-lib load only when the potter asks for a sheet.
 */
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from "pdf-lib";
import QRCode from "qrcode";

export interface BatchSheetLine {
  name: string;
  /** The amount already scaled and rounded, in the sheet's unit. */
  amount: string;
  addition: boolean;
}

export interface BatchSheetInput {
  title: string;
  code: string;
  /** What the QR code opens: the recipe's page. */
  address: string;
  /** e.g. "Batch: 5000 g" */
  batchLine: string;
  /** The detail line under the name: cone, atmosphere, version. */
  detail: string;
  headings: { material: string; amount: string; additions: string };
  lines: BatchSheetLine[];
  footer: string;
}

const INK = rgb(0, 0, 0);
const GREY = rgb(0.35, 0.35, 0.35);
const A4: [number, number] = [595.28, 841.89];
const MARGIN = 48;
const ROW = 26;
const BOX = 14;

/** Text the standard fonts can print (WinAnsi): accents dropped where the font lacks the letter, the rest '?'. */
function printable(font: PDFFont, text: string): string {
  const known = new Set(font.getCharacterSet());
  let out = "";
  for (const char of text.replace(/\s+/g, " ").trim()) {
    if (known.has(char.codePointAt(0)!)) out += char;
    else {
      const base = char.normalize("NFKD").replace(/\p{M}/gu, "");
      out += base && [...base].every((c) => known.has(c.codePointAt(0)!)) ? base : "?";
    }
  }
  return out;
}

/** As much of the text as fits in `width`. */
function fit(font: PDFFont, text: string, size: number, width: number): string {
  let t = text;
  while (t.length > 1 && font.widthOfTextAtSize(t, size) > width) t = t.slice(0, -1);
  return t === text ? t : `${t.slice(0, -3)}...`;
}

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

function drawRow(page: PDFPage, fonts: Fonts, y: number, line: BatchSheetLine, width: number) {
  page.drawRectangle({ x: MARGIN, y: y - 3, width: BOX, height: BOX, borderColor: INK, borderWidth: 1 });
  const name = fit(fonts.regular, printable(fonts.regular, line.name), 12, width - 160);
  page.drawText(name, { x: MARGIN + BOX + 12, y, size: 12, font: fonts.regular, color: INK });
  const amount = printable(fonts.bold, line.amount);
  const w = fonts.bold.widthOfTextAtSize(amount, 12);
  page.drawText(amount, { x: MARGIN + width - w, y, size: 12, font: fonts.bold, color: INK });
  page.drawLine({ start: { x: MARGIN, y: y - 8 }, end: { x: MARGIN + width, y: y - 8 }, thickness: 0.4, color: GREY });
}

export async function batchSheetPdf(input: BatchSheetInput): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(input.title);
  const fonts: Fonts = { regular: await doc.embedFont(StandardFonts.Helvetica), bold: await doc.embedFont(StandardFonts.HelveticaBold) };
  const qrUrl = await QRCode.toDataURL(input.address, { errorCorrectionLevel: "M", margin: 2, scale: 4 });
  const qr = await doc.embedPng(qrUrl);
  const width = A4[0] - 2 * MARGIN;
  let page = doc.addPage(A4);
  let y = A4[1] - MARGIN;

  const side = 96;
  page.drawImage(qr, { x: A4[0] - MARGIN - side, y: y - side, width: side, height: side });
  const textWidth = width - side - 16;
  page.drawText(fit(fonts.bold, printable(fonts.bold, input.code), 28, textWidth), { x: MARGIN, y: y - 26, size: 28, font: fonts.bold, color: INK });
  page.drawText(fit(fonts.bold, printable(fonts.bold, input.title), 16, textWidth), { x: MARGIN, y: y - 50, size: 16, font: fonts.bold, color: INK });
  page.drawText(fit(fonts.regular, printable(fonts.regular, input.detail), 10, textWidth), { x: MARGIN, y: y - 68, size: 10, font: fonts.regular, color: GREY });
  page.drawText(printable(fonts.bold, input.batchLine), { x: MARGIN, y: y - 88, size: 12, font: fonts.bold, color: INK });
  y -= side + 30;

  const heading = (text: string) => {
    page.drawText(printable(fonts.bold, text), { x: MARGIN, y, size: 11, font: fonts.bold, color: GREY });
    y -= ROW;
  };
  heading(`${input.headings.material} / ${input.headings.amount}`);
  const groups: [string | null, BatchSheetLine[]][] = [
    [null, input.lines.filter((l) => !l.addition)],
    [input.headings.additions, input.lines.filter((l) => l.addition)],
  ];
  for (const [title, lines] of groups) {
    if (lines.length === 0) continue;
    if (title) {
      y -= 6;
      heading(title);
    }
    for (const line of lines) {
      if (y < MARGIN + ROW) {
        page = doc.addPage(A4);
        y = A4[1] - MARGIN;
      }
      drawRow(page, fonts, y, line, width);
      y -= ROW;
    }
  }
  page.drawText(fit(fonts.regular, printable(fonts.regular, input.footer), 9, width), { x: MARGIN, y: MARGIN / 2, size: 9, font: fonts.regular, color: GREY });
  return doc.save();
}
