/**
 * The photo strip (spec 001 §2): square slots up to `max`, 'N of M photos', opens the viewer.
 * Placeholder until the photos issue lands: shows the count only.
 */
export interface PhotoStripProps {
  urls: string[];
  max: number;
  onChange: (urls: string[]) => void;
  /** Accessible label of the strip, e.g. "Piece photos". */
  label?: string;
  disabled?: boolean;
}

export function PhotoStrip({ urls, max, label }: PhotoStripProps) {
  return (
    <div aria-label={label ?? "Photos"}>
      <p>
        {urls.length} of {max} photos
      </p>
    </div>
  );
}
