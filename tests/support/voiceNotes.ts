/**
 * Voice notes as a browser's MediaRecorder writes them: WebM with one Opus track, the Segment and
 * its Clusters of unknown size (a live recording does not know its length) and no Duration, so the
 * length is what the blocks' timestamps say. Each block carries one 20 ms Opus packet of silence.
 */

const ELEMENT = {
  ebml: [0x1a, 0x45, 0xdf, 0xa3],
  ebmlVersion: [0x42, 0x86],
  ebmlReadVersion: [0x42, 0xf7],
  maxIdLength: [0x42, 0xf2],
  maxSizeLength: [0x42, 0xf3],
  docType: [0x42, 0x82],
  docTypeVersion: [0x42, 0x87],
  docTypeReadVersion: [0x42, 0x85],
  segment: [0x18, 0x53, 0x80, 0x67],
  info: [0x15, 0x49, 0xa9, 0x66],
  timecodeScale: [0x2a, 0xd7, 0xb1],
  muxingApp: [0x4d, 0x80],
  writingApp: [0x57, 0x41],
  tracks: [0x16, 0x54, 0xae, 0x6b],
  trackEntry: [0xae],
  trackNumber: [0xd7],
  trackUid: [0x73, 0xc5],
  trackType: [0x83],
  codecId: [0x86],
  codecPrivate: [0x63, 0xa2],
  audio: [0xe1],
  samplingFrequency: [0xb5],
  channels: [0x9f],
  cluster: [0x1f, 0x43, 0xb6, 0x75],
  timecode: [0xe7],
  simpleBlock: [0xa3],
} as const;

/** A size of unknown length, as a live recorder writes its Segment and Clusters. */
const UNKNOWN_SIZE = [0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff];
const FRAME_MS = 20;
/** A 20 ms fullband CELT frame of silence. */
const SILENT_OPUS_PACKET = [0xf8, 0xff, 0xfe];

/** An element size in eight bytes (the 0x01 marker, then seven bytes big-endian). */
const sizeOf = (length: number) => [
  0x01,
  ...[48, 40, 32, 24, 16, 8, 0].map((shift) => Math.floor(length / 2 ** shift) % 256),
];
const element = (id: readonly number[], payload: readonly number[]) => [...id, ...sizeOf(payload.length), ...payload];
const uint = (id: readonly number[], value: number, bytes = 4) =>
  element(
    id,
    Array.from({ length: bytes }, (_, i) => Math.floor(value / 256 ** (bytes - 1 - i)) % 256),
  );
const text = (id: readonly number[], value: string) => element(id, [...new TextEncoder().encode(value)]);
const float64 = (id: readonly number[], value: number) => {
  const view = new DataView(new ArrayBuffer(8));
  view.setFloat64(0, value);
  return element(id, [...new Uint8Array(view.buffer)]);
};
/** The Opus identification header: version 1, one channel, 312 samples pre-skip, 48 kHz. */
const OPUS_HEAD = [...new TextEncoder().encode("OpusHead"), 1, 1, 0x38, 0x01, 0x80, 0xbb, 0, 0, 0, 0, 0];

/** The EBML header, Segment start, Info and the Opus track: what a recording's first bytes are. */
function webmHead(): number[] {
  const header = element(ELEMENT.ebml, [
    ...uint(ELEMENT.ebmlVersion, 1, 1),
    ...uint(ELEMENT.ebmlReadVersion, 1, 1),
    ...uint(ELEMENT.maxIdLength, 4, 1),
    ...uint(ELEMENT.maxSizeLength, 8, 1),
    ...text(ELEMENT.docType, "webm"),
    ...uint(ELEMENT.docTypeVersion, 4, 1),
    ...uint(ELEMENT.docTypeReadVersion, 2, 1),
  ]);
  const info = element(ELEMENT.info, [
    ...uint(ELEMENT.timecodeScale, 1_000_000, 3),
    ...text(ELEMENT.muxingApp, "Chrome"),
    ...text(ELEMENT.writingApp, "Chrome"),
  ]);
  const track = element(ELEMENT.trackEntry, [
    ...uint(ELEMENT.trackNumber, 1, 1),
    ...uint(ELEMENT.trackUid, 1, 8),
    ...uint(ELEMENT.trackType, 2, 1),
    ...text(ELEMENT.codecId, "A_OPUS"),
    ...element(ELEMENT.codecPrivate, OPUS_HEAD),
    ...element(ELEMENT.audio, [...float64(ELEMENT.samplingFrequency, 48_000), ...uint(ELEMENT.channels, 1, 1)]),
  ]);
  return [...header, ...ELEMENT.segment, ...UNKNOWN_SIZE, ...info, ...element(ELEMENT.tracks, track)];
}

/**
 * A WebM/Opus recording of `seconds` of silence as MediaRecorder writes it: a Cluster of unknown
 * size every 10 s, each holding 20 ms blocks.
 */
export function webmRecording(seconds: number): Uint8Array<ArrayBuffer> {
  const out = webmHead();
  const frames = Math.round((seconds * 1000) / FRAME_MS);
  for (let frame = 0; frame < frames; frame++) {
    const at = frame * FRAME_MS;
    const clusterStart = at - (at % 10_000);
    if (at === clusterStart) out.push(...ELEMENT.cluster, ...UNKNOWN_SIZE, ...uint(ELEMENT.timecode, clusterStart, 4));
    const relative = at - clusterStart;
    out.push(...element(ELEMENT.simpleBlock, [0x81, relative >> 8, relative & 0xff, 0x80, ...SILENT_OPUS_PACKET]));
  }
  return Uint8Array.from(out);
}

/** A short voice note: a few seconds of a real WebM/Opus recording. */
export function webmVoiceBytes(): Uint8Array<ArrayBuffer> {
  return webmRecording(3);
}

/** A real WebM header and track followed by a web page: what the byte check alone let through. */
export function webmHeaderThenHtml(): Uint8Array<ArrayBuffer> {
  const html = new TextEncoder().encode("<html><body><script>alert(document.domain)</script></body></html>");
  return Uint8Array.from([...webmHead(), ...html]);
}
