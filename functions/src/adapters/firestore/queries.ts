import { Timestamp, type Query } from "firebase-admin/firestore";

/**
 * The query's documents created since `since`, newest first. The security dashboard's counts and
 * lists both order this way, so one composite index per equality field serves both.
 */
export function createdSince(query: Query, since: Date): Query {
  return query.where("createdAt", ">=", Timestamp.fromDate(since)).orderBy("createdAt", "desc");
}

/** How many documents the query matches, counted by Firestore without reading them. */
export async function countOf(query: Query): Promise<number> {
  return (await query.count().get()).data().count;
}
