/**
 * The typed code beside a camera scan (a studio ticket's, a piece label's): when there is no camera, or the potter would
 * rather type, the code goes to the same place a scan sends it.
 */
import { useId, useState } from "react";
import { Button } from "./ui/button";
import { Input } from "./ui/input";
import { Label } from "./ui/label";

interface TypeCodeFormProps {
  label: string;
  submitLabel: string;
  placeholder?: string;
  onCode: (code: string) => void;
}

export function TypeCodeForm({ label, submitLabel, placeholder, onCode }: TypeCodeFormProps) {
  const uid = useId();
  const [typed, setTyped] = useState("");
  return (
    <form
      className="flex items-end gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        // React passes a submit up its own tree, portals included: the screen's form around the button must not get it.
        e.stopPropagation();
        if (typed.trim()) onCode(typed.trim());
      }}
    >
      <div className="grid flex-1 gap-1">
        <Label htmlFor={`${uid}-code`}>{label}</Label>
        <Input
          id={`${uid}-code`}
          value={typed}
          placeholder={placeholder}
          maxLength={20}
          autoFocus
          autoComplete="off"
          autoCapitalize="characters"
          className="min-h-11 font-mono"
          onChange={(e) => setTyped(e.target.value)}
        />
      </div>
      <Button type="submit" className="min-h-11" disabled={!typed.trim()}>
        {submitLabel}
      </Button>
    </form>
  );
}
