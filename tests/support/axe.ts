import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import type { AxeResults } from "axe-core";
import type { Page } from "playwright-core";
import type { RouteObject } from "react-router-dom";
import { expect } from "vitest";
import { routeAudiences, type RouteAudience } from "../../src/app/routeAudience";
import { requestsInFlight } from "./browser";

/** WCAG 2.2 level AA, as axe-core tags its rules. */
export const WCAG_22_AA_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

const axeSource = readFile(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

type AxeWindow = { axe?: { run: (context: Document | Element, options: object) => Promise<AxeResults> } };

/** One rule broken on one element: rule, target, summary. */
export interface AxeFinding {
  rule: string;
  target: string;
  summary: string;
}

/**
 * axe-core's WCAG 2.2 AA violations in what the page shows now (in the open modal dialog, when one
 * is open). The site's CSP (`script-src
 * 'self'`) refuses an injected script element, so axe's source is evaluated through the DevTools
 * protocol, which the CSP does not govern.
 */
export async function axeFindings(page: Page): Promise<AxeFinding[]> {
  if (!(await page.evaluate(() => Boolean((window as AxeWindow).axe)))) await page.evaluate(await axeSource);
  const violations = await page.evaluate(async (tags) => {
    // With a modal dialog open only the dialog can be reached (what lies behind it was checked as
    // its screen); behind it, buttons a scroll left under the sticky header read as obscured.
    const modal = document.querySelector('[role="dialog"][aria-modal="true"], [role="alertdialog"][aria-modal="true"]');
    // Only the violations are read: axe then details one passing node per rule instead of every one.
    const result = await (window as AxeWindow).axe!.run(modal ?? document, {
      runOnly: { type: "tag", values: tags },
      resultTypes: ["violations"],
    });
    return result.violations.map((violation) => ({
      rule: violation.id,
      help: violation.help,
      nodes: violation.nodes.map((node) => ({ target: node.target.join(" "), detail: node.failureSummary ?? "" })),
    }));
  }, WCAG_22_AA_TAGS);
  return violations.flatMap((violation) =>
    violation.nodes.map((node) => ({
      rule: violation.rule,
      target: node.target,
      summary: `${violation.help}. ${node.detail.replace(/\s+/g, " ").trim()}`,
    })),
  );
}

/**
 * The route paths `audience` may open, as the route table says (src/app/routes.tsx and privateRoutes.tsx, their
 * `handle: openedBy(...)`): what that audience's accessibility suite must check, so a route added
 * to the table is checked by the suite of whoever may open it. The table is loaded at run time:
 * its modules are typed by the web project's tsconfig (JSX, the styled theme), not the tests'.
 */
export async function routesOpenedBy(audience: RouteAudience): Promise<string[]> {
  const { routeTable: routes } = (await import(new URL("../../src/app/routeTable.ts", import.meta.url).href)) as {
    routeTable: RouteObject[];
  };
  return routeAudiences(routes)
    .filter((route) => route.openedBy === audience)
    .map((route) => route.path)
    .sort();
}

/**
 * Waits until the screen has its data: the document loaded, no request of the page in flight, no
 * "Loading..." message, nothing busy. (Not Playwright's `networkidle`, which waits half a second of
 * quiet after the last request on every call.)
 */
export async function waitForSettledScreen(page: Page): Promise<void> {
  const isSettled = async () =>
    requestsInFlight(page) === 0 &&
    (await page.evaluate(
      () =>
        document.readyState === "complete" &&
        document.querySelector('[aria-busy="true"]') === null &&
        !Array.from(document.querySelectorAll('[role="status"]')).some((status) =>
          /(\.\.\.|…)$/.test(status.textContent?.trim() ?? ""),
        ),
    ));
  await expect.poll(isSettled).toBe(true);
}

/**
 * Runs axe on the screens and dialogs one suite walks, prints each one's count, and keeps the
 * findings (as readable lines) and the route paths checked.
 */
export class AccessibilityAudit {
  readonly checkedRoutes = new Set<string>();
  private findings: string[] = [];

  constructor(private readonly viewportLabel: string) {}

  /** Checks what `page` shows now as `screen`; `route` is the route table's path it stands for. */
  async check(page: Page, screen: string, route?: string): Promise<void> {
    const found = await axeFindings(page);
    console.log(`axe ${this.viewportLabel} ${screen}: ${found.length} violation${found.length === 1 ? "" : "s"}`);
    if (route) this.checkedRoutes.add(route);
    this.findings.push(
      ...found.map(
        (finding) => `${screen} (${this.viewportLabel}): ${finding.rule} at ${finding.target}: ${finding.summary}`,
      ),
    );
  }

  /** The findings since the last call (an empty list when every check passed). */
  takeFindings(): string[] {
    const taken = this.findings;
    this.findings = [];
    return taken;
  }
}
