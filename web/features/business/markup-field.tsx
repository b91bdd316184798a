/**
 * Settings ▸ Prices: the markup a suggested price multiplies a piece's cost by (product.md#r293), 2.5 until the potter
 * sets another; checked as typed by the contract's rule, the server's message under the field.
 */
import { useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { MARKUP_INVALID, parseMarkup } from "../../../contract/business/markup";
import { STOCK_TEXTS as T } from "../../../contract/business/stock-texts";
import { FormField } from "../../components/form-field";
import { Button } from "../../components/ui/button";
import { Input } from "../../components/ui/input";
import { toast } from "../../components/ui/toast-store";
import { ApiError } from "../../lib/api-error";
import { useSavePreferences } from "../preferences/preferences-api";
import { businessKeys } from "./business-keys";

export function MarkupField({ markup }: { markup: string }) {
  const [text, setText] = useState(markup);
  const [problem, setProblem] = useState<string | undefined>();
  const { saveAll, isPending } = useSavePreferences();
  const queryClient = useQueryClient();
  const save = async () => {
    if (parseMarkup(text) === null) return setProblem(MARKUP_INVALID);
    setProblem(undefined);
    try {
      await saveAll({ markup: text.trim() });
      // Every piece's suggested price follows the markup.
      await queryClient.invalidateQueries({ queryKey: businessKeys.pieces });
      toast({ title: T.markupSaved });
    } catch (error) {
      setProblem(error instanceof ApiError ? (error.errors?.markup ?? error.message) : String(error));
    }
  };
  return (
    <form
      noValidate
      className="grid grid-cols-[1fr_auto] items-end gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <FormField label={T.markup} hint={T.markupHelp} error={problem}>
        <Input inputMode="decimal" autoComplete="off" className="min-h-11" value={text} onChange={(e) => setText(e.target.value)} />
      </FormField>
      <Button type="submit" variant="outline" className="min-h-11" disabled={isPending}>
        {T.saveMarkup}
      </Button>
    </form>
  );
}
