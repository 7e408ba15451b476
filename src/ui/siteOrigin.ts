import { LOCAL_SITE_URL } from "@songs/domain";

declare global {
  interface ImportMetaEnv {
    /** The site's public origin, such as https://songs.example.com (set when building for a real project). */
    readonly VITE_SITE_URL?: string;
  }
}

/** The site's public origin (no trailing slash), fixed at build time: canonical and share URLs. */
export const SITE_URL = (import.meta.env.VITE_SITE_URL || LOCAL_SITE_URL).replace(/\/+$/, "");

/** An absolute URL on the site for a path such as "/faq". */
export const siteUrlOf = (path: string) => new URL(path, `${SITE_URL}/`).href;
