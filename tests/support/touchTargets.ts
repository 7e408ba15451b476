import type { Page } from "playwright-core";

/** The smallest touch target a finger is given, in CSS px (WCAG 2.5.5). */
export const MIN_TARGET_PX = 44;

/**
 * Every visible control a finger uses that is smaller than 44x44 px, as "tag 'name' WxH". Links
 * inside a sentence are exempt (WCAG 2.5.8 "inline"); sliders (the audio seek bar) are not measured.
 */
export function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate((min) => {
    const controls = document.querySelectorAll<HTMLElement>(
      'a[href], button, select, summary, [role="button"], [role="tab"]',
    );
    return Array.from(controls).flatMap((element) => {
      const rect = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      if (rect.width === 0 || rect.height === 0 || style.visibility === "hidden") return [];
      const parentText = element.parentElement?.textContent?.trim() ?? "";
      const isInSentence =
        element.tagName === "A" &&
        parentText.length > (element.textContent?.trim().length ?? 0) &&
        getComputedStyle(element.parentElement!).display === "block" &&
        element.parentElement!.tagName === "P";
      if (isInSentence) return [];
      if (rect.width >= min - 0.5 && rect.height >= min - 0.5) return [];
      const name = element.getAttribute("aria-label") ?? element.textContent?.trim().slice(0, 30) ?? "";
      return [`${element.tagName.toLowerCase()} '${name}' ${Math.round(rect.width)}x${Math.round(rect.height)}`];
    });
  }, MIN_TARGET_PX);
}
