import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { isSvgDocument } from "./isSvgDocument";

const bytes = (text: string) => new TextEncoder().encode(text);
const PNG_SIGNATURE = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

describe("recognising an SVG photo by its content", () => {
  it("takes every bundled artist photo", () => {
    const folder = path.resolve(__dirname, "../../../../public/artist-photos");
    const photo = readFileSync(path.join(folder, "maya-rivers.svg"));
    expect(isSvgDocument(photo)).toBe(true);
  });

  it("takes an SVG with an XML declaration, a comment and a doctype", () => {
    const svg = '\uFEFF<?xml version="1.0"?>\n<!-- portrait -->\n<!DOCTYPE svg>\n<svg xmlns="http://www.w3.org/2000/svg"><rect/></svg>\n';
    expect(isSvgDocument(bytes(svg))).toBe(true);
  });

  it("refuses other text, HTML, a truncated SVG and binary images", () => {
    expect(isSvgDocument(bytes("hello"))).toBe(false);
    expect(isSvgDocument(bytes("<html><svg></svg></html>"))).toBe(false);
    expect(isSvgDocument(bytes('<svg xmlns="http://www.w3.org/2000/svg"><rect/>'))).toBe(false);
    expect(isSvgDocument(PNG_SIGNATURE)).toBe(false);
  });

  it("refuses SVGs with scripts, event handlers or embedded HTML", () => {
    expect(isSvgDocument(bytes("<svg><script>alert(1)</script></svg>"))).toBe(false);
    expect(isSvgDocument(bytes('<svg onload="alert(1)"></svg>'))).toBe(false);
    expect(isSvgDocument(bytes("<svg><foreignObject><p>hi</p></foreignObject></svg>"))).toBe(false);
    expect(isSvgDocument(bytes('<svg><a href="javascript:alert(1)">x</a></svg>'))).toBe(false);
  });
});
