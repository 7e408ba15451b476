import { describe, expect, it } from "vitest";
import { newSongPath, songExtension, songFileName } from "./songFiles";

describe("songFileName", () => {
  it("names the file after the recipient", () => {
    expect(songFileName("Emma", "mp3")).toBe("Song for Emma.mp3");
  });

  it("drops characters file systems refuse and collapses spaces", () => {
    expect(songFileName(' Mum / Dad: "the best"  ', "wav")).toBe("Song for Mum Dad the best.wav");
  });

  it("still gives a name when nothing of the recipient's is usable", () => {
    expect(songFileName("???", "m4a")).toBe("Song for you.m4a");
  });
});

describe("songExtension", () => {
  it("follows the stored type, then the stored name", () => {
    expect(songExtension("audio/mpeg", "a.bin")).toBe("mp3");
    expect(songExtension("audio/x-wav", "a.bin")).toBe("wav");
    expect(songExtension(null, "abc.M4A")).toBe("m4a");
  });
});

describe("newSongPath", () => {
  it("gives an opaque path that differs every time", () => {
    const first = newSongPath("mp3");
    expect(first).toMatch(/^[0-9a-f-]{36}\.mp3$/);
    expect(newSongPath("mp3")).not.toBe(first);
  });
});
