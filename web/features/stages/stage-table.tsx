import { useId, type ReactNode } from "react";
import type { Stage } from "../../../contract/stages/schemas";
import { STAGE_TEXTS } from "../../../contract/stages/texts";
import { Checkbox } from "../../components/ui/checkbox";
import { Label } from "../../components/ui/label";

/** The Stage / Location table of the New Piece checklist and the piece details tracker (product.md#r76). */
export function StageTable({ children }: { children: ReactNode }) {
  return (
    <table className="w-full text-sm">
      <thead>
        <tr className="border-b text-left text-muted-foreground">
          <th scope="col" className="py-2 pr-2 font-medium">
            {STAGE_TEXTS.stageColumn}
          </th>
          <th scope="col" className="py-2 font-medium">
            {STAGE_TEXTS.locationColumn}
          </th>
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}

interface StageRowProps {
  stage: Stage;
  checked: boolean;
  onCheckedChange: (on: boolean) => void;
  disabled?: boolean;
  /** A second line under the stage name (the entry's date). */
  detail?: string | null;
  /** Top when the location cell holds more than one control. */
  align?: "top" | "middle";
  /** The location cell of a checked stage; an unchecked stage shows a dash. */
  children?: ReactNode;
}

/** One stage: a labelled checkbox with a 44 px row, and its location controls once checked. */
export function StageRow({ stage, checked, onCheckedChange, disabled, detail, align = "middle", children }: StageRowProps) {
  const id = useId();
  return (
    <tr className={`border-b last:border-0 ${align === "top" ? "align-top" : "align-middle"}`}>
      <td className="py-2 pr-2">
        <div className="flex min-h-11 items-center gap-3">
          <Checkbox id={id} checked={checked} disabled={disabled} onCheckedChange={(on) => onCheckedChange(on === true)} />
          <Label htmlFor={id} className="grid gap-0.5">
            <span>{stage}</span>
            {detail ? <span className="text-xs font-normal text-muted-foreground">{detail}</span> : null}
          </Label>
        </div>
      </td>
      <td className="py-2">{children ?? <span className="flex min-h-11 items-center text-muted-foreground">—</span>}</td>
    </tr>
  );
}
