import { describe, expect, it } from "vitest";
import { synthesizeSong } from "../../../scripts/seed/audio";
import { inspectFileBytes, kindByExtension } from "../uploads";
import { SONG_UPLOAD_POLICY } from "./songUploadPolicy";

const WAV = synthesizeSong({ key: 62, bpm: 90, seed: "inspection", seconds: 1 });
const PNG = Buffer.from("89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489", "hex");
// An MPEG-1 Layer III frame header (0xFFFB) after an empty ID3v2 tag.
const MP3 = Buffer.concat([
  Buffer.from("49443304000000000000", "hex"),
  Buffer.from([0xff, 0xfb, 0x90, 0x64]),
  Buffer.alloc(400),
]);

const kind = (extension: string) => kindByExtension(SONG_UPLOAD_POLICY, extension)!;
const inspect = (extension: string, bytes: Uint8Array, size = bytes.length) =>
  inspectFileBytes(SONG_UPLOAD_POLICY, kind(extension), size, async () => bytes);

describe("inspecting a stored song's bytes", () => {
  it("accepts a WAV named .wav and an MP3 named .mp3", async () => {
    expect(await inspect("wav", WAV)).toEqual({ detectedType: "audio/wav", errors: [] });
    expect(await inspect("mp3", MP3)).toEqual({ detectedType: "audio/mpeg", errors: [] });
  });

  it("refuses PNG bytes named .mp3, saying what the content is", async () => {
    expect(await inspect("mp3", PNG)).toEqual({
      detectedType: "image/png",
      errors: ["The file's content is image/png, not MP3, WAV or M4A."],
    });
  });

  it("refuses audio of another kind than its name claims", async () => {
    expect((await inspect("mp3", WAV)).errors).toEqual([
      "The file's content is WAV (audio/wav) but its name says MP3.",
    ]);
  });

  it("refuses unrecognisable, empty and too large files without reading a too large one", async () => {
    expect((await inspect("m4a", new TextEncoder().encode("just some text"))).errors).toEqual([
      "The file's content is not recognised as MP3, WAV or M4A.",
    ]);
    expect((await inspect("wav", new Uint8Array(0))).errors).toEqual(["The file is empty."]);
    const tooLarge = await inspectFileBytes(SONG_UPLOAD_POLICY, kind("wav"), SONG_UPLOAD_POLICY.maxBytes, async () => {
      throw new Error("a too large file is never read");
    });
    expect(tooLarge.errors).toEqual(["File size must be less than 50MB."]);
  });
});
