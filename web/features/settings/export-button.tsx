import { DownloadIcon } from "lucide-react";
import { SETTINGS_TEXTS } from "../../../contract/preferences";
import { Button } from "../../components/ui/button";
import { buildUrl } from "../../lib/api";

/**
 * D24 'Export my data'. A plain download link: the browser saves the streamed zip straight to disk
 * (nothing is held in page memory), and the session cookie goes along as for any same-site request.
 */
export function ExportButton() {
  return (
    <div className="grid gap-1">
      <Button variant="outline" asChild className="justify-self-start">
        <a href={buildUrl("/api/export")} download>
          <DownloadIcon aria-hidden="true" />
          {SETTINGS_TEXTS.exportData}
        </a>
      </Button>
      <p className="text-xs text-muted-foreground">A zip of all your pieces, surfaces, combos, inspirations, preferences and photos.</p>
    </div>
  );
}
