import { describe, expect, it } from "vitest";
import { artistPhotoSizePath, artistPhotoSources, artistPhotoWidths } from "./photoSizes";

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

describe("artistPhotoSources", () => {
  it("names every size beside the photo's content-addressed URL, under the photo's digest", () => {
    const sources = artistPhotoSources("/images/artists/0123456789abcdef0123456789abcdef/maya%20rivers.png", 200);
    expect(sources.map(({ url, width, type }) => `${type} ${width} ${url}`)).toEqual([
      "image/webp 180 /images/artists/0123456789abcdef0123456789abcdef/sized/maya%20rivers/180.webp",
      "image/jpeg 180 /images/artists/0123456789abcdef0123456789abcdef/sized/maya%20rivers/180.jpg",
      "image/webp 200 /images/artists/0123456789abcdef0123456789abcdef/sized/maya%20rivers/200.webp",
      "image/jpeg 200 /images/artists/0123456789abcdef0123456789abcdef/sized/maya%20rivers/200.jpg",
    ]);
  });

  it("follows a photo's stable media URL the same way, and names none without sizes or a photo", () => {
    expect(artistPhotoSources("/api/media/artists/leo.jpg", 120).map((source) => source.url)).toEqual([
      "/api/media/artists/sized/leo/120.webp",
      "/api/media/artists/sized/leo/120.jpg",
    ]);
    expect(artistPhotoSources("/api/media/artists/leo.jpg", 0)).toEqual([]);
    expect(artistPhotoSources("", 960)).toEqual([]);
  });
});

describe("artistPhotoSizePath", () => {
  it("keeps a size beside its photo, named by width and format", () => {
    expect(artistPhotoSizePath("leo-mensah-studio.jpg", 720, "jpeg")).toBe("sized/leo-mensah-studio/720.jpg");
    expect(artistPhotoSizePath("noextension", 180, "webp")).toBe("sized/noextension/180.webp");
  });
});
