const decoder = new TextDecoder("utf-8", { fatal: true });

/** What may come before the root element: a byte-order mark, an XML declaration, comments, a doctype. */
const PROLOGUE = /^\uFEFF?\s*(?:<\?xml[^>]*\?>\s*)?(?:(?:<!--[\s\S]*?-->|<!DOCTYPE[^>[]*>)\s*)*/;

/** Markup that would run or fetch something when the image is opened on its own. */
const ACTIVE_CONTENT = /<script[\s>/]|<foreignObject[\s>/]|\son[a-z]+\s*=|javascript:/i;

/**
 * Whether the bytes are a static SVG image: UTF-8 text whose root element is `<svg>` and that ends
 * with its closing tag, with no scripts, event handlers or embedded HTML. SVG has no magic number
 * for `file-type` to find, so this stands in for it.
 */
export function isSvgDocument(bytes: Uint8Array): boolean {
  let text: string;
  try {
    text = decoder.decode(bytes);
  } catch {
    return false;
  }
  const body = text.replace(PROLOGUE, "");
  return /^<svg[\s>]/.test(body) && /<\/svg>\s*$/.test(body) && !ACTIVE_CONTENT.test(body);
}
