import type { Firestore } from "firebase-admin/firestore";
import { DATA_MAP } from "../../functions/src/capabilities";
import { stillNamingIn } from "../../functions/src/platform/dataMap";
import { privacyRecords } from "../../functions/src/privacy/privacyRecords";
import type { EmailHasher } from "../../functions/src/security/emailHash";
import { everyDocument, stringsOf, type Database } from "./everyDocument";

/**
 * The privacy audit: after an account's erasure nothing in the database names the person, except
 * the fields the data map keeps naming them on purpose (each collection's erasure's `naming`,
 * declared in its capability's registration: `stillNamingIn`). It reads every document of the
 * database, in every collection and subcollection there is (everyDocument.ts), and looks in each
 * string (and each document id) for the erased accounts' uids, their emails (plain, or recognised
 * by the keyed hash their deletion record keeps), that hash itself, and the texts the person wrote
 * when the caller knows them (a story, answers, a gift's message: gone from the database once
 * erased, so a test collects them before). It reports where, never the value found.
 */

/** An erased account, as much as the caller knows of it. */
export interface ErasedPerson {
  uid: string;
  /** The keyed hash of their email (their deletion record keeps it). */
  emailHash?: string | null;
  /** Their email, when the caller knows it (a test). */
  email?: string | null;
  /** What they wrote or named (names, a story, answers, messages), when the caller knows it. */
  texts?: readonly string[];
}

/** What one document holds of an erased account. */
export interface PrivacyFinding {
  /** The document's path: `orders/abc`, `orders/abc/history/1`. */
  path: string;
  /** The field (dotted, `[]` for an array's entries), or `id` for the document's id. */
  field: string;
  holds: keyof typeof HOLDS;
  uid: string;
}

/** What a finding holds of the account, as the report says it. */
const HOLDS = {
  uid: "its uid",
  email: "its email",
  emailHash: "its email's keyed hash",
  text: "text its person wrote",
} as const;

/** A text shorter than this is too common to say whose it is. */
const SHORTEST_TEXT = 3;
/** Any email-shaped run of characters in a text. */
const EMAIL_SHAPED = /[^\s@<>()[\]"',;:]+@[^\s@<>()[\]"',;:]+\.[a-z]{2,}/gi;

const normalised = (text: string): string => text.normalize("NFKC").toLowerCase().replace(/\s+/g, " ").trim();

/** A document path's collection part, parents' ids as `{id}`: `orders/abc/history/1` is `orders/{id}/history`. */
const collectionOf = (path: string): string =>
  path
    .split("/")
    .slice(0, -1)
    .map((segment, index) => (index % 2 === 1 ? "{id}" : segment))
    .join("/");

/** Each declared collection's fields that may still name an erased account, on purpose. */
const STILL_NAMING = new Map(DATA_MAP.map((collection) => [collection.path, stillNamingIn(collection)]));

const isKept = (path: string, field: string): boolean => STILL_NAMING.get(collectionOf(path))?.includes(field) ?? false;

/** What the audit read, and what it found. */
export interface PrivacyAudit {
  collections: string[];
  documents: number;
  findings: PrivacyFinding[];
}

/**
 * Reads the whole database for what still names `people`. `hashEmail` is the keyed hash their
 * deletion records keep (so an email found anywhere is recognised without knowing it).
 */
export async function auditErasedAccounts(
  database: Database,
  people: readonly ErasedPerson[],
  hashEmail: EmailHasher,
): Promise<PrivacyAudit> {
  const byEmailHash = new Map<string, string>();
  const searches: { uid: string; holds: PrivacyFinding["holds"]; needle: string }[] = [];
  for (const person of people) {
    searches.push({ uid: person.uid, holds: "uid", needle: normalised(person.uid) });
    const emailHash = person.emailHash ?? (person.email ? hashEmail(person.email) : null);
    if (emailHash) byEmailHash.set(emailHash, person.uid);
    if (person.email) searches.push({ uid: person.uid, holds: "email", needle: normalised(person.email) });
    for (const text of person.texts ?? []) {
      const needle = normalised(text);
      if (needle.length >= SHORTEST_TEXT) searches.push({ uid: person.uid, holds: "text", needle });
    }
  }
  const audit: PrivacyAudit = { collections: [], documents: 0, findings: [] };
  const seen = new Set<string>();
  const report = (finding: PrivacyFinding) => {
    const key = `${finding.path} ${finding.field} ${finding.holds} ${finding.uid}`;
    if (seen.has(key) || isKept(finding.path, finding.field)) return;
    seen.add(key);
    audit.findings.push(finding);
  };
  const look = (path: string, field: string, text: string) => {
    const haystack = normalised(text);
    for (const search of searches)
      if (haystack.includes(search.needle)) report({ path, field, holds: search.holds, uid: search.uid });
    const hashed = byEmailHash.get(text);
    if (hashed) report({ path, field, holds: "emailHash", uid: hashed });
    for (const [email] of text.matchAll(EMAIL_SHAPED)) {
      const owner = byEmailHash.get(hashEmail(email));
      if (owner) report({ path, field, holds: "email", uid: owner });
    }
  };
  if (people.length === 0) return audit;
  const collections = new Set<string>();
  for await (const document of everyDocument(database)) {
    audit.documents += 1;
    collections.add(collectionOf(document.path));
    look(document.path, "id", document.path.slice(document.path.lastIndexOf("/") + 1));
    for (const { field, text } of stringsOf(document.fields)) look(document.path, field, text);
  }
  audit.collections = [...collections].sort();
  return audit;
}

/** The findings as lines to print, one per document and field. */
export const findingLines = (findings: readonly PrivacyFinding[]): string[] =>
  findings.map((finding) => `${finding.path} ${finding.field}: holds ${HOLDS[finding.holds]} (account ${finding.uid})`);

/**
 * The audit of every account erased (`accountDeletions`), each with what `known` adds of it (a
 * test's collected email and texts): the lines to print, and how many findings.
 */
export async function auditPrivacy(
  db: Firestore,
  database: Database,
  hashEmail: EmailHasher,
  known: readonly ErasedPerson[] = [],
): Promise<{ lines: string[]; findings: number }> {
  const knownByUid = new Map(known.map((person) => [person.uid, person]));
  const people: ErasedPerson[] = [];
  for await (const account of privacyRecords(db).erasedAccounts())
    people.push({ ...knownByUid.get(account.uid), ...account });
  const audit = await auditErasedAccounts(database, people, hashEmail);
  const read = `${audit.documents} documents in ${audit.collections.length} collections, for ${people.length} erased accounts`;
  return {
    lines:
      audit.findings.length === 0
        ? [`Read ${read}: nothing names them beyond what is kept on purpose.`]
        : [...findingLines(audit.findings), `Read ${read}: ${audit.findings.length} fields still name them.`],
    findings: audit.findings.length,
  };
}
