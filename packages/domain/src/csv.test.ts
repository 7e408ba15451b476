import { describe, expect, it } from "vitest";
import { csvDocument, csvField } from "./csv";

describe("csvField", () => {
  it("writes plain text and plain numbers as they are", () => {
    expect(csvField("Grace Miller")).toBe("Grace Miller");
    expect(csvField("-17.49")).toBe("-17.49");
    expect(csvField("12")).toBe("12");
    expect(csvField("")).toBe("");
  });

  it("quotes a field with a delimiter, a quote or a line break and doubles its quotes (RFC 4180)", () => {
    expect(csvField("Marco, Ana")).toBe('"Marco, Ana"');
    expect(csvField('The "Best" Day')).toBe('"The ""Best"" Day"');
    expect(csvField("line one\r\nline two")).toBe('"line one\r\nline two"');
  });

  it("guards a formula at the field's start", () => {
    expect(csvField("=HYPERLINK(1)")).toBe("'=HYPERLINK(1)");
    expect(csvField("+1")).toBe("'+1");
    expect(csvField("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvField("-2+3")).toBe("'-2+3");
  });

  it("guards a formula after each delimiter a spreadsheet may split on", () => {
    expect(csvField("Rose;=2+5+cmd|' /C calc'!A0")).toBe(`"Rose;'=2+5+cmd|' /C calc'!A0"`);
    expect(csvField("Rose, =1+1")).toBe(`"Rose, '=1+1"`);
    expect(csvField("a\t@x|+y")).toBe(`"a\t'@x|'+y"`);
    expect(csvField("a\n-1")).toBe(`"a\n'-1"`);
  });

  it("leaves a dash inside a word alone", () => {
    expect(csvField("Rose-Marie")).toBe("Rose-Marie");
  });
});

describe("csvDocument", () => {
  it("writes a header and rows with CRLF line ends", () => {
    expect(csvDocument(["Name", "Amount (USD)"], [["Rose;=1", "-1.00"]])).toBe(
      `Name,Amount (USD)\r\n"Rose;'=1",-1.00\r\n`,
    );
  });
});
