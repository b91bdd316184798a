/**
 * Printable labels (issue 21, docs/decisions/0147-printable-labels.md): a PDF of the potter's chosen records, each
 * label with a QR code for `{APP_URL}/c/{code}`. Made label by label, handing the event loop back between them, so a
 * 600-label sheet never holds up other potters' requests for long.
 */
import { setImmediate as nextTurn } from "node:timers/promises";
import { PDFDocument, StandardFonts } from "pdf-lib";
import { codeAddress, LAYOUTS } from "../../contract/labels/rules";
import type { LabelsBody } from "../../contract/labels/schemas";
import { LABEL_TEXTS } from "../../contract/labels/texts";
import type { AppDeps } from "../context";
import { drawCodeEntry, drawQrLabel, qrPng } from "./labels-draw";
import { loadLabels } from "./labels-data";
import { labelCell, pageCount } from "./labels-layout";

export async function makeLabelsPdf(deps: AppDeps, userId: number, body: LabelsBody): Promise<Uint8Array> {
  const contents = await loadLabels(deps.db, body.kind, userId, body.ids);
  const geometry = LAYOUTS[body.layout];
  const doc = await PDFDocument.create();
  doc.setTitle(LABEL_TEXTS.pdfTitle);
  doc.setProducer("Claybook");
  doc.setCreator("Claybook");
  const fonts = { regular: await doc.embedFont(StandardFonts.Helvetica), bold: await doc.embedFont(StandardFonts.HelveticaBold) };
  const pages = Array.from({ length: pageCount(body.layout, body.start, contents.length) }, () =>
    doc.addPage([geometry.page.width, geometry.page.height]),
  );
  for (const [index, content] of contents.entries()) {
    const cell = labelCell(body.layout, body.start, index);
    const page = pages[cell.page]!;
    if (geometry.qr) {
      const image = await doc.embedPng(await qrPng(codeAddress(deps.config.appUrl, content.code)));
      drawQrLabel(page, cell, fonts, content, image);
      // Compressed now rather than all at once when the document is saved.
      await image.embed();
    } else {
      drawCodeEntry(page, cell, fonts, content);
    }
    await nextTurn();
  }
  // Writing the file also hands the loop back every few objects.
  return doc.save({ objectsPerTick: 20 });
}
