/**
 * Where copies of people's data are kept: a private bucket, read only through the signed link of
 * its email (7 days). An account's deletion deletes its file; in production a lifecycle rule deletes
 * objects older than 8 days (docs/deploy-checklist.md).
 */
export const DATA_EXPORTS_BUCKET = "data-exports";
