import { ExternalLink } from "lucide-react";
import type { Inspiration } from "../../../contract/inspirations/schemas";
import { safeExternalUrl } from "../../../contract/inspirations/rules";
import { INSPIRATION_TEXTS } from "../../../contract/inspirations/texts";
import { Badge } from "../../components/ui/badge";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "../../components/ui/dialog";
import { formatCreatedDate } from "./inspiration-format";
import { NotesWithLinks } from "./notes-with-links";

interface InspirationDetailsDialogProps {
  item: Inspiration | null;
  onOpenChange: (open: boolean) => void;
}

/** A linked inspiration's images, tags, sources and notes, read-only, over the piece screen. */
export function InspirationDetailsDialog({ item, onOpenChange }: InspirationDetailsDialogProps) {
  return (
    <Dialog open={item !== null} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        {item ? (
          <>
            <DialogHeader>
              <DialogTitle>{item.name}</DialogTitle>
              <DialogDescription>
                {INSPIRATION_TEXTS.createdPrefix}
                {formatCreatedDate(item.createdAt)}
              </DialogDescription>
            </DialogHeader>
            {item.imageUrls.length > 0 ? (
              <div className="flex snap-x gap-2 overflow-x-auto pb-1">
                {item.imageUrls.map((url, i) => (
                  <img
                    key={url}
                    src={url}
                    alt={`${item.name}, photo ${i + 1} of ${item.imageUrls.length}`}
                    className="aspect-square w-48 shrink-0 snap-start rounded-lg object-cover"
                  />
                ))}
              </div>
            ) : null}
            {item.tags.length > 0 ? (
              <div className="flex flex-wrap gap-1" aria-label={INSPIRATION_TEXTS.tags}>
                {item.tags.map((tag) => (
                  <Badge key={tag} variant="secondary">
                    {tag}
                  </Badge>
                ))}
              </div>
            ) : null}
            {item.sources.length > 0 ? (
              <section className="grid gap-1">
                <h3 className="text-sm font-medium">{INSPIRATION_TEXTS.sources}</h3>
                <ul className="grid gap-1">
                  {item.sources.map((source, i) => {
                    const href = safeExternalUrl(source.url);
                    return (
                      <li key={i}>
                        {href ? (
                          <a
                            href={href}
                            target="_blank"
                            rel="noopener noreferrer"
                            className="inline-flex min-h-11 items-center gap-1 text-primary underline-offset-2 hover:underline"
                          >
                            {source.text}
                            <ExternalLink className="size-3.5" aria-hidden="true" />
                          </a>
                        ) : (
                          <span>{source.text}</span>
                        )}
                      </li>
                    );
                  })}
                </ul>
              </section>
            ) : null}
            <section className="grid gap-1">
              <h3 className="text-sm font-medium">{INSPIRATION_TEXTS.notes}</h3>
              {item.notes ? (
                <NotesWithLinks notes={item.notes} />
              ) : (
                <p className="text-sm text-muted-foreground italic">{INSPIRATION_TEXTS.noNotes}</p>
              )}
            </section>
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
