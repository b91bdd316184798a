import { MailIcon } from "lucide-react";
import { DEFAULT_SUPPORT_EMAIL } from "../../../contract/app/constants";
import { SETTINGS_TEXTS } from "../../../contract/preferences/texts";
import { Button } from "../../components/ui/button";

/** product.md#r1: the support address; a build may override it with VITE_SUPPORT_EMAIL to match SUPPORT_EMAIL. */
export const SUPPORT_EMAIL: string = (import.meta.env.VITE_SUPPORT_EMAIL as string | undefined) || DEFAULT_SUPPORT_EMAIL;

export function HelpSection() {
  return (
    <div className="grid gap-3">
      <p className="text-sm text-muted-foreground">
        Questions, ideas or trouble with Claybook? Write to us at <span className="font-medium text-foreground">{SUPPORT_EMAIL}</span>.
      </p>
      <Button variant="outline" asChild className="justify-self-start">
        <a href={`mailto:${SUPPORT_EMAIL}`}>
          <MailIcon aria-hidden="true" />
          {SETTINGS_TEXTS.contactUs}
        </a>
      </Button>
    </div>
  );
}
