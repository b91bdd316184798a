/**
 * Drawing one label (docs/decisions/0147-printable-labels.md): the QR code on the left, then the code in
 * large type, the name (up to two lines) and one line of detail; on the code sheet, type only.
 */
import { rgb, type PDFFont, type PDFImage, type PDFPage } from "pdf-lib";
import QRCode from "qrcode";
import type { LabelContent } from "./labels-data";
import type { LabelCell } from "./labels-layout";
import { fitLine, fitLines, printableText } from "./labels-text";

export interface LabelFonts {
  regular: PDFFont;
  bold: PDFFont;
}

const INK = rgb(0, 0, 0);
const GREY = rgb(0.25, 0.25, 0.25);

/**
 * The QR code as a PNG, 4 pixels a module with a 2-module white margin (the label's own margin adds to it).
 * Level M survives a smudge of glaze dust.
 */
export function qrPng(address: string): Promise<Buffer> {
  return QRCode.toBuffer(address, { type: "png", errorCorrectionLevel: "M", margin: 2, scale: 4 });
}

interface Block {
  text: string;
  font: PDFFont;
  size: number;
  color: typeof INK;
}

/** Text lines stacked from `top` down, each cut to `width`. */
function drawBlocks(page: PDFPage, blocks: Block[], x: number, top: number) {
  let y = top;
  for (const b of blocks) {
    y -= b.size * 0.8;
    page.drawText(b.text, { x, y, size: b.size, font: b.font, color: b.color });
    y -= b.size * 0.35;
  }
}

const blocksHeight = (blocks: Block[]) => blocks.reduce((h, b) => h + b.size * 1.15, 0);

/** The code's size: as large as the room allows, up to `max`. */
function codeSize(font: PDFFont, code: string, max: number, width: number): number {
  const natural = font.widthOfTextAtSize(code, max);
  return natural <= width ? max : Math.max(6, (max * width) / natural);
}

function textBlocks(fonts: LabelFonts, content: LabelContent, width: number, scale: number, nameLines: number): Block[] {
  const code = printableText(fonts.bold, content.code);
  const codeFont = codeSize(fonts.bold, code, scale * 0.24, width);
  const nameSize = scale * 0.12;
  const detailSize = scale * 0.095;
  const name = fitLines(fonts.bold, printableText(fonts.bold, content.name), nameSize, width, nameLines);
  const detail = fitLine(fonts.regular, printableText(fonts.regular, content.detail), detailSize, width);
  return [
    { text: fitLine(fonts.bold, code, codeFont, width), font: fonts.bold, size: codeFont, color: INK },
    ...name.map((text) => ({ text, font: fonts.bold, size: nameSize, color: INK })),
    ...(detail ? [{ text: detail, font: fonts.regular, size: detailSize, color: GREY }] : []),
  ];
}

/** A label with its QR code; `qr` is the embedded PNG of the record's address. */
export function drawQrLabel(page: PDFPage, cell: LabelCell, fonts: LabelFonts, content: LabelContent, qr: PDFImage): void {
  const pad = Math.min(6, cell.height * 0.07);
  const side = cell.height - 2 * pad;
  page.drawImage(qr, { x: cell.x + pad, y: cell.y + pad, width: side, height: side });
  const textX = cell.x + pad + side + pad;
  const width = cell.x + cell.width - pad - textX;
  const blocks = textBlocks(fonts, content, width, cell.height, 2);
  // Centred in the label's height, so short names do not leave the text hanging at the top.
  const top = cell.y + cell.height / 2 + Math.min(blocksHeight(blocks), cell.height - 2 * pad) / 2;
  drawBlocks(page, blocks, textX, top);
}

/** A code-sheet entry: the code in large type, the name and the detail, for copying by hand. */
export function drawCodeEntry(page: PDFPage, cell: LabelCell, fonts: LabelFonts, content: LabelContent): void {
  const pad = 6;
  const width = cell.width - 2 * pad;
  const code = printableText(fonts.bold, content.code);
  const size = codeSize(fonts.bold, code, 26, width);
  drawBlocks(
    page,
    [
      { text: fitLine(fonts.bold, code, size, width), font: fonts.bold, size, color: INK },
      { text: fitLine(fonts.bold, printableText(fonts.bold, content.name), 10, width), font: fonts.bold, size: 10, color: INK },
      { text: fitLine(fonts.regular, printableText(fonts.regular, content.detail), 8, width), font: fonts.regular, size: 8, color: GREY },
    ],
    cell.x + pad,
    cell.y + cell.height - pad,
  );
}
