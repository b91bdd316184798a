/**
 * The label PDF itself (docs/decisions/0147-printable-labels.md), drawn from plain label contents with no database:
 * it runs in a worker thread (labels-worker.mjs, docs/decisions/0176-label-worker.md), so a 1,000-label sheet costs
 * the server's main thread nothing.
 */
import { PDFDocument, StandardFonts } from "pdf-lib";
import { codeAddress, LAYOUTS, type LabelLayout } from "../../../contract/labels/rules";
import { LABEL_TEXTS } from "../../../contract/labels/texts";
import type { LabelContent } from "./labels-data";
import { drawCodeEntry, drawQrLabel, qrPng } from "./labels-draw";
import { labelCell, pageCount } from "./labels-layout";

export interface LabelsPdfInput {
  contents: LabelContent[];
  layout: LabelLayout;
  start: number;
  appUrl: string;
}

export async function drawLabelsPdf({ contents, layout, start, appUrl }: LabelsPdfInput): Promise<Uint8Array> {
  const geometry = LAYOUTS[layout];
  const doc = await PDFDocument.create();
  doc.setTitle(LABEL_TEXTS.pdfTitle);
  doc.setProducer("Claybook");
  doc.setCreator("Claybook");
  const fonts = { regular: await doc.embedFont(StandardFonts.Helvetica), bold: await doc.embedFont(StandardFonts.HelveticaBold) };
  const pages = Array.from({ length: pageCount(layout, start, contents.length) }, () => doc.addPage([geometry.page.width, geometry.page.height]));
  for (const [index, content] of contents.entries()) {
    const cell = labelCell(layout, start, index);
    const page = pages[cell.page]!;
    if (geometry.qr) {
      const image = await doc.embedPng(await qrPng(content.qr ?? codeAddress(appUrl, content.code)));
      drawQrLabel(page, cell, fonts, content, image);
      // Compressed now rather than all at once when the document is saved.
      await image.embed();
    } else {
      drawCodeEntry(page, cell, fonts, content);
    }
  }
  return doc.save();
}
