// @vitest-environment jsdom
import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { NoIndex, PageHead } from "./PageHead";

describe("PageHead", () => {
  it("puts the page's title, meta tags and canonical link in the document head, and JSON-LD in place", () => {
    const { container, unmount } = render(
      <PageHead
        title="FAQ"
        description="Answers."
        path="/faq"
        structuredData={[{ "@type": "FAQPage", mainEntity: [] }]}
      />,
    );
    expect(document.title).toBe("FAQ | Songs From The Heart");
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute("content", "Answers.");
    expect(document.head.querySelector('meta[property="og:title"]')).toHaveAttribute(
      "content",
      "FAQ | Songs From The Heart",
    );
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute("href")).toMatch(/\/faq$/);
    const jsonLd = container.querySelector('script[type="application/ld+json"]');
    expect(JSON.parse(jsonLd?.textContent ?? "")).toMatchObject({ "@type": "FAQPage" });
    unmount();
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
  });

  it("asks search engines not to index a private screen while it is shown", () => {
    const { unmount } = render(<NoIndex />);
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    unmount();
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
  });
});
