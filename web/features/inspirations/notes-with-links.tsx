import { cn } from "../../lib/utils";
import { splitNoteLinks } from "./inspiration-format";

interface NotesWithLinksProps {
  notes: string;
  className?: string;
}

/** Notes text whose http(s) addresses open outside the app; anything else stays plain text. */
export function NotesWithLinks({ notes, className }: NotesWithLinksProps) {
  return (
    <p className={cn("text-sm break-words whitespace-pre-line text-muted-foreground", className)}>
      {splitNoteLinks(notes).map((segment, index) =>
        segment.kind === "link" ? (
          <a
            key={index}
            href={segment.href}
            target="_blank"
            rel="noopener noreferrer"
            // Above a card's stretched link, so a click opens the address, not the card.
            className="relative z-10 text-primary underline underline-offset-2 hover:text-primary/80"
          >
            {segment.text}
          </a>
        ) : (
          <span key={index}>{segment.text}</span>
        ),
      )}
    </p>
  );
}
