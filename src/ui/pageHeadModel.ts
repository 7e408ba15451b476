import { SITE_NAME } from "./siteMeta";
import { SHARE_IMAGE } from "./shareImage";
import { siteUrlOf } from "./siteOrigin";

/** One schema.org object for a page's JSON-LD, such as an FAQPage or a Product. */
export type StructuredData = { "@type": string } & Record<string, unknown>;

export interface PageHeadInput {
  /** The page's own title; the site's name is appended. */
  title: string;
  description?: string;
  /**
   * The path of a public page ("/faq"): it gets a canonical URL and Open Graph and Twitter tags.
   * Pages without one (private screens) only get their title.
   */
  path?: string;
  structuredData?: readonly StructuredData[];
}

export interface PageHeadModel {
  title: string;
  /** `<meta>` elements: `name` for search and Twitter, `property` for Open Graph. */
  metas: ({ name: string; content: string } | { property: string; content: string })[];
  canonicalUrl: string | null;
  /** Each schema.org object as JSON, ready for a `<script type="application/ld+json">`. */
  jsonLd: string[];
}

/** JSON that cannot end its script element early ("</script>" in an artist's bio). */
const scriptSafeJson = (data: StructuredData) =>
  JSON.stringify({ "@context": "https://schema.org", ...data }).replace(/</g, "\\u003c");

/** What a page puts in the document head, from what it says about itself. */
export function pageHeadModel({ title, description, path, structuredData = [] }: PageHeadInput): PageHeadModel {
  const fullTitle = title ? `${title} | ${SITE_NAME}` : SITE_NAME;
  const metas: PageHeadModel["metas"] = [];
  if (description) metas.push({ name: "description", content: description });
  const canonicalUrl = path === undefined ? null : siteUrlOf(path);
  if (canonicalUrl) {
    const image = siteUrlOf(SHARE_IMAGE.path);
    metas.push(
      { property: "og:type", content: "website" },
      { property: "og:site_name", content: SITE_NAME },
      { property: "og:title", content: fullTitle },
      ...(description ? [{ property: "og:description", content: description }] : []),
      { property: "og:url", content: canonicalUrl },
      { property: "og:image", content: image },
      { property: "og:image:width", content: String(SHARE_IMAGE.width) },
      { property: "og:image:height", content: String(SHARE_IMAGE.height) },
      { property: "og:image:alt", content: SHARE_IMAGE.alt },
      { name: "twitter:card", content: "summary_large_image" },
      { name: "twitter:title", content: fullTitle },
      ...(description ? [{ name: "twitter:description", content: description }] : []),
      { name: "twitter:image", content: image },
      { name: "twitter:image:alt", content: SHARE_IMAGE.alt },
    );
  }
  return { title: fullTitle, metas, canonicalUrl, jsonLd: structuredData.map(scriptSafeJson) };
}
