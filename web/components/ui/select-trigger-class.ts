/**
 * The look of a select's closed box, shared by the Radix trigger (select.tsx) and the stand-in drawn while a lazily
 * loaded picker's code arrives (web/features/stages/stage-location-select.tsx), so the two never drift apart.
 */
export const SELECT_TRIGGER_CLASS =
  "flex min-h-11 w-full items-center justify-between gap-2 rounded-md border border-input bg-card px-3 py-2 text-base text-foreground shadow-xs focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/40 focus-visible:outline-none disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive data-[placeholder]:text-muted-foreground [&>span]:line-clamp-1";
