/**
 * Every Firestore query of the app that needs a composite index, listed beside
 * firestore.indexes.json (neither emulator enforces indexes; production does). Add a line here
 * with every new query that combines an equality filter with an order on another field. The
 * indexes test and `npm run deploy:check` both hold firestore.indexes.json to this list.
 */
export interface AppQuery {
  where: string;
  collection: string;
  equals: string[];
  orderBy: { field: string; direction: "ASCENDING" | "DESCENDING" };
}

export const APP_QUERIES: AppQuery[] = [
  { where: "reviews.listPublic", collection: "reviews", equals: ["isPublic"], orderBy: { field: "createdAt", direction: "DESCENDING" } },
  { where: "reviews.listPublic (occasion)", collection: "reviews", equals: ["isPublic", "occasion"], orderBy: { field: "createdAt", direction: "DESCENDING" } },
  { where: "reviews.listPublicByArtist", collection: "reviews", equals: ["artistId", "isPublic"], orderBy: { field: "createdAt", direction: "DESCENDING" } },
  { where: "samples.listByArtist", collection: "samples", equals: ["artistId"], orderBy: { field: "createdAt", direction: "DESCENDING" } },
  { where: "reviewModeration.listPending", collection: "reviews", equals: ["approved"], orderBy: { field: "createdAt", direction: "DESCENDING" } },
  { where: "securityReports.countEventsByType", collection: "securityEvents", equals: ["type"], orderBy: { field: "createdAt", direction: "DESCENDING" } },
  { where: "loginLockout.failuresSince", collection: "securityEvents", equals: ["type", "email", "ip"], orderBy: { field: "createdAt", direction: "ASCENDING" } },
  { where: "securityReports.countCriticalFraudAlerts", collection: "fraudAlerts", equals: ["level"], orderBy: { field: "createdAt", direction: "DESCENDING" } },
  { where: "securityReports.countRejectedUploads and listRejectedUploads", collection: "fileValidations", equals: ["status"], orderBy: { field: "createdAt", direction: "DESCENDING" } },
  { where: "customerOrders.listByUser", collection: "orders", equals: ["userId"], orderBy: { field: "createdAt", direction: "DESCENDING" } },
  { where: "adminOrderRecords.listNewest (status)", collection: "orders", equals: ["status"], orderBy: { field: "createdAt", direction: "DESCENDING" } },
  { where: "checkoutSessions.countByUserLastHour", collection: "checkoutSessions", equals: ["userId"], orderBy: { field: "createdAt", direction: "ASCENDING" } },
  { where: "checkoutSessions.countByIpLastHour", collection: "checkoutSessions", equals: ["ip"], orderBy: { field: "createdAt", direction: "ASCENDING" } },
  { where: "checkoutSessions.countExpiredByUserLastDay", collection: "checkoutSessions", equals: ["userId", "status"], orderBy: { field: "createdAt", direction: "ASCENDING" } },
];

export interface IndexFile {
  indexes: { collectionGroup: string; queryScope: string; fields: { fieldPath: string; order?: string }[] }[];
}

/** Whether firestore.indexes.json declares the composite index the query needs. */
export function hasIndexFor(file: IndexFile, query: AppQuery): boolean {
  return file.indexes.some((index) => {
    if (index.collectionGroup !== query.collection || index.queryScope !== "COLLECTION") return false;
    const fields = index.fields.map((f) => f.fieldPath);
    const last = index.fields.at(-1);
    const equalities = fields.slice(0, -1);
    return (
      last?.fieldPath === query.orderBy.field &&
      last.order === query.orderBy.direction &&
      equalities.length === query.equals.length &&
      query.equals.every((field) => equalities.includes(field))
    );
  });
}
