import { describe, expect, it } from "vitest";
import { csvCell, csvText } from "./csv";

describe("csvCell", () => {
  it("neutralises cells a spreadsheet would read as a formula", () => {
    expect(csvCell("=1+2")).toBe("'=1+2");
    expect(csvCell("+SUM(A1)")).toBe("'+SUM(A1)");
    expect(csvCell("-3")).toBe("'-3");
    expect(csvCell("@cmd")).toBe("'@cmd");
    expect(csvCell("\tx")).toBe("'\tx");
    expect(csvCell("\rx")).toBe(`"'\rx"`);
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe(`"'=HYPERLINK(""http://x"",""y"")"`);
  });
  it("quotes commas, quotes and line breaks and leaves plain text and numbers alone", () => {
    expect(csvCell("Mug, tall")).toBe('"Mug, tall"');
    expect(csvCell('The "big" bowl')).toBe('"The ""big"" bowl"');
    expect(csvCell("a\nb")).toBe('"a\nb"');
    expect(csvCell("Bowl")).toBe("Bowl");
    expect(csvCell("4.50")).toBe("4.50");
    expect(csvCell(12)).toBe("12");
    expect(csvCell(null)).toBe("");
  });
  it("joins rows with CRLF after a byte-order mark", () => {
    expect(csvText([["a", "b"], ["=c", "d"]])).toBe("\uFEFFa,b\r\n'=c,d\r\n");
  });
});
