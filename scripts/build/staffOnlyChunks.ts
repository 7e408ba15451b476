import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type { OutputBundle, OutputChunk } from "rolldown";
import ts from "typescript";
import type { Plugin } from "vite";
import { STAFF_AUDIENCES, type RouteAudience } from "../../src/app/routeAudience";

/** One route of the table as its source reads: its path (if any), who may open it, and its screen's module. */
export interface RouteEntry {
  path: string | null;
  openedBy: RouteAudience;
  /** The lazily loaded screen's module (absolute path), or null for a route whose element is not a lazy page. */
  screenModule: string | null;
}

/**
 * Reads the route table from its source (src/app/routes.tsx), as the build must without running
 * it: each `const Screen = lazyPage(() => import("..."))`, and each route object's `path`,
 * `element: <Screen />` and `handle: openedBy("...")` (inherited by the routes beneath). A route
 * whose element is a lazily loaded part of the table (`lazyRoutes(() => import("./privateRoutes"))`)
 * stands for that module's `routes`, read the same way (as src/app/routeTable.ts joins them).
 */
export function readRouteTable(routesFile: string, inheritedAudience: RouteAudience = "anyone"): RouteEntry[] {
  const source = ts.createSourceFile(
    routesFile,
    readFileSync(routesFile, "utf8"),
    ts.ScriptTarget.Latest,
    true,
    ts.ScriptKind.TSX,
  );
  const screens = new Map<string, string>();
  const tables = new Map<string, string>();
  let table: ts.ArrayLiteralExpression | undefined;
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations) {
      if (!ts.isIdentifier(declaration.name) || !declaration.initializer) continue;
      if (declaration.name.text === "routes" && ts.isArrayLiteralExpression(declaration.initializer))
        table = declaration.initializer;
      const screen = lazyImportOf(declaration.initializer, "lazyPage");
      if (screen) screens.set(declaration.name.text, resolveModule(path.dirname(routesFile), screen));
      const part = lazyImportOf(declaration.initializer, "lazyRoutes");
      if (part) tables.set(declaration.name.text, resolveModule(path.dirname(routesFile), part));
    }
  }
  if (!table) throw new Error(`${routesFile} declares no \`routes\` array`);

  const walk = (list: ts.ArrayLiteralExpression, inherited: RouteAudience): RouteEntry[] =>
    list.elements.filter(ts.isObjectLiteralExpression).flatMap((route) => {
      const property = (name: string) =>
        route.properties.find(
          (each): each is ts.PropertyAssignment =>
            ts.isPropertyAssignment(each) && ts.isIdentifier(each.name) && each.name.text === name,
        )?.initializer;
      const handle = property("handle");
      const audience =
        handle && ts.isCallExpression(handle) && ts.isStringLiteral(handle.arguments[0]!)
          ? (handle.arguments[0].text as RouteAudience)
          : inherited;
      const routePath = property("path");
      const element = property("element");
      const tag =
        element && ts.isJsxSelfClosingElement(element) && ts.isIdentifier(element.tagName)
          ? element.tagName.text
          : null;
      const children = property("children");
      const part = tag ? tables.get(tag) : undefined;
      if (part) return readRouteTable(part, audience);
      return [
        {
          path: routePath && ts.isStringLiteral(routePath) ? routePath.text : null,
          openedBy: audience,
          screenModule: (tag && screens.get(tag)) ?? null,
        },
        ...(children && ts.isArrayLiteralExpression(children) ? walk(children, audience) : []),
      ];
    });
  return walk(table, inheritedAudience);
}

/** `lazyPage(() => import("spec"))` → "spec" (or `lazyRoutes(...)`, as `callee` says). */
function lazyImportOf(expression: ts.Expression, callee: "lazyPage" | "lazyRoutes"): string | null {
  if (
    !ts.isCallExpression(expression) ||
    !ts.isIdentifier(expression.expression) ||
    expression.expression.text !== callee
  )
    return null;
  const loader = expression.arguments[0];
  if (!loader || !ts.isArrowFunction(loader) || !ts.isCallExpression(loader.body)) return null;
  const [specifier] = loader.body.arguments;
  return loader.body.expression.kind === ts.SyntaxKind.ImportKeyword && specifier && ts.isStringLiteral(specifier)
    ? specifier.text
    : null;
}

function resolveModule(directory: string, specifier: string): string {
  const base = path.resolve(directory, specifier);
  const found = [`${base}.tsx`, `${base}.ts`].find((candidate) => existsSync(candidate));
  if (!found) throw new Error(`The route table's screen ${specifier} is not a module`);
  return found;
}

/**
 * The bundle's chunks that only the marketplace's staff (admins, artists and invited artists, by
 * the route table) ever load: the chunks their screens bring in, unless a screen anyone may open,
 * or the app's entry, brings them in too.
 */
export function staffOnlyChunkFiles(bundle: OutputBundle, routes: readonly RouteEntry[]): Set<string> {
  const chunks = new Map(
    Object.values(bundle)
      .filter((file): file is OutputChunk => file.type === "chunk")
      .map((chunk) => [chunk.fileName, chunk]),
  );
  const audienceOfScreen = new Map<string, RouteAudience[]>();
  for (const route of routes) {
    if (route.screenModule)
      audienceOfScreen.set(route.screenModule, [...(audienceOfScreen.get(route.screenModule) ?? []), route.openedBy]);
  }
  const isStaffScreen = (chunk: OutputChunk) => {
    const audiences = chunk.facadeModuleId ? audienceOfScreen.get(chunk.facadeModuleId) : undefined;
    return audiences !== undefined && audiences.every((audience) => STAFF_AUDIENCES.includes(audience));
  };
  const isScreen = (chunk: OutputChunk) => chunk.facadeModuleId !== null && audienceOfScreen.has(chunk.facadeModuleId);
  // Every chunk reachable from a root, stopping at other screens (roots of their own).
  const reach = (root: OutputChunk) => {
    const seen = new Set<string>([root.fileName]);
    const stack = [root];
    while (stack.length > 0) {
      const chunk = stack.pop()!;
      for (const fileName of [...chunk.imports, ...chunk.dynamicImports]) {
        const next = chunks.get(fileName);
        if (!next || seen.has(fileName) || (isScreen(next) && next !== root)) continue;
        seen.add(fileName);
        stack.push(next);
      }
    }
    return seen;
  };
  const everyone = new Set<string>();
  const staff = new Set<string>();
  for (const chunk of chunks.values()) {
    if (chunk.isEntry || (isScreen(chunk) && !isStaffScreen(chunk)))
      for (const fileName of reach(chunk)) everyone.add(fileName);
    else if (isStaffScreen(chunk)) for (const fileName of reach(chunk)) staff.add(fileName);
  }
  // A chunk only a lazily loaded part of the shell reaches (a dialog, the drawer) is everyone's too.
  for (const chunk of chunks.values()) if (!staff.has(chunk.fileName)) everyone.add(chunk.fileName);
  return new Set([...staff].filter((fileName) => !everyone.has(fileName)));
}

/**
 * The client build's view of what only staff load, from the route table: `isStaffOnly(fileName)`
 * answers once the bundle is generated (before Vite writes its preload tables and before the
 * service worker's precache list is made).
 */
export function staffOnlyChunks(routesFile: string): Plugin & { isStaffOnly(fileName: string): boolean } {
  let files = new Set<string>();
  return {
    name: "songs:staff-only-chunks",
    apply: (config, env) => env.command === "build" && !config.build?.ssr,
    generateBundle(_options, bundle) {
      files = staffOnlyChunkFiles(bundle, readRouteTable(routesFile));
      if (files.size === 0) this.error("No chunk is left for staff only: the route table names no staff screen?");
    },
    isStaffOnly: (fileName) => files.has(fileName),
  };
}
