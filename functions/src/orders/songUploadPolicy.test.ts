import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { synthesizeSong } from "../../../scripts/seed/audio";
import { inspectFileBytes, kindByExtension } from "../uploads";
import { SONG_UPLOAD_POLICY } from "./songUploadPolicy";

const WAV = synthesizeSong({ key: 62, bpm: 90, seed: "inspection", seconds: 1 });
// A whole 1x1 PNG (a truncated one is "not recognised" once read as a stream, which ends mid-chunk).
const PNG = Buffer.from(
  "89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000970485973000003e8000003e801b57b526b0000000d49444154089963f8ffffff7f0009fb03fd08d1e81e0000000049454e44ae426082",
  "hex",
);
// An MPEG-1 Layer III frame header (0xFFFB) after an empty ID3v2 tag.
const MP3 = Buffer.concat([
  Buffer.from("49443304000000000000", "hex"),
  Buffer.from([0xff, 0xfb, 0x90, 0x64]),
  Buffer.alloc(400),
]);

const kind = (extension: string) => kindByExtension(SONG_UPLOAD_POLICY, extension)!;

/** A stored file a song is judged from as a stream, in 64 KB chunks as storage sends it; never read whole. */
function streamed(bytes: Uint8Array) {
  let streamedBytes = 0;
  const file = {
    bytes: async (): Promise<Uint8Array> => {
      throw new Error("a song is never read whole");
    },
    stream: () =>
      Readable.from(
        (function* chunks() {
          for (let at = 0; at < bytes.length; at += 64 * 1024) {
            const chunk = bytes.subarray(at, at + 64 * 1024);
            streamedBytes += chunk.length;
            yield chunk;
          }
        })(),
      ),
  };
  return { file, streamedBytes: () => streamedBytes };
}

const inspect = (extension: string, bytes: Uint8Array, size = bytes.length) =>
  inspectFileBytes(SONG_UPLOAD_POLICY, kind(extension), size, streamed(bytes).file);

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
    const tooLarge = await inspectFileBytes(SONG_UPLOAD_POLICY, kind("wav"), SONG_UPLOAD_POLICY.maxBytes, {
      bytes: async () => {
        throw new Error("a too large file is never read");
      },
      stream: () => {
        throw new Error("a too large file is never read");
      },
    });
    expect(tooLarge.errors).toEqual(["File size must be less than 50MB."]);
  });

  it("sniffs an MP3 behind a 2 MB ID3 tag from the stream, reading no further than its first frame", async () => {
    // ID3v2.4 sizes are 7 bits a byte ("syncsafe").
    const tagSize = 2 * 1024 * 1024;
    const syncsafe = [21, 14, 7, 0].map((shift) => (tagSize >> shift) & 0x7f);
    const mp3 = Buffer.concat([
      Buffer.from([0x49, 0x44, 0x33, 4, 0, 0, ...syncsafe]),
      Buffer.alloc(tagSize),
      Buffer.from([0xff, 0xfb, 0x90, 0x64]),
      Buffer.alloc(8 * 1024 * 1024),
    ]);
    const { file, streamedBytes } = streamed(mp3);
    expect(await inspectFileBytes(SONG_UPLOAD_POLICY, kind("mp3"), mp3.length, file)).toEqual({
      detectedType: "audio/mpeg",
      errors: [],
    });
    expect(streamedBytes()).toBeLessThan(tagSize + 1024 * 1024);
  });

  it("says the file could not be read when its stream fails", async () => {
    const failing = {
      bytes: async () => null,
      stream: () =>
        new Readable({
          read() {
            this.destroy(new Error("No such object"));
          },
        }),
    };
    expect((await inspectFileBytes(SONG_UPLOAD_POLICY, kind("wav"), 1000, failing)).errors).toEqual([
      "The file could not be read.",
    ]);
  });
});
