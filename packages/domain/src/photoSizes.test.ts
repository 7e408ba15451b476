import { describe, expect, it } from "vitest";
import { artistPhotoWidths } from "./photoSizes";

describe("artistPhotoWidths", () => {
  it("keeps a bundled 200 px photo at its size and one smaller width", () => {
    expect(artistPhotoWidths(200)).toEqual([180, 200]);
  });

  it("never enlarges a photo smaller than the smallest width", () => {
    expect(artistPhotoWidths(120)).toEqual([120]);
  });

  it("stops at the largest width for a large photo", () => {
    expect(artistPhotoWidths(3000)).toEqual([180, 360, 480, 720, 960]);
  });

  it("ends with the photo's own side between two widths, without repeating a listed one", () => {
    expect(artistPhotoWidths(600)).toEqual([180, 360, 480, 600]);
    expect(artistPhotoWidths(720)).toEqual([180, 360, 480, 720]);
  });
});
