import { ChevronDownIcon, type LucideIcon } from "lucide-react";
import { useId, useState, type ReactNode } from "react";
import { Card } from "../../components/ui/card";
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from "../../components/ui/collapsible";

interface SettingsSectionProps {
  title: string;
  icon: LucideIcon;
  defaultOpen?: boolean;
  children: ReactNode;
}

/** One collapsible Settings section; each keeps its own open state, so several can be open at once. */
export function SettingsSection({ title, icon: Icon, defaultOpen = false, children }: SettingsSectionProps) {
  const [open, setOpen] = useState(defaultOpen);
  const headingId = useId();
  return (
    <Collapsible open={open} onOpenChange={setOpen} asChild>
      <Card className="gap-0 py-0">
        <h2 id={headingId} className="text-lg font-semibold">
          <CollapsibleTrigger className="flex min-h-14 w-full items-center gap-3 rounded-xl px-5 py-3 text-left hover:bg-accent/50 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none">
            <Icon className="size-5 shrink-0 text-primary" aria-hidden="true" />
            <span className="flex-1">{title}</span>
            <ChevronDownIcon
              className={`size-5 shrink-0 text-muted-foreground transition-transform ${open ? "rotate-180" : ""}`}
              aria-hidden="true"
            />
          </CollapsibleTrigger>
        </h2>
        <CollapsibleContent asChild>
          <section aria-labelledby={headingId} className="grid gap-6 border-t px-5 pt-4 pb-5">
            {children}
          </section>
        </CollapsibleContent>
      </Card>
    </Collapsible>
  );
}
