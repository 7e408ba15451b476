import { readFile } from "node:fs/promises";
import { inject } from "vitest";
import "./stackContext";

/** One structured entry a function logged (firebase-functions' `logger`: a JSON payload per line). */
export interface FunctionLogEntry {
  severity: string;
  message: string;
  requestId?: string;
  orderId?: string;
  followUpId?: string;
  userId?: string;
  [field: string]: unknown;
}

/**
 * The structured entries the functions logged so far on the stack (the emulators' output file),
 * in the order they were written; `orderId` keeps only that order's, as the logs viewer's filter
 * `jsonPayload.orderId="..."` would.
 */
export async function functionLogEntries(filter: { orderId?: string } = {}): Promise<FunctionLogEntry[]> {
  const output = await readFile(inject("functionsLogFile"), "utf8");
  const entries: FunctionLogEntry[] = [];
  for (const line of output.split("\n")) {
    // The emulator prints each entry's JSON after a ">  " mark.
    const start = line.indexOf("{");
    if (start < 0 || !line.includes('"severity"')) continue;
    try {
      const entry = JSON.parse(line.slice(start)) as Partial<FunctionLogEntry>;
      if (typeof entry.severity === "string" && typeof entry.message === "string")
        entries.push(entry as FunctionLogEntry);
    } catch {
      // Not an entry (the emulator's own lines), or one the emulator cut.
    }
  }
  return filter.orderId ? entries.filter((entry) => entry.orderId === filter.orderId) : entries;
}
