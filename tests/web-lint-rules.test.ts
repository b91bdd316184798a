/**
 * eslint keeps two web rules (docs/decisions/0279-one-select-one-key-module.md): a feature's choice list is the
 * house's NativeSelect, never a raw <select>, and query keys are built only in an area's `<area>-keys.ts`.
 */
import path from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const eslint = new ESLint({ cwd: path.resolve(import.meta.dirname, "..") });

async function refusals(file: string, text: string): Promise<string[]> {
  const [result] = await eslint.lintText(text, { filePath: file });
  return result!.messages.filter((m) => m.ruleId === "no-restricted-syntax").map((m) => m.message);
}

const KEY_MODULE = "Build query keys in the area's <area>-keys.ts and use them from there.";
const SELECT = "Use NativeSelect from web/components/native-select.tsx.";

describe("the web's lint rules", () => {
  it(
    "refuse a raw <select> in a feature and take the NativeSelect",
    async () => {
      const raw = `export const Pick = () => <select aria-label="Kind"><option>Bisque</option></select>;\n`;
      expect(await refusals("web/features/firings/planted.tsx", raw)).toEqual([SELECT]);
      const house = `import { NativeSelect } from "../../components/native-select";\nexport const Pick = () => <NativeSelect aria-label="Kind"><option>Bisque</option></NativeSelect>;\n`;
      expect(await refusals("web/features/firings/planted.tsx", house)).toEqual([]);
    },
    // The first call loads the whole eslint config, which on a busy 2-core machine can take half a minute.
    90_000,
  );

  it.each([
    ["a query's inline key", `export const q = { queryKey: ["studios", 1, "fees"], queryFn: () => 1 };\n`],
    ["an inline key read from the cache", `declare const c: { getQueryData(k: unknown): unknown };\nexport const v = c.getQueryData(["auth", "user"]);\n`],
    ["an inline key refreshed", `declare const c: { invalidateQueries(f: unknown): unknown; getQueriesData(f: unknown): unknown };\nexport const v = c.getQueriesData({ queryKey: ["firings", "queue"] });\n`],
    ["a keys object outside a key module", `export const studioKeys = { all: ["studios"] as const };\n`],
  ])("refuse %s in an API module", async (_what, text) => {
    expect(await refusals("web/features/studios/planted-api.ts", text)).toEqual([KEY_MODULE]);
  });

  it("take keys built in the area's key module and used by name", async () => {
    expect(await refusals("web/features/studios/planted-keys.ts", `export const studioKeys = { all: ["studios"] as const, one: (id: number) => ["studios", id] as const };\n`)).toEqual([]);
    const user = `import { studioKeys } from "./studio-keys";\nexport const q = { queryKey: studioKeys.one(1), queryFn: () => 1 };\n`;
    expect(await refusals("web/features/studios/planted-api.ts", user)).toEqual([]);
  });
});
