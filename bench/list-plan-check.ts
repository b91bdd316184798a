/**
 * The list statement's plan, for the API speed benchmark (pieces-list.bench.ts): EXPLAIN ANALYZE of Claybook's own
 * prepared statement, checked for the page cut from pieces_user_created_idx, no stage history, no per-row subquery and
 * no pieces scan returning more rows than the page needs.
 */
import type { Placeholder } from "drizzle-orm";
import type { Database } from "../server/db/client";
import { prepared } from "../server/db/prepared";

export type Raw = (text: string) => Promise<string[]>;

export interface PlanCheck {
  label: string;
  plan: string;
  ok: boolean;
  why: string[];
}

/** The list statement's plan: pieces reached through pieces_user_created_idx, no stage history, no row count of the studio. */
function checkPlan(label: string, plan: string, rowsAllowed: number): PlanCheck {
  const why: string[] = [];
  if (!plan.includes("pieces_user_created_idx")) why.push("the page is not cut from pieces_user_created_idx");
  if (/Seq Scan on pieces/.test(plan)) why.push("a sequential scan of pieces");
  if (/stage_history/.test(plan)) why.push("the stage history is read");
  if (/SubPlan|Lateral/i.test(plan)) why.push("a per-row subquery");
  for (const line of plan.split("\n")) {
    const rows = /on pieces\b.*actual rows=([\d.]+)/.exec(line) ?? /pieces_user_created_idx.*actual rows=([\d.]+)/.exec(line);
    if (rows && Number(rows[1]) > rowsAllowed) why.push(`a pieces scan returns ${rows[1]} rows (more than the ${rowsAllowed} the page needs)`);
  }
  return { label, plan, ok: why.length === 0, why };
}

export async function explainAll(
  database: Database,
  raw: Raw,
  users: { main: number; huge: number },
  sizes: { main: number; huge: number },
): Promise<PlanCheck[]> {
  const q = prepared(database.db).piecesPage.getQuery();
  const explain = async (userId: number, limit: number, offset: number) => {
    const values: Record<string, number> = { userId, limit, offset };
    const text = q.sql.replace(/\$(\d+)/g, (_, n: string) => String(values[(q.params[Number(n) - 1] as Placeholder).name]));
    return (await raw(`explain (analyze, costs off, timing off, summary off) ${text}`)).join("\n");
  };
  return [
    checkPlan(`page 1 (${sizes.main.toLocaleString("en-US")} pieces)`, await explain(users.main, 20, 0), 20),
    checkPlan(`page 400 (${sizes.main.toLocaleString("en-US")} pieces)`, await explain(users.main, 20, 399 * 20), 400 * 20),
    checkPlan(`page 1 (${sizes.huge.toLocaleString("en-US")} pieces)`, await explain(users.huge, 20, 0), 20),
  ];
}
