import { createContext, useContext } from "react";

/**
 * The site's origin (https://example.com), for the few places that need an absolute URL, such as
 * a link preview's image: the browser's own origin, and on the server the configured site URL.
 */
const SiteOriginContext = createContext("");

export const SiteOriginProvider = SiteOriginContext.Provider;

export function useAbsoluteUrl(path: string): string {
  return `${useContext(SiteOriginContext)}${path}`;
}
