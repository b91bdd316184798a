import { ChevronDown } from "lucide-react";
import type { ReactNode } from "react";
import { Card } from "../../components/ui/card";
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from "../../components/ui/collapsible";
import { cn } from "../../lib/utils";

interface PieceSectionProps {
  title: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  children: ReactNode;
}

/** A collapsible card section of the piece screens ('Piece Details', 'Progress & Location'). */
export function PieceSection({ title, open, onOpenChange, children }: PieceSectionProps) {
  return (
    <Collapsible open={open} onOpenChange={onOpenChange} asChild>
      <Card className="gap-0 p-0">
        <CollapsibleTrigger className="flex min-h-12 w-full items-center justify-between gap-2 rounded-lg px-4 py-3 text-left focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none">
          <h2 className="text-base font-semibold">{title}</h2>
          <ChevronDown className={cn("size-5 text-muted-foreground transition-transform", open && "rotate-180")} aria-hidden="true" />
        </CollapsibleTrigger>
        <CollapsibleContent className="px-4 pb-4">{children}</CollapsibleContent>
      </Card>
    </Collapsible>
  );
}
