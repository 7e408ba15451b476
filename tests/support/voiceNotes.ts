/**
 * The first bytes of a WebM file as a browser's MediaRecorder writes them: the EBML header with
 * the "webm" doctype, which is what the byte check reads (the rest stands in for Opus frames).
 */
export function webmVoiceBytes(label = "voice"): Uint8Array<ArrayBuffer> {
  const header = [0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0xf7, 0x81, 0x01, 0x42, 0xf2, 0x81, 0x04, 0x42, 0xf3, 0x81, 0x08, 0x42, 0x82, 0x84, 0x77, 0x65, 0x62, 0x6d, 0x42, 0x87, 0x81, 0x04, 0x42, 0x85, 0x81, 0x02];
  const body = new TextEncoder().encode(`-opus-frames-${label}`.padEnd(512, "."));
  const bytes = new Uint8Array(header.length + body.length);
  bytes.set(header, 0);
  bytes.set(body, header.length);
  return bytes;
}
