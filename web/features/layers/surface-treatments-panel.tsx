/**
 * The Surface Treatments panel on piece details and New Piece (spec 001 §2, §4).
 * Placeholder until the layers issue lands. `pieceId` is negative for a New Piece's temporary layers.
 */
export interface SurfaceTreatmentsPanelProps {
  pieceId: number;
}

export function SurfaceTreatmentsPanel(_props: SurfaceTreatmentsPanelProps) {
  return null;
}
