import { describe, expect, it } from "vitest";
import { LOCAL_SITE_URL } from "@songs/domain";
import { pageHeadModel } from "./pageHeadModel";
import { SHARE_IMAGE } from "./shareImage";
import { SITE_NAME } from "./siteMeta";

const contentOf = (model: ReturnType<typeof pageHeadModel>, key: string) =>
  model.metas.find((meta) => ("name" in meta ? meta.name : meta.property) === key)?.content;

describe("a page's head tags", () => {
  it("gives a public page its title, description, canonical URL and share tags on the site's origin", () => {
    const model = pageHeadModel({ title: "Frequently Asked Questions", description: "Answers.", path: "/faq" });
    const title = `Frequently Asked Questions | ${SITE_NAME}`;
    expect(model.title).toBe(title);
    expect(model.canonicalUrl).toBe(`${LOCAL_SITE_URL}/faq`);
    expect(contentOf(model, "description")).toBe("Answers.");
    expect(contentOf(model, "og:title")).toBe(title);
    expect(contentOf(model, "og:description")).toBe("Answers.");
    expect(contentOf(model, "og:url")).toBe(`${LOCAL_SITE_URL}/faq`);
    expect(contentOf(model, "og:image")).toBe(`${LOCAL_SITE_URL}${SHARE_IMAGE.path}`);
    expect(contentOf(model, "og:image:width")).toBe("1200");
    expect(contentOf(model, "og:image:height")).toBe("630");
    expect(contentOf(model, "twitter:card")).toBe("summary_large_image");
    expect(contentOf(model, "twitter:image")).toBe(`${LOCAL_SITE_URL}${SHARE_IMAGE.path}`);
  });

  it("gives a screen without a path only its title and description, no canonical or share tags", () => {
    const model = pageHeadModel({ title: "My Dashboard", description: "Your orders." });
    expect(model.title).toBe(`My Dashboard | ${SITE_NAME}`);
    expect(model.canonicalUrl).toBeNull();
    expect(model.metas).toEqual([{ name: "description", content: "Your orders." }]);
  });

  it("writes structured data as schema.org JSON that cannot close its script element", () => {
    const model = pageHeadModel({
      title: "Maya",
      path: "/artists/1",
      structuredData: [{ "@type": "MusicGroup", description: "Loves </script><b>" }],
    });
    expect(model.jsonLd).toHaveLength(1);
    expect(model.jsonLd[0]).not.toContain("</script>");
    expect(JSON.parse(model.jsonLd[0]!)).toEqual({
      "@context": "https://schema.org",
      "@type": "MusicGroup",
      description: "Loves </script><b>",
    });
  });
});
