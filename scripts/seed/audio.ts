/**
 * Synthesizes a short demo song as 16-bit mono WAV: a melody over a four-chord progression with
 * a bass line, each note shaped by an attack-decay-release envelope. Deterministic per seed.
 */
/** Length of the demo samples and delivered songs: long enough to listen across pages and seek. */
export const DEMO_SONG_SECONDS = 20;

export interface SongSpec {
  /** MIDI note of the key's tonic (60 = middle C). */
  key: number;
  bpm: number;
  minor?: boolean;
  seconds?: number;
  /** Seeds the melody's choices. */
  seed: string;
}

const SAMPLE_RATE = 22050;
const MAJOR = [0, 2, 4, 5, 7, 9, 11];
const MINOR = [0, 2, 3, 5, 7, 8, 10];
/** Scale degrees of the chord roots: I V vi IV (major), i VI III VII (minor). */
const PROGRESSION_MAJOR = [0, 4, 5, 3];
const PROGRESSION_MINOR = [0, 5, 2, 6];

const frequencyOf = (midi: number) => 440 * 2 ** ((midi - 69) / 12);

function random(seed: string): () => number {
  let state = 2166136261;
  for (const char of seed) state = Math.imul(state ^ char.charCodeAt(0), 16777619);
  return () => {
    state = Math.imul(state ^ (state >>> 15), 2246822507);
    state = Math.imul(state ^ (state >>> 13), 3266489909);
    state ^= state >>> 16;
    return (state >>> 0) / 4294967296;
  };
}

function envelope(t: number, duration: number, attack: number, release: number): number {
  if (t < 0 || t > duration) return 0;
  if (t < attack) return t / attack;
  const decayed = 0.7 + 0.3 * Math.exp(-(t - attack) * 6);
  const tail = duration - t < release ? (duration - t) / release : 1;
  return decayed * tail;
}

export function synthesizeSong(spec: SongSpec): Buffer {
  const seconds = spec.seconds ?? 10;
  const total = Math.floor(seconds * SAMPLE_RATE);
  const mix = new Float32Array(total);
  const scale = spec.minor ? MINOR : MAJOR;
  const progression = spec.minor ? PROGRESSION_MINOR : PROGRESSION_MAJOR;
  const beat = 60 / spec.bpm;
  const bar = beat * 4;
  const next = random(spec.seed);
  const degree = (d: number) => spec.key + 12 * Math.floor(d / 7) + scale[((d % 7) + 7) % 7]!;

  const addNote = (
    midi: number,
    start: number,
    duration: number,
    gain: number,
    shape: "sine" | "triangle" | "pluck",
  ) => {
    const f = frequencyOf(midi);
    const from = Math.floor(start * SAMPLE_RATE);
    const length = Math.floor((duration + 0.05) * SAMPLE_RATE);
    for (let i = 0; i < length && from + i < total; i++) {
      const t = i / SAMPLE_RATE;
      const phase = (f * t) % 1;
      let wave: number;
      if (shape === "sine") wave = Math.sin(2 * Math.PI * phase) + 0.25 * Math.sin(4 * Math.PI * phase);
      else if (shape === "triangle") wave = 4 * Math.abs(phase - 0.5) - 1;
      else wave = Math.sin(2 * Math.PI * phase) * Math.exp(-t * 5);
      mix[from + i]! += wave * gain * envelope(t, duration, shape === "pluck" ? 0.005 : 0.02, 0.08);
    }
  };

  let melodyDegree = 7;
  for (let barStart = 0, index = 0; barStart < seconds - 0.5; barStart += bar, index++) {
    const root = progression[index % progression.length]!;
    const chordDuration = Math.min(bar, seconds - barStart);
    for (const step of [0, 2, 4]) addNote(degree(root + step) - 12, barStart, chordDuration, 0.07, "triangle");
    for (let b = 0; b < 4; b++) {
      if (barStart + b * beat < seconds) addNote(degree(root) - 24, barStart + b * beat, beat * 0.9, 0.16, "pluck");
    }
    for (let t = 0; t < 4;) {
      const length = next() < 0.3 ? 1 : next() < 0.5 ? 1.5 : 0.5;
      const start = barStart + t * beat;
      if (start >= seconds - 0.2) break;
      const onBeat = t === 0 || t === 2;
      melodyDegree = onBeat
        ? root + [0, 2, 4][Math.floor(next() * 3)]! + 7
        : melodyDegree + [-1, 1, -2, 2][Math.floor(next() * 4)]!;
      melodyDegree = Math.max(4, Math.min(14, melodyDegree));
      addNote(degree(melodyDegree), start, Math.min(length * beat * 0.95, seconds - start), 0.22, "sine");
      t += length;
    }
  }

  const fadeSamples = Math.floor(0.6 * SAMPLE_RATE);
  let peak = 0;
  for (let i = 0; i < total; i++) {
    if (i > total - fadeSamples) mix[i]! *= (total - i) / fadeSamples;
    peak = Math.max(peak, Math.abs(mix[i]!));
  }
  const normalise = peak > 0 ? 0.85 / peak : 1;

  const wav = Buffer.alloc(44 + total * 2);
  wav.write("RIFF", 0);
  wav.writeUInt32LE(36 + total * 2, 4);
  wav.write("WAVE", 8);
  wav.write("fmt ", 12);
  wav.writeUInt32LE(16, 16);
  wav.writeUInt16LE(1, 20);
  wav.writeUInt16LE(1, 22);
  wav.writeUInt32LE(SAMPLE_RATE, 24);
  wav.writeUInt32LE(SAMPLE_RATE * 2, 28);
  wav.writeUInt16LE(2, 32);
  wav.writeUInt16LE(16, 34);
  wav.write("data", 36);
  wav.writeUInt32LE(total * 2, 40);
  for (let i = 0; i < total; i++)
    wav.writeInt16LE(Math.round(Math.max(-1, Math.min(1, mix[i]! * normalise)) * 32767), 44 + i * 2);
  return wav;
}
