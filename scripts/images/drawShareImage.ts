import { readFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { SITE_NAME } from "../../src/ui/siteMeta";
import { SHARE_IMAGE } from "../../src/ui/shareImage";
import { theme } from "../../src/ui/theme";
import { REPO_ROOT } from "../stack/repoRoot";

const TAGLINE = "Custom songs written and recorded from your story";
const OCCASIONS_LINE = "Weddings · Birthdays · Anniversaries · Memorials";

/**
 * The share image (1200x630 PNG, what Open Graph and Twitter cards show): the brand mark of
 * public/favicon.svg beside the site's name on the brand's cream and rose, drawn as SVG and
 * rasterised with sharp.
 */
export async function drawShareImage(): Promise<string> {
  const { width, height } = SHARE_IMAGE;
  const mark = (await readFile(path.join(REPO_ROOT, "public", "favicon.svg"), "utf8")).replace(
    "<svg ",
    '<svg x="96" y="175" width="280" height="280" ',
  );
  const { color } = theme;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs>
    <linearGradient id="glow" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${color.accentSoft}"/>
      <stop offset="1" stop-color="${color.background}"/>
    </linearGradient>
  </defs>
  <rect width="${width}" height="${height}" fill="url(#glow)"/>
  <rect y="${height - 24}" width="${width}" height="24" fill="${color.primary}"/>
  ${mark}
  <g font-family="DejaVu Serif, Georgia, serif" fill="${color.text}">
    <text x="436" y="290" font-size="72" font-weight="bold">${SITE_NAME.replace(/ The Heart$/, "")}</text>
    <text x="436" y="370" font-size="72" font-weight="bold" fill="${color.primary}">The Heart</text>
  </g>
  <g font-family="DejaVu Sans, Inter, sans-serif" fill="${color.textMuted}">
    <text x="436" y="430" font-size="26">${TAGLINE}</text>
    <text x="436" y="474" font-size="24">${OCCASIONS_LINE}</text>
  </g>
</svg>`;
  const file = path.join(REPO_ROOT, "public", SHARE_IMAGE.path);
  await sharp(Buffer.from(svg)).png({ compressionLevel: 9, palette: true, quality: 90 }).toFile(file);
  return file;
}
