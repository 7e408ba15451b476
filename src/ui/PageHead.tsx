import { pageHeadModel, type PageHeadInput } from "./pageHeadModel";

export type { StructuredData } from "./pageHeadModel";

/**
 * The page's title, description, canonical URL, share tags and JSON-LD as React 19 metadata
 * elements: React places `<title>`, `<meta>` and `<link>` in the document head wherever they are
 * rendered (in the browser now, and in server-rendered HTML). JSON-LD is data, not script, so the
 * CSP's script-src does not apply to it.
 */
export function PageHead(input: PageHeadInput) {
  const { title, metas, canonicalUrl, jsonLd } = pageHeadModel(input);
  return (
    <>
      <title>{title}</title>
      {metas.map((meta) =>
        "name" in meta ? (
          <meta key={meta.name} name={meta.name} content={meta.content} />
        ) : (
          <meta key={meta.property} property={meta.property} content={meta.content} />
        ),
      )}
      {canonicalUrl && <link rel="canonical" href={canonicalUrl} />}
      {jsonLd.map((json) => (
        <script key={json} type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />
      ))}
    </>
  );
}

/** Keeps search engines from indexing every screen it is rendered with (the private areas). */
export function NoIndex() {
  return <meta name="robots" content="noindex" />;
}
