/**
 * "Go to code" with "Scan" beside it (product.md#r135): from a pot in the hand to its record, by typing the code
 * written on it or scanning its label.
 */
import { GoToCodeForm } from "./go-to-code-form";
import { ScanButton } from "./scan-dialog";

export function GoToCode({ id, autoFocus }: { id?: string; autoFocus?: boolean }) {
  return (
    <div className="flex items-end gap-2">
      <GoToCodeForm id={id} autoFocus={autoFocus} className="flex-1" />
      <ScanButton />
    </div>
  );
}
