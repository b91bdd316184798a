/**
 * "Go to code" (product.md#r131): type the code written on a pot (or a tile, a glaze bucket, a firing log) and land on
 * its record. Case, spaces and dashes do not matter; the code screen says when it is not the potter's.
 */
import { Hash } from "lucide-react";
import { useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { compactCode } from "../../../contract/codes/rules";
import { CODE_TEXTS as T } from "../../../contract/codes/texts";
import { Button } from "../../components/ui/button";
import { Input } from "../../components/ui/input";
import { Label } from "../../components/ui/label";
import { cn } from "../../lib/utils";

interface GoToCodeFormProps {
  id?: string;
  autoFocus?: boolean;
  className?: string;
  /** Called when a code is sent (the scan dialog closes). */
  onDone?: () => void;
}

export function GoToCodeForm({ id = "go-to-code", autoFocus = false, className, onDone }: GoToCodeFormProps) {
  const [typed, setTyped] = useState("");
  const navigate = useNavigate();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const code = typed.trim();
    if (!compactCode(code)) return;
    setTyped("");
    onDone?.();
    void navigate(`/c/${encodeURIComponent(code)}`);
  };
  return (
    <form onSubmit={submit} className={cn("flex items-end gap-2", className)}>
      <div className="grid flex-1 gap-1">
        <Label htmlFor={id} className="flex items-center gap-1 text-sm">
          <Hash className="size-3.5" aria-hidden="true" />
          {T.goToCode}
        </Label>
        <Input
          id={id}
          value={typed}
          maxLength={20}
          autoFocus={autoFocus}
          autoComplete="off"
          autoCapitalize="characters"
          placeholder={T.goToCodePlaceholder}
          className="min-h-11 font-mono"
          onChange={(e) => setTyped(e.target.value)}
        />
      </div>
      <Button type="submit" variant="outline" className="min-h-11">
        {T.go}
      </Button>
    </form>
  );
}
