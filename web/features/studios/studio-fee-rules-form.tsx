/**
 * The studio's fee rules (product.md#r241, docs/decisions/0295-studio-fee-limits.md), for its owner and staff: per
 * kind, per piece, per cubic inch, per square inch, per pound and a minimum, each with a live example fee; beside them
 * the fee limit and the largest piece the kilns take, over which a member confirms before sending.
 */
import { useId, useState } from "react";
import { FEE_TEXTS } from "../../../contract/studios/fee-texts";
import { feeFor, FIRING_REQUEST_KINDS, type FeeRule, type FeeRules, type FiringRequestKind } from "../../../contract/studios/rules";
import type { Studio } from "../../../contract/studios/schemas";
import { STUDIO_TEXTS as T } from "../../../contract/studios/texts";
import { Button } from "../../components/ui/button";
import { Input } from "../../components/ui/input";
import { Label } from "../../components/ui/label";
import { toast } from "../../components/ui/toast-store";
import { useUpdateStudio } from "./studios-api";

const PARTS = ["perPiece", "perCubicInch", "perSquareInch", "perPound", "minimum"] as const;
type Part = (typeof PARTS)[number];
type Draft = Record<FiringRequestKind, Record<Part, string>> & { confirmAbove: string; largestPiece: string };

/** The example the live fee is worked out on: a mug-sized piece. */
const EXAMPLE = { height: 6, width: 4, depth: 4, clayWeight: 2 };

const text = (n: number | undefined) => (n === undefined ? "" : String(n));
const number = (s: string): number | undefined => (s.trim() === "" ? undefined : Number(s));

function draftOf(rules: FeeRules): Draft {
  const kind = (k: FiringRequestKind) => Object.fromEntries(PARTS.map((p) => [p, text(rules[k]?.[p])])) as Record<Part, string>;
  return { bisque: kind("bisque"), glaze: kind("glaze"), confirmAbove: text(rules.confirmAbove), largestPiece: text(rules.largestPiece) };
}

function ruleOf(parts: Record<Part, string>): FeeRule | undefined {
  const rule = Object.fromEntries(PARTS.flatMap((p) => (number(parts[p]) === undefined ? [] : [[p, number(parts[p])]]))) as FeeRule;
  return Object.keys(rule).length ? rule : undefined;
}

function rulesOf(draft: Draft): FeeRules {
  const rules: FeeRules = {};
  for (const k of FIRING_REQUEST_KINDS) {
    const rule = ruleOf(draft[k]);
    if (rule) rules[k] = rule;
  }
  if (number(draft.confirmAbove) !== undefined) rules.confirmAbove = number(draft.confirmAbove);
  if (number(draft.largestPiece) !== undefined) rules.largestPiece = number(draft.largestPiece);
  return rules;
}

export function StudioFeeRulesForm({ studio }: { studio: Studio }) {
  const id = useId();
  const [draft, setDraft] = useState<Draft>(() => draftOf(studio.feeRules));
  const [error, setError] = useState<string | null>(null);
  const update = useUpdateStudio(studio.id);
  const setPart = (kind: FiringRequestKind, part: Part, value: string) => setDraft({ ...draft, [kind]: { ...draft[kind], [part]: value } });
  return (
    <section aria-labelledby={`${id}-title`} className="mt-6 grid gap-3">
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        {T.feeRulesTitle}
      </h2>
      <p className="text-sm text-muted-foreground">{T.feeRulesIntro}</p>
      <form
        className="grid gap-4"
        aria-label={T.feeRulesTitle}
        onSubmit={(e) => {
          e.preventDefault();
          setError(null);
          update.mutate({ feeRules: rulesOf(draft) }, { onSuccess: () => toast({ title: T.feesSaved }), onError: (err) => setError(err.message || T.changeFailed) });
        }}
      >
        {FIRING_REQUEST_KINDS.map((kind) => {
          const rule = ruleOf(draft[kind]);
          const example = feeFor(rule, EXAMPLE);
          return (
            <fieldset key={kind} className="grid gap-2 rounded-lg border p-3">
              <legend className="px-1 font-medium">{T.feeKinds[kind]}</legend>
              <div className="grid grid-cols-2 gap-2">
                {PARTS.map((part) => (
                  <div key={part} className="grid gap-1">
                    <Label htmlFor={`${id}-${kind}-${part}`}>{T.feeParts[part]}</Label>
                    <Input
                      id={`${id}-${kind}-${part}`}
                      type="number"
                      inputMode="decimal"
                      min={0}
                      step="0.01"
                      value={draft[kind][part]}
                      onChange={(e) => setPart(kind, part, e.target.value)}
                    />
                  </div>
                ))}
              </div>
              <p className="text-sm" aria-live="polite">
                {T.exampleFee(T.feeKinds[kind] ?? kind, Number.isFinite(example) ? FEE_TEXTS.money(example, studio.currency) : "–")}
              </p>
            </fieldset>
          );
        })}
        <div className="grid grid-cols-2 gap-2">
          <div className="grid gap-1">
            <Label htmlFor={`${id}-limit`}>{T.confirmAboveLabel}</Label>
            <Input id={`${id}-limit`} type="number" inputMode="decimal" min={0} step="0.01" value={draft.confirmAbove} onChange={(e) => setDraft({ ...draft, confirmAbove: e.target.value })} />
          </div>
          <div className="grid gap-1">
            <Label htmlFor={`${id}-largest`}>{T.largestPieceLabel}</Label>
            <Input id={`${id}-largest`} type="number" inputMode="decimal" min={0} step="0.1" value={draft.largestPiece} onChange={(e) => setDraft({ ...draft, largestPiece: e.target.value })} />
          </div>
        </div>
        <p className="text-sm text-muted-foreground">{T.checksHint}</p>
        {error ? (
          <p role="alert" className="text-sm text-destructive">
            {error}
          </p>
        ) : null}
        <Button type="submit" className="min-h-11 justify-self-start" disabled={update.isPending}>
          {T.saveFees}
        </Button>
      </form>
    </section>
  );
}
