/**
 * `npm run images:share`: draws the committed images the site serves from public/: the share image
 * (public/social/share.png). Run it after changing the brand mark, colours or name.
 */
import { drawShareImage } from "./drawShareImage";

console.log(`Wrote ${await drawShareImage()}`);
