/**
 * A record's short code on its screen (product.md#r130): in large monospace, the way it is written on the pot; a tap
 * copies it (to label a bag, or to send).
 */
import { Copy } from "lucide-react";
import { CODE_TEXTS as T } from "../../../contract/codes/texts";
import { Button } from "../../components/ui/button";
import { toast } from "../../components/ui/toast-store";

export function CodeBadge({ code }: { code: string | null }) {
  if (!code) return null;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      toast({ title: T.copied(code) });
    } catch {
      // No clipboard permission: the code is on screen to read off.
    }
  };
  return (
    <Button type="button" variant="outline" size="sm" className="min-h-11 gap-1.5 font-mono text-base" aria-label={T.copyLabel(code)} onClick={() => void copy()}>
      {code}
      <Copy className="size-4" aria-hidden="true" />
    </Button>
  );
}
