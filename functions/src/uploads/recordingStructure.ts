/**
 * The structure of a recorded voice note, checked over every byte of the file. `music-metadata`
 * reads a recording's header and tracks, but it skips Matroska Clusters (so a WebM recording from
 * MediaRecorder, which declares no Duration, has no length there) and stops with an error at a
 * Cluster of unknown size, which live recorders write. So the Clusters are walked here: every
 * element from the EBML header to the last byte must be one a WebM recording holds, with a size
 * that fits, and the recording's length is its last block's timestamp.
 */

/** Where a WebM recording's blocks end in time, and what the header before its first Cluster is. */
export interface WebmTimeline {
  /** The bytes before the first Cluster: the EBML header, Info and Tracks (for `music-metadata`). */
  headLength: number;
  /** The track numbers the blocks play. */
  blockTracks: Set<number>;
  /** The last block's start, in seconds. */
  seconds: number;
}

const EBML_HEADER = 0x1a45dfa3;
const SEGMENT = 0x18538067;
const CLUSTER = 0x1f43b675;
const INFO = 0x1549a966;
const TIMECODE_SCALE = 0x2ad7b1;
const VOID = 0xec;
const CRC32 = 0xbf;
/** Children of a Segment (level 1) a WebM file may hold. */
const SEGMENT_CHILDREN = new Set([
  0x114d9b74,
  INFO,
  0x1654ae6b,
  CLUSTER,
  0x1c53bb6b,
  0x1254c367,
  0x1043a770,
  0x1941a469,
  VOID,
  CRC32,
]);
const TIMECODE = 0xe7;
const SIMPLE_BLOCK = 0xa3;
const BLOCK_GROUP = 0xa0;
const BLOCK = 0xa1;
/** Children of a Cluster: Timecode, SilentTracks, Position, PrevSize, SimpleBlock, BlockGroup, EncryptedBlock. */
const CLUSTER_CHILDREN = new Set([TIMECODE, 0x5854, 0xa7, 0xab, SIMPLE_BLOCK, BLOCK_GROUP, 0xaf, VOID, CRC32]);

class Malformed extends Error {}

interface Vint {
  value: number;
  length: number;
  /** All value bits set: a size the writer did not know. */
  unknown: boolean;
}

/** An EBML variable-length integer at `at`: an id keeps its marker bit, a size drops it. */
function readVint(bytes: Uint8Array, at: number, keepMarker: boolean, maxLength: number): Vint {
  const first = bytes[at];
  if (first === undefined || first === 0) throw new Malformed(`No element at ${at}`);
  const length = Math.clz32(first) - 23;
  if (length > maxLength || at + length > bytes.length) throw new Malformed(`Bad number at ${at}`);
  let value = keepMarker ? first : first & (0xff >> length);
  let allOnes = value === 0xff >> length;
  for (let i = 1; i < length; i++) {
    const byte = bytes[at + i] ?? 0;
    value = value * 256 + byte;
    allOnes &&= byte === 0xff;
  }
  return { value, length, unknown: !keepMarker && allOnes };
}

interface Element {
  id: number;
  /** Where its content starts. */
  start: number;
  /** Where it ends (the end of `within` for an unknown size). */
  end: number;
  unknownSize: boolean;
}

function readElement(bytes: Uint8Array, at: number, within: number): Element {
  const id = readVint(bytes, at, true, 4);
  const size = readVint(bytes, at + id.length, false, 8);
  const start = at + id.length + size.length;
  const end = size.unknown ? within : start + size.value;
  if (end > within) throw new Malformed(`Element 0x${id.value.toString(16)} at ${at} runs past its parent`);
  return { id: id.value, start, end, unknownSize: size.unknown };
}

const readUint = (bytes: Uint8Array, from: number, to: number) =>
  bytes.subarray(from, to).reduce((value, byte) => value * 256 + byte, 0);

/** A block's track number and its timestamp relative to its Cluster (a signed 16-bit number). */
function readBlock(bytes: Uint8Array, from: number, to: number): { track: number; relative: number } {
  const track = readVint(bytes, from, false, 8);
  const at = from + track.length;
  if (at + 3 > to) throw new Malformed(`Block at ${from} is too short`);
  const relative = ((bytes[at] ?? 0) << 8) | (bytes[at + 1] ?? 0);
  return { track: track.value, relative: relative >= 0x8000 ? relative - 0x10000 : relative };
}

/**
 * Walks a WebM recording through to its last byte; null when any part of it is not a WebM
 * element in its place (a file with another file after a real header is refused here).
 */
export function webmTimeline(bytes: Uint8Array): WebmTimeline | null {
  try {
    const header = readElement(bytes, 0, bytes.length);
    if (header.id !== EBML_HEADER || header.unknownSize) return null;
    const segment = readElement(bytes, header.end, bytes.length);
    if (segment.id !== SEGMENT || segment.end !== bytes.length) return null;

    let timecodeScale = 1_000_000;
    let headLength = 0;
    let lastBlock = 0;
    const blockTracks = new Set<number>();
    let at = segment.start;
    while (at < segment.end) {
      const child = readElement(bytes, at, segment.end);
      if (!SEGMENT_CHILDREN.has(child.id) || (child.unknownSize && child.id !== CLUSTER)) return null;
      if (child.id === INFO) {
        for (let inner = child.start; inner < child.end;) {
          const field = readElement(bytes, inner, child.end);
          if (field.id === TIMECODE_SCALE) timecodeScale = readUint(bytes, field.start, field.end);
          inner = field.end;
        }
      }
      if (child.id !== CLUSTER) {
        at = child.end;
        continue;
      }
      if (headLength === 0) headLength = at;
      let clusterTime = 0;
      let inner = child.start;
      // A Cluster of unknown size ends where the next level-1 element starts.
      while (inner < child.end) {
        const peek = readVint(bytes, inner, true, 4);
        if (child.unknownSize && SEGMENT_CHILDREN.has(peek.value) && !CLUSTER_CHILDREN.has(peek.value)) break;
        const field = readElement(bytes, inner, child.end);
        if (!CLUSTER_CHILDREN.has(field.id) || field.unknownSize) return null;
        if (field.id === TIMECODE) clusterTime = readUint(bytes, field.start, field.end);
        const blockAt =
          field.id === SIMPLE_BLOCK ? field.start : field.id === BLOCK_GROUP ? blockInGroup(bytes, field) : null;
        if (blockAt !== null) {
          const block = readBlock(bytes, blockAt, field.end);
          blockTracks.add(block.track);
          lastBlock = Math.max(lastBlock, clusterTime + block.relative);
        }
        inner = field.end;
      }
      at = inner;
    }
    if (headLength === 0 || blockTracks.size === 0) return null;
    return { headLength, blockTracks, seconds: (lastBlock * timecodeScale) / 1e9 };
  } catch (error) {
    if (error instanceof Malformed) return null;
    throw error;
  }
}

function blockInGroup(bytes: Uint8Array, group: Element): number {
  for (let at = group.start; at < group.end;) {
    const field = readElement(bytes, at, group.end);
    if (field.id === BLOCK) return field.start;
    at = field.end;
  }
  throw new Malformed(`BlockGroup at ${group.start} has no Block`);
}

/** Top-level boxes an MPEG-4 recording (Safari's MediaRecorder: fragmented MP4) may hold. */
const MP4_TOP_LEVEL_BOXES = new Set([
  "ftyp",
  "styp",
  "moov",
  "moof",
  "mdat",
  "mfra",
  "sidx",
  "free",
  "skip",
  "wide",
  "uuid",
  "meta",
  "pdin",
  "emsg",
  "prft",
]);

/** True when an MPEG-4 file is boxes one after another through to its last byte, each of a kind a recording holds. */
export function mp4BoxesFillFile(bytes: Uint8Array): boolean {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let at = 0;
  while (at < bytes.length) {
    if (at + 8 > bytes.length) return false;
    let size = view.getUint32(at);
    const type = String.fromCharCode(...bytes.subarray(at + 4, at + 8));
    if (!MP4_TOP_LEVEL_BOXES.has(type)) return false;
    if (size === 1) {
      if (at + 16 > bytes.length) return false;
      size = Number(view.getBigUint64(at + 8));
    } else if (size === 0) {
      size = bytes.length - at;
    }
    if (size < 8 || at + size > bytes.length) return false;
    at += size;
  }
  return at > 0;
}
