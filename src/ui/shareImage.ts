import { SITE_NAME } from "./siteMeta";

/** The share image every page names (public/social/share.png, drawn by scripts/images/drawShareImage.ts). */
export const SHARE_IMAGE = {
  path: "/social/share.png",
  width: 1200,
  height: 630,
  alt: `${SITE_NAME}: custom songs written and recorded from your story`,
} as const;
