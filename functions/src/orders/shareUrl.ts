/** The public page of a private listening link. */
export function shareUrl(siteUrl: string, token: string): string {
  return `${siteUrl}/listen/${token}`;
}
