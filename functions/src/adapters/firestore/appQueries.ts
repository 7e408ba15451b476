/**
 * Every Firestore query of the app that needs a composite index, listed beside
 * firestore.indexes.json (neither emulator enforces indexes; production does), each named by its
 * collection's owner and operation (`where`). Add a line here with every new query that combines an
 * equality filter with an order on another field. The indexes test and `npm run deploy:check` both
 * hold firestore.indexes.json to this list.
 */
export interface AppQuery {
  where: string;
  collection: string;
  equals: string[];
  orderBy: { field: string; direction: "ASCENDING" | "DESCENDING" };
}

export const APP_QUERIES: AppQuery[] = [
  { where: "reviews.listPublicPage", collection: "reviews", equals: ["isPublic"], orderBy: { field: "createdAt", direction: "DESCENDING" } },
  { where: "reviews.listPublicPage (occasion)", collection: "reviews", equals: ["isPublic", "occasion"], orderBy: { field: "createdAt", direction: "DESCENDING" } },
  { where: "reviews.listPublicByArtist", collection: "reviews", equals: ["artistId", "isPublic"], orderBy: { field: "createdAt", direction: "DESCENDING" } },
  { where: "samples.listByArtist and listSubmittedBy", collection: "samples", equals: ["artistId"], orderBy: { field: "createdAt", direction: "DESCENDING" } },
  { where: "reviews.listPending", collection: "reviews", equals: ["approved"], orderBy: { field: "createdAt", direction: "DESCENDING" } },
  { where: "securityEvents.countByTypeSince", collection: "securityEvents", equals: ["type"], orderBy: { field: "createdAt", direction: "DESCENDING" } },
  { where: "securityEvents.failuresSince", collection: "securityEvents", equals: ["type", "email", "ip"], orderBy: { field: "createdAt", direction: "ASCENDING" } },
  { where: "fraudAlerts.countCriticalSince", collection: "fraudAlerts", equals: ["level"], orderBy: { field: "createdAt", direction: "DESCENDING" } },
  { where: "fileValidations.countRejectedSince and listRejectedSince", collection: "fileValidations", equals: ["status"], orderBy: { field: "createdAt", direction: "DESCENDING" } },
  { where: "orders.pageByCustomer", collection: "orders", equals: ["userId"], orderBy: { field: "createdAt", direction: "DESCENDING" } },
  { where: "orders.pageForAdmins (status)", collection: "orders", equals: ["status"], orderBy: { field: "createdAt", direction: "DESCENDING" } },
  { where: "checkoutSessions.countOtherUsersByIpLastHour", collection: "checkoutSessions", equals: ["ip"], orderBy: { field: "createdAt", direction: "ASCENDING" } },
  { where: "paymentFailures.countByUserLastDay", collection: "paymentFailures", equals: ["userId"], orderBy: { field: "createdAt", direction: "ASCENDING" } },
  { where: "earnings.page, all and totals", collection: "earnings", equals: ["artistId"], orderBy: { field: "createdAt", direction: "DESCENDING" } },
  { where: "followUps.pageDue", collection: "followUps", equals: ["state"], orderBy: { field: "dueAt", direction: "ASCENDING" } },
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
