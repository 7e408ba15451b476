import { INITIAL_READS_ELEMENT_ID } from "../api/initialData";
import type { InitialReads } from "@songs/domain";

/**
 * React 19 writes the `<title>`, `<meta>` and `<link>` elements a page renders ahead of the page's
 * markup when it renders less than a whole document; they belong in the document's head.
 */
const HOISTED = /^(?:<title>[^<]*<\/title>|<meta\b[^>]*>|<link\b[^>]*>)/;

export function splitHoistedHead(markup: string): { head: string; body: string } {
  let rest = markup;
  let head = "";
  for (let match = HOISTED.exec(rest); match; match = HOISTED.exec(rest)) {
    head += match[0];
    rest = rest.slice(match[0].length);
  }
  return { head, body: rest };
}

export interface PageParts {
  /** React's hoisted head elements. */
  head: string;
  /** The style elements of the styles the page uses (styled-components' collected CSS). */
  styles: string;
  /** The page's markup, for `#root`. */
  body: string;
  reads: InitialReads;
}

/**
 * The app shell's HTML with the page in it: the page's head elements replace the shell's generic
 * title and description, the styles go in the head, the markup in `#root`, and the reads go in a
 * JSON script the data layer reads (not executable, so the CSP's `script-src 'self'` holds).
 */
export function pageDocument(template: string, parts: PageParts): string {
  let html = template;
  if (parts.head.includes("<title>")) html = html.replace(/<title>[^<]*<\/title>/, "");
  if (/<meta\b[^>]*name="description"/.test(parts.head)) html = html.replace(/<meta\s+name="description"[^>]*>/, "");
  // The shell's "needs JavaScript" note does not apply to a page that arrives rendered.
  html = html.replace(/<noscript>[\s\S]*?<\/noscript>/, "");
  const readsJson = JSON.stringify(parts.reads).replace(/</g, "\\u003c");
  return html
    .replace("</head>", () => `${parts.head}${parts.styles}</head>`)
    .replace('<div id="root"></div>', () => `<div id="root">${parts.body}</div>`)
    .replace(
      "</body>",
      () => `<script type="application/json" id="${INITIAL_READS_ELEMENT_ID}">${readsJson}</script></body>`,
    );
}
