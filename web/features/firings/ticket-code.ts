/**
 * Which piece of a firing a ticket's code names (docs/decisions/0231-firing-queue.md): staff type or scan the code on
 * a studio ticket to pick the piece whose outcome they record. Codes are read as everywhere (`260018` is `26-0018`);
 * codes are per potter, so two members' pieces may share one, and then the staff choose in the list.
 */
import { canonicalCode } from "../../../contract/codes/rules";
import type { FiringDetail } from "../../../contract/firings/schemas";

type FiringPiece = FiringDetail["pieces"][number];

export type TicketMatch =
  | { kind: "found"; piece: FiringPiece }
  | { kind: "none"; code: string }
  | { kind: "several"; code: string; pieces: FiringPiece[] };

export function pieceByTicketCode(pieces: readonly FiringPiece[], typed: string): TicketMatch {
  const read = canonicalCode(typed);
  const code = read?.kind === "piece" ? read.code : typed.trim();
  const matches = read?.kind === "piece" ? pieces.filter((p) => p.pieceCode === code) : [];
  if (matches.length === 1) return { kind: "found", piece: matches[0]! };
  if (matches.length === 0) return { kind: "none", code };
  return { kind: "several", code, pieces: matches };
}
