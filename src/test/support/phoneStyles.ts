import { expect } from "vitest";

/** The style rules the page holds (styled-components writes them into `<style>` elements). */
const styleText = () => [...document.querySelectorAll("style")].map((style) => style.textContent ?? "").join("\n");
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * Whether a phone-width rule (`@media (max-width: ...)`) styles `element`'s `descendant` with
 * `declaration`, e.g. ("thead", "position:absolute"). jsdom applies no media queries, so the rule
 * is read from the page's styles.
 */
export function hasPhoneRule(element: Element, descendant: string, declaration: string): boolean {
  const styles = styleText();
  return [...element.classList].some((name) =>
    new RegExp(
      `@media[^{]*max-width[^{]*\\{[^@]*\\.${escaped(name)} ${escaped(descendant)}\\{[^}]*${escaped(declaration)}`,
    ).test(styles),
  );
}

/**
 * Checks a table becomes cards on phones (`rowsAsCardsOnPhones`): a phone-width rule hides its
 * column headings, and every cell carries its column's name as `data-label` to lead its line.
 * `unlabelled`: columns whose cells need no name (a row's button).
 */
export function expectRowsAsCards(table: HTMLElement, unlabelled: readonly string[] = []): void {
  expect(hasPhoneRule(table, "thead", "position:absolute"), "a phone-width rule hides the column headings").toBe(true);
  const headings = [...table.querySelectorAll("thead th")].map((heading) => heading.textContent?.trim() ?? "");
  for (const row of table.querySelectorAll("tbody tr")) {
    [...row.children].forEach((cell, index) => {
      const heading = headings[index] ?? "";
      if (cell.tagName === "TH" || unlabelled.includes(heading)) return;
      expect(cell.getAttribute("data-label"), `the ${heading} cell's label`).toBe(heading);
    });
  }
}
