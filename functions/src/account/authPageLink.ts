export type AuthAction = "verifyEmail" | "resetPassword";

/**
 * Our own `/auth` page carrying the one-time code of a link Firebase generated, so the emailed
 * link opens the app (which applies the code through the API) instead of Firebase's action page.
 */
export function authPageLink(siteUrl: string, mode: AuthAction, firebaseLink: string): string {
  const oobCode = new URL(firebaseLink).searchParams.get("oobCode");
  if (!oobCode) throw new Error("Firebase's action link carries no oobCode");
  const link = new URL("/auth", siteUrl);
  link.searchParams.set("mode", mode);
  link.searchParams.set("oobCode", oobCode);
  return link.href;
}
