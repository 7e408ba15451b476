import { FieldValue, Timestamp, type DocumentData, type DocumentSnapshot } from "firebase-admin/firestore";
import { z } from "zod";

/**
 * Stored records by codec: each record a collection holds is one zod schema of its stored fields,
 * used both ways: decoding reads a document into the record, encoding writes the record's fields,
 * so what is read is what is written. Times are Dates in a record and Timestamps in Firestore;
 * `timestamp` is the one place either becomes the other. A field added to a record after some were
 * stored declares what its absence means (`orNull`, `listOf`, `flag`, `count`, `.default`); a field
 * renamed or reshaped is rewritten once by a migration (`npm run migrate:record-shapes`), never read
 * under its old name or shape.
 */

/** A time: a Timestamp as stored, a Date in the record. */
export const timestamp = z.codec(z.instanceof(Timestamp), z.date(), {
  decode: (stored) => stored.toDate(),
  encode: (date) => Timestamp.fromDate(date),
});

/**
 * A map whose fields another schema declares (a follow-up's payload, declared by its kind in the
 * domain's table): each of its Timestamps a Date in the record, each Date a Timestamp as stored.
 */
export const storedMap = z.codec(z.record(z.string(), z.unknown()), z.record(z.string(), z.unknown()), {
  decode: (stored) =>
    Object.fromEntries(
      Object.entries(stored).map(([name, field]) => [
        name,
        field instanceof Timestamp ? z.decode(timestamp, field) : field,
      ]),
    ),
  encode: (fields) =>
    Object.fromEntries(
      Object.entries(fields).map(([name, field]) => [name, field instanceof Date ? z.encode(timestamp, field) : field]),
    ),
});

/** A field that may hold nothing: null, and null too on a record stored before the field was kept. */
export const orNull = <Schema extends z.ZodType>(schema: Schema) => schema.nullable().default(null);

/** A list field: [] on a record stored before the field was kept. */
export const listOf = <Schema extends z.ZodType>(item: Schema) => z.array(item).default([]);

/** A yes/no field: false on a record stored before the field was kept. */
export const flag = z.boolean().default(false);

/** A count: 0 on a record stored before the field was kept. */
export const count = z.number().int().default(0);

/** A document the schema of its record refuses: written by hand, or in a shape no migration rewrote. */
export class StoredRecordError extends Error {}

/** A record as written: the times Firestore stamps (`stamps`) may be left out, and are then stamped at the write. */
export type Writable<Record, Stamp extends keyof Record> = Omit<Record, Stamp> & Partial<Pick<Record, Stamp>>;

/** How a collection's documents are read and written: the record's codec, and the field its document's id fills. */
export interface StoredRecord<Record, Stamp extends keyof Record = never> {
  /** The record a document holds, with its id; throws StoredRecordError when there is none or its schema refuses it. */
  read(snapshot: DocumentSnapshot): Record;
  /** The record an existing document holds, or why its schema refuses it (for a reader that reports a broken record). */
  check(snapshot: DocumentSnapshot): { ok: true; record: Record } | { ok: false; issues: string };
  /** The record, or null when there is no document. */
  readIfExists(snapshot: DocumentSnapshot): Record | null;
  /** The record's fields as stored (its id is the document's, not a field, unless `idStored`). */
  write(record: Writable<Record, Stamp>): DocumentData;
}

/** A record stored field by field (a zod object): some of its fields can be written alone, for an update. */
export interface StoredFields<Record> {
  /** These fields of the record as stored (an update's; a Date becomes a Timestamp as in a whole write). */
  fields(some: Partial<Record>): DocumentData;
}

interface RecordOptions<Record, Stamp> {
  /** The record's field the document's id fills. */
  id: keyof Record & string;
  /** Whether the document also keeps its id as that field. */
  idStored?: boolean;
  /** Times of the record Firestore stamps at a write that leaves them out (`FieldValue.serverTimestamp()`): when it was created. */
  stamps?: readonly Stamp[];
  /** A time Firestore stamps at every write of the whole record (when it last changed), not read back into it. */
  changedAt?: string;
}

type RecordSchema = z.ZodType<object, DocumentData>;

const isPlainObject = (value: unknown): value is DocumentData =>
  typeof value === "object" && value !== null && Object.getPrototypeOf(value) === Object.prototype;

/** A stored value without the fields a record leaves undefined (absent, as its optional fields read back): Firestore refuses undefined. */
function definedOnly(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(definedOnly);
  if (!isPlainObject(value)) return value;
  return Object.fromEntries(
    Object.entries(value).flatMap(([name, field]: [string, unknown]) =>
      field === undefined ? [] : [[name, definedOnly(field)]],
    ),
  );
}
const withoutUndefined = (fields: DocumentData) => definedOnly(fields) as DocumentData;

/**
 * A collection's record through `schema` (a zod object, or a codec over one, of the stored fields,
 * `id` among them): reading fills `id` with the document's id; writing leaves it out, unless the
 * document also keeps it as a field (`idStored`).
 */
export function storedRecord<Schema extends z.ZodObject, Stamp extends keyof z.output<Schema> & string = never>(
  schema: Schema,
  options: RecordOptions<z.output<Schema>, Stamp>,
): StoredRecord<z.output<Schema>, Stamp> & StoredFields<z.output<Schema>>;
export function storedRecord<Schema extends RecordSchema, Stamp extends keyof z.output<Schema> & string = never>(
  schema: Schema,
  options: RecordOptions<z.output<Schema>, Stamp>,
): StoredRecord<z.output<Schema>, Stamp>;
export function storedRecord<Schema extends RecordSchema, Stamp extends keyof z.output<Schema> & string = never>(
  schema: Schema,
  options: RecordOptions<z.output<Schema>, Stamp>,
): StoredRecord<z.output<Schema>, Stamp> & Partial<StoredFields<z.output<Schema>>> {
  type Output = z.output<Schema>;
  const stamps: readonly string[] = options.stamps ?? [];
  const check = (snapshot: DocumentSnapshot): { ok: true; record: Output } | { ok: false; issues: string } => {
    // Parsing is decoding (the stored fields in, the record out), from the document's unknown fields.
    const decoded = schema.safeParse({ ...snapshot.data(), [options.id]: snapshot.id });
    return decoded.success ? { ok: true, record: decoded.data } : { ok: false, issues: z.prettifyError(decoded.error) };
  };
  const read = (snapshot: DocumentSnapshot): Output => {
    if (!snapshot.exists) throw new StoredRecordError(`${snapshot.ref.path} does not exist`);
    const checked = check(snapshot);
    if (!checked.ok)
      throw new StoredRecordError(
        `${snapshot.ref.path} does not hold the record its schema declares: ${checked.issues}`,
      );
    return checked.record;
  };
  const leftOut = (record: object) => stamps.filter((stamp) => (record as DocumentData)[stamp] === undefined);
  /** Every time the write leaves to Firestore, stamped at the write. */
  const stamped = (fields: DocumentData, times: readonly string[]) => {
    for (const time of times) fields[time] = FieldValue.serverTimestamp();
    return fields;
  };
  const objectSchema = schema instanceof z.ZodObject ? schema : null;
  return {
    read,
    check,
    readIfExists: (snapshot) => (snapshot.exists ? read(snapshot) : null),
    write(record) {
      const times = leftOut(record);
      // A time left to Firestore is encoded as any Date would be, then replaced by its stamp.
      const complete = { ...record, ...Object.fromEntries(times.map((time) => [time, new Date(0)])) } as Output;
      const fields = withoutUndefined(z.encode(schema, complete));
      if (!options.idStored) delete fields[options.id];
      return stamped(fields, options.changedAt ? [...times, options.changedAt] : times);
    },
    ...(objectSchema && {
      fields(some: Partial<Output>) {
        const names = Object.keys(some).filter((name) => (some as DocumentData)[name] !== undefined);
        const picked = objectSchema.pick(Object.fromEntries(names.map((name) => [name, true])) as Record<string, true>);
        return withoutUndefined(z.encode(picked, some as DocumentData));
      },
    }),
  };
}
