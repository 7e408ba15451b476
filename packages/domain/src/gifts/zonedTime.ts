import { formatDateTime } from "../format";
/**
 * A wall-clock time in a time zone as an instant, with the platform's Intl (no date library): the
 * gift's delivery is chosen as a date and a time where the recipient lives.
 */

/** Whether the runtime knows `zone` as an IANA time zone ("Europe/Dublin", "America/New_York", "UTC"). */
export function isTimeZone(zone: string): boolean {
  if (!zone) return false;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

interface WallTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(zone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone: zone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    formatters.set(zone, formatter);
  }
  return formatter;
}

/** The wall-clock time in `zone` at `instant`. */
export function wallTimeAt(instant: Date, zone: string): WallTime & { second: number } {
  const parts = Object.fromEntries(
    formatterFor(zone)
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
  };
}

/** How far `zone` is ahead of UTC at `instant`, in milliseconds. */
function offsetAt(instant: Date, zone: string): number {
  const wall = wallTimeAt(instant, zone);
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** "2026-05-14" and "08:00" as numbers; null when either is not a real date and time. */
export function parseWallTime(date: string, time: string): WallTime | null {
  const d = DATE_PATTERN.exec(date);
  const t = TIME_PATTERN.exec(time);
  if (!d || !t) return null;
  const [year, month, day] = [Number(d[1]), Number(d[2]), Number(d[3])];
  const check = new Date(Date.UTC(year, month - 1, day));
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null;
  return { year, month, day, hour: Number(t[1]), minute: Number(t[2]) };
}

/**
 * The instant at which the clocks of `zone` show `date` `time`. A time the clocks skip (the hour
 * lost when summer time starts) is the same time after the change, as a clock put forward shows
 * it; a time they show twice (the hour repeated in autumn) is its first showing.
 */
export function zonedTimeToInstant(date: string, time: string, zone: string): Date | null {
  const wall = parseWallTime(date, time);
  if (!wall || !isTimeZone(zone)) return null;
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute);
  // Two passes settle the offset on each side of a change; the earlier candidate wins a repeated hour.
  const first = asUtc - offsetAt(new Date(asUtc), zone);
  const second = asUtc - offsetAt(new Date(first), zone);
  const candidates = [first, second].filter((candidate) => {
    const shown = wallTimeAt(new Date(candidate), zone);
    return shown.hour === wall.hour && shown.minute === wall.minute && shown.day === wall.day;
  });
  if (candidates.length > 0) return new Date(Math.min(...candidates));
  // Skipped by the clocks: the offset before the change puts it that far after the change.
  return new Date(asUtc - offsetAt(new Date(asUtc - 86_400_000), zone));
}

/** "YYYY-MM-DD" and "HH:MM" of `instant` in `zone`. */
export function localDateAndTime(instant: Date, zone: string): { date: string; time: string } {
  const wall = wallTimeAt(instant, zone);
  const pad = (value: number) => String(value).padStart(2, "0");
  return { date: `${wall.year}-${pad(wall.month)}-${pad(wall.day)}`, time: `${pad(wall.hour)}:${pad(wall.minute)}` };
}

/** "May 14, 2026 at 8:00 AM (Europe/Dublin)": a delivery time as its zone's clocks show it. */
export function describeZonedTime(instant: Date, zone: string): string {
  return formatDateTime(instant, zone);
}
