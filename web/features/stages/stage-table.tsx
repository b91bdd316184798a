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
  /** The location cell of a checked stage; an unchecked stage shows a dash. */
  children?: ReactNode;
  /** A full-width line under the row (a checked stage's date and notes). */
  extra?: ReactNode;
}

/** One stage: a labelled checkbox with a 44 px row, its location controls once checked, and a line under it. */
export function StageRow({ stage, checked, onCheckedChange, disabled, children, extra }: StageRowProps) {
  const id = useId();
  return (
    <>
      <tr className={`align-middle ${extra ? "" : "border-b last:border-0"}`}>
        <td className="py-2 pr-2">
          <div className="flex min-h-11 items-center gap-3">
            <Checkbox id={id} checked={checked} disabled={disabled} onCheckedChange={(on) => onCheckedChange(on === true)} />
            <Label htmlFor={id}>{stage}</Label>
          </div>
        </td>
        <td className="py-2">{children ?? <span className="flex min-h-11 items-center text-muted-foreground">—</span>}</td>
      </tr>
      {extra ? (
        <tr className="border-b last:border-0">
          <td colSpan={2}>{extra}</td>
        </tr>
      ) : null}
    </>
  );
}
