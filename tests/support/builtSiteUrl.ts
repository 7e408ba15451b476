import { LOCAL_SITE_URL } from "@songs/domain";

/** The origin the web build writes into canonical and share URLs (VITE_SITE_URL, else the local stack's). */
export const BUILT_SITE_URL = (process.env.VITE_SITE_URL || LOCAL_SITE_URL).replace(/\/+$/, "");
