/**
 * Linked inspirations on a piece (spec 001 §2): grid, '+ Add Inspiration', 'Remove', 'Select Inspirations'.
 * Placeholder until the inspirations issue lands.
 */
export interface LinkedInspirationsProps {
  ids: number[];
  onChange: (ids: number[]) => void;
}

export function LinkedInspirations(_props: LinkedInspirationsProps) {
  return null;
}
