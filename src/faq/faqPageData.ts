import { isValidElement, type ReactNode } from "react";
import type { StructuredData } from "../ui/PageHead";
import type { AccordionItem } from "./Accordion";

/** The words of an answer as a reader sees them, without its markup. */
function textOf(node: ReactNode): string {
  if (typeof node === "string" || typeof node === "number") return String(node);
  if (Array.isArray(node)) return node.map(textOf).join("");
  if (isValidElement<{ children?: ReactNode }>(node)) return textOf(node.props.children);
  return "";
}

/** schema.org FAQPage of the questions and answers shown on the page. */
export function faqPageData(items: readonly AccordionItem[]): StructuredData {
  return {
    "@type": "FAQPage",
    mainEntity: items.map((item) => ({
      "@type": "Question",
      name: item.heading,
      acceptedAnswer: { "@type": "Answer", text: textOf(item.content).replace(/\s+/g, " ").trim() },
    })),
  };
}
