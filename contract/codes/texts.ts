/** The short codes' words (issue 21). */
export const CODE_TEXTS = {
  notFound: "No piece with this code in your studio",
  tooLong: "A code is at most 20 characters",
  copied: (code: string) => `Copied ${code}`,
  copyLabel: (code: string) => `Code ${code}, tap to copy`,
  goToCode: "Go to code",
  goToCodePlaceholder: "e.g. 26-0018",
  go: "Open",
  finding: "Looking for that code...",
} as const;
