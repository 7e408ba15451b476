/**
 * Where each person's work is, so where they land after signing in: admins on Operations (what
 * needs them), artists in the studio, customers on their orders.
 */
import type { SessionRole } from "./SessionProvider";

export const ADMIN_HOME = "/admin/operations";
export const ARTIST_HOME = "/studio";
export const CUSTOMER_HOME = "/dashboard";

/** The home of the signed-in person: admins first (an admin who also makes songs runs the business). */
export function homeOf(role: SessionRole | null): string {
  if (role?.isAdmin) return ADMIN_HOME;
  if (role?.artistId) return ARTIST_HOME;
  return CUSTOMER_HOME;
}
