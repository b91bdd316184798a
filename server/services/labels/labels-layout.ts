/**
 * Where each label goes (product.md#r133): the page and the cell of the n-th label, counting the blank positions a
 * partly used sheet skips. PDF coordinates start at the page's bottom left, the layouts' at its top left.
 */
import { LAYOUTS, labelsPerPage, type LabelLayout } from "../../../contract/labels/rules";

export interface LabelCell {
  page: number;
  /** The label's bottom-left corner and size, in PDF points. */
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The cell of the label at `index` (0-based among the labels printed) when printing starts at `start` (1-based). */
export function labelCell(layout: LabelLayout, start: number, index: number): LabelCell {
  const g = LAYOUTS[layout];
  const perPage = labelsPerPage(layout);
  const position = start - 1 + index;
  const onPage = position % perPage;
  const row = Math.floor(onPage / g.columns);
  const column = onPage % g.columns;
  return {
    page: Math.floor(position / perPage),
    x: g.left + column * g.pitchX,
    y: g.page.height - g.top - row * g.pitchY - g.label.height,
    width: g.label.width,
    height: g.label.height,
  };
}

export const pageCount = (layout: LabelLayout, start: number, labels: number) => Math.ceil((start - 1 + labels) / labelsPerPage(layout));
