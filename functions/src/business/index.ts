/**
 * The business capability's public entry: the one owner of `businessDays/*`, the admins' picture
 * of the business per day, moved by the order lifecycle's writer in the transactions of its events.
 */
export { BUSINESS_DAY_SHARDS, businessDays, type BusinessDayWriter } from "./businessDays";
