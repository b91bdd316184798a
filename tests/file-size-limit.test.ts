/**
 * eslint keeps the file size (docs/decisions/0291-file-size-kept-by-eslint.md): past 400 lines of code, blank lines
 * and comments not counted, a file of product or test code is refused by `npm run lint`.
 */
import path from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const eslint = new ESLint({ cwd: path.resolve(import.meta.dirname, "..") });
const code = (lines: number) => Array.from({ length: lines }, (_, i) => `export const v${i} = ${i};`).join("\n") + "\n";

async function sizeErrors(file: string, text: string): Promise<string[]> {
  const [result] = await eslint.lintText(text, { filePath: file });
  return result!.messages.filter((m) => m.ruleId === "max-lines").map((m) => m.message);
}

describe("the file size limit", () => {
  it.each(["server/services/pieces/planted.ts", "web/features/pieces/planted.tsx", "contract/pieces/planted.ts", "tests/api/planted.api.test.ts", "e2e/planted.spec.ts"])(
    "refuses 401 lines of code in %s",
    async (file) => {
      expect(await sizeErrors(file, code(401))).toEqual(["File has too many lines (401). Maximum allowed is 400."]);
    },
    // The first call loads the whole eslint config, which on a busy 2-core machine can take half a minute.
    90_000,
  );

  it("counts neither blank lines nor comments", async () => {
    const padded = code(400) + "\n\n// a comment\n/* and\n a block */\n";
    expect(await sizeErrors("server/services/pieces/planted.ts", padded)).toEqual([]);
  });
});
