import { DownloadIcon } from "lucide-react";
import { useState, type MouseEvent } from "react";
import { SETTINGS_TEXTS } from "../../../contract/preferences/texts";
import { Button } from "../../components/ui/button";
import { toast } from "../../components/ui/toast-store";
import { isNativeApp } from "../../lib/platform";
import { checkExport, exportUrl } from "./account-api";
import { downloadExportNatively } from "./native-export";

/**
 * product.md#r24 'Export my data'. On the web a plain download link: the browser saves the streamed zip straight to
 * disk (nothing is held in page memory) and the session cookie goes along. A download cannot show the server's
 * answer, so the link first asks whether an export may start and shows a refusal (the limit, and when to try again)
 * in words (docs/decisions/0243-export-limit-said-before-the-download.md). The native app fetches the zip with its
 * bearer token instead (native-export.ts).
 */
export function ExportButton() {
  const [busy, setBusy] = useState(false);

  const onClick = async (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    if (busy) return;
    const link = event.currentTarget;
    setBusy(true);
    try {
      if (isNativeApp()) return await downloadExportNatively();
      await checkExport();
      // Allowed: the browser downloads from the link's own address, as a plain link would.
      const download = document.createElement("a");
      download.href = link.href;
      download.download = "";
      download.click();
    } catch (error) {
      // Closing the share sheet is not a failure.
      if (!(error instanceof DOMException && error.name === "AbortError")) {
        toast({ title: "Error", description: error instanceof Error ? error.message : String(error), variant: "destructive" });
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="grid gap-1">
      <Button variant="outline" asChild className="justify-self-start">
        <a href={exportUrl()} download onClick={(event) => void onClick(event)} aria-disabled={busy || undefined}>
          <DownloadIcon aria-hidden="true" />
          {busy ? SETTINGS_TEXTS.exporting : SETTINGS_TEXTS.exportData}
        </a>
      </Button>
      <p className="text-xs text-muted-foreground">{SETTINGS_TEXTS.exportHint}</p>
    </div>
  );
}
