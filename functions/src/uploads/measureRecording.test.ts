import { describe, expect, it } from "vitest";
import { webmHeaderThenHtml, webmRecording } from "../../../tests/support/voiceNotes";
import { measureRecording } from "./measureRecording";
import { mp4BoxesFillFile } from "./recordingStructure";

describe("measureRecording", () => {
  it("reads a WebM/Opus recording's length from its blocks, as MediaRecorder writes it (no declared duration)", async () => {
    expect((await measureRecording(webmRecording(3)))?.seconds).toBeCloseTo(3, 1);
    expect((await measureRecording(webmRecording(600)))?.seconds).toBeCloseTo(600, 1);
  });

  it("refuses a real WebM header followed by something else, a cut recording and bytes that are no recording", async () => {
    expect(await measureRecording(webmHeaderThenHtml())).toBeNull();
    const whole = webmRecording(2);
    expect(await measureRecording(Uint8Array.from([...whole, 0x3c, 0x68, 0x74, 0x6d, 0x6c]))).toBeNull();
    expect(await measureRecording(whole.subarray(0, whole.length - 2))).toBeNull();
    expect(await measureRecording(new TextEncoder().encode("<html>not a voice note</html>"))).toBeNull();
  });
});

describe("mp4BoxesFillFile", () => {
  const box = (type: string, payload: number[]) => [
    0,
    0,
    0,
    8 + payload.length,
    ...new TextEncoder().encode(type),
    ...payload,
  ];

  it("accepts boxes through to the last byte and refuses anything after them", () => {
    const file = [...box("ftyp", [0x69, 0x73, 0x6f, 0x35, 0, 0, 0, 0]), ...box("moov", []), ...box("mdat", [1, 2, 3])];
    expect(mp4BoxesFillFile(Uint8Array.from(file))).toBe(true);
    expect(mp4BoxesFillFile(Uint8Array.from([...file, ...new TextEncoder().encode("<html></html>")]))).toBe(false);
    expect(mp4BoxesFillFile(Uint8Array.from(file.slice(0, -1)))).toBe(false);
  });
});
