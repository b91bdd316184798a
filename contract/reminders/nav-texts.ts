/**
 * The bottom bar's words for the number of due reminders (product.md#r173), apart from texts.ts: the bar is part of the
 * app's first screen, which should not carry every reminder text (docs/decisions/0157-declarative-router.md).
 */
export const REMINDER_NAV_TEXTS = {
  dueCountLabel: (count: number) => `${count} due`,
} as const;
