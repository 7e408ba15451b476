import { Timestamp, type Query } from "firebase-admin/firestore";

/**
 * The query's documents created since `since`, newest first (the security dashboard's lists).
 */
export function createdSince(query: Query, since: Date): Query {
  return query.where("createdAt", ">=", Timestamp.fromDate(since)).orderBy("createdAt", "desc");
}
