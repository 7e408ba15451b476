import type { Page } from "playwright-core";

/**
 * Words of the text of every element `selector` matches that a line break splits in two (each
 * should sit on one line). A break after a hyphen ("one-" / "eyed") is where a line may end, so
 * each part of a hyphenated word is a word of its own here.
 */
export function wordsBrokenMidWord(page: Page, selector: string): Promise<string[]> {
  return page.locator(selector).evaluateAll((elements) => {
    const broken: string[] = [];
    for (const element of elements) {
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? "";
        for (const match of Array.from(text.matchAll(/[^\s-]+-?/g))) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const lines = new Set(Array.from(range.getClientRects(), (rect) => Math.round(rect.top)));
          if (lines.size > 1) broken.push(match[0]);
        }
      }
    }
    return broken;
  });
}
