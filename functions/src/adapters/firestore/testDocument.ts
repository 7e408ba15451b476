import type { DocumentData, DocumentSnapshot } from "firebase-admin/firestore";

/** A stored document as a snapshot, for the codecs' unit tests: what `doc.get()` answers after a write of `fields`. */
export function testDocument(path: string, fields: DocumentData | null): DocumentSnapshot {
  const id = path.split("/").at(-1) ?? "";
  const at = (field: string): unknown =>
    field.split(".").reduce<unknown>((value, name) => (value as DocumentData | undefined)?.[name], fields ?? undefined);
  return {
    exists: fields !== null,
    id,
    ref: { path, id },
    data: () => fields ?? undefined,
    get: at,
  } as unknown as DocumentSnapshot;
}
