/**
 * The Claybook pot, same drawing as public/favicon.svg, inline so it needs no extra request. A className replaces
 * the default size-16 (give it a size): the loader draws it, and the first screen carries no class merging.
 */
export function BrandMark({ className = "size-16" }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" className={className} aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="#C84D2F" />
      <path
        d="M24 14h16v5c0 2 1 3 3 5 4 4 7 9 7 16 0 10-8 16-18 16S14 50 14 40c0-7 3-12 7-16 2-2 3-3 3-5z"
        fill="#FFFAF4"
      />
      <path d="M22 14h20" stroke="#2D1F16" strokeWidth="4" strokeLinecap="round" />
      <path d="M19 38c8 4 18 4 26 0" stroke="#C84D2F" strokeWidth="3.5" strokeLinecap="round" fill="none" />
    </svg>
  );
}
