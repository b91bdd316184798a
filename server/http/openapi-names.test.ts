/** The contract's names for the OpenAPI document (docs/decisions/0293-openapi-names-from-the-contract.md). */
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { endpoint, withSchemas } from "../../contract/common/route-table";
import { nameContract } from "./openapi-names";

const IdParamSchema = z.object({ id: z.coerce.number() });
const KilnLogSchema = z.object({ id: z.number(), note: z.string() });
const NoteSchema = z.string().max(200);
const diaryAnswer = z.array(KilnLogSchema);
const addBody = z.object({ note: NoteSchema });

/** A new area, planted: an exported schema, a field schema, a path schema, and a body and an answer nobody exports. */
const kilnLogs = {
  area: "kiln-logs",
  exports: {
    KilnLogSchema,
    NoteSchema,
    IdParamSchema,
    KILN_LOGS_ROUTES: withSchemas(
      { diary: endpoint("GET", "/api/kilns/{id}/diary"), add: endpoint("POST", "/api/kilns/{id}/diary") },
      { diary: { params: IdParamSchema, answer: diaryAnswer }, add: { params: IdParamSchema, body: addBody, answer: KilnLogSchema, status: 201 } },
    ),
  },
};

describe("OpenAPI names from the contract", () => {
  it("names a new area's calls and schemas without an edit", () => {
    const names = nameContract([kilnLogs]);
    expect(names.operations).toEqual(
      new Map([
        ["GET /api/kilns/{id}/diary", "kiln-logs.diary"],
        ["POST /api/kilns/{id}/diary", "kiln-logs.add"],
      ]),
    );
    expect(names.schemas.get(KilnLogSchema)).toBe("KilnLog");
    expect(names.schemas.get(diaryAnswer)).toBe("KilnLogsDiaryAnswer");
    expect(names.schemas.get(addBody)).toBe("KilnLogsAddBody");
    // A field's rules stay inline, and a path's schema is spelled out as parameters.
    expect(names.schemas.has(NoteSchema)).toBe(false);
    expect(names.schemas.has(IdParamSchema)).toBe(false);
  });

  it("puts the area in front of a name two areas export for different schemas", () => {
    const other = { area: "studios", exports: { KilnLogSchema: z.object({ studioId: z.number() }) } };
    const names = nameContract([kilnLogs, other]);
    expect(names.schemas.get(KilnLogSchema)).toBe("KilnLog");
    expect(names.schemas.get(other.exports.KilnLogSchema)).toBe("StudiosKilnLog");
  });

  it("refuses two calls on one method and path", () => {
    const twice = { area: "kilns", exports: { KILNS_ROUTES: withSchemas({ diary: endpoint("GET", "/api/kilns/{id}/diary") }, { diary: { answer: KilnLogSchema } }) } };
    expect(() => nameContract([kilnLogs, twice])).toThrow("kiln-logs.diary and kilns.diary are both GET /api/kilns/{id}/diary");
  });
});
