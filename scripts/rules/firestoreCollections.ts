import { readdirSync } from "node:fs";
import path from "node:path";
import ts from "typescript";

/**
 * Every Firestore collection path the server's code names, read from the sources with the
 * TypeScript checker: `db.collection("orders")` gives `orders`, and
 * `collection.doc(id).collection("revisions")` (with `collection = db.collection("orders")`) gives
 * `orders/{id}/revisions`. Names held in constants (`db.collection(LOGIN_PAIRS)`) resolve through
 * their literal types; receivers resolve through the variables they were assigned from. A
 * collection group query (`db.collectionGroup("history")`) reads every collection of that name,
 * wherever it is: the code names no new path with it, and it must name a collection the code
 * names elsewhere (`orders/{id}/history`), so its paths are known and tested.
 * A call whose name or parent cannot be worked out is listed in `unresolved` rather than guessed.
 */
export interface CollectionScan {
  /** Sorted, unique, e.g. ["orders", "orders/{id}/revisions"]. */
  paths: string[];
  /** `file:line: reason` for each `.collection()` / `.doc()` call the scan could not place. */
  unresolved: string[];
}

export const ID_SEGMENT = "{id}";

/** A document or collection path as segments ("{id}" for a document id known only at run time), or null at the database root. */
type Segments = string[];

class Unresolved extends Error {}

function stringValue(checker: ts.TypeChecker, expression: ts.Expression): string | null {
  if (ts.isStringLiteralLike(expression)) return expression.text;
  const type = checker.getTypeAtLocation(expression);
  return type.isStringLiteral() ? type.value : null;
}

function splitPath(value: string): string[] {
  return value.split("/").filter(Boolean);
}

/** The variable an identifier was declared with, following imports. */
function initializerOf(checker: ts.TypeChecker, identifier: ts.Identifier): ts.Expression | null {
  let symbol = checker.getSymbolAtLocation(identifier);
  if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
  const declaration = symbol?.valueDeclaration;
  return declaration && ts.isVariableDeclaration(declaration) && declaration.initializer
    ? declaration.initializer
    : null;
}

function isFirestoreRoot(checker: ts.TypeChecker, expression: ts.Expression): boolean {
  const type = checker.getTypeAtLocation(expression);
  return (type.getSymbol() ?? type.aliasSymbol)?.getName() === "Firestore";
}

function unwrap(expression: ts.Expression): ts.Expression {
  let current = expression;
  while (ts.isParenthesizedExpression(current) || ts.isAsExpression(current) || ts.isNonNullExpression(current))
    current = current.expression;
  return current;
}

/** The segments of the collection or document `expression` refers to ([] for the database itself). */
function segmentsOf(checker: ts.TypeChecker, expression: ts.Expression, seen = new Set<ts.Node>()): Segments {
  const node = unwrap(expression);
  if (seen.has(node)) throw new Unresolved("circular reference");
  seen.add(node);
  if (ts.isIdentifier(node)) {
    const initializer = initializerOf(checker, node);
    if (initializer) return segmentsOf(checker, initializer, seen);
    if (isFirestoreRoot(checker, node)) return [];
    throw new Unresolved(`cannot tell which collection or document '${node.text}' is`);
  }
  if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
    const method = node.expression.name.text;
    if (method === "collection" || method === "doc") {
      const parent = segmentsOf(checker, node.expression.expression, seen);
      const argument = node.arguments[0];
      const value = argument ? stringValue(checker, argument) : null;
      if (value !== null) return [...parent, ...splitPath(value)];
      if (method === "collection") throw new Unresolved("the collection name is not a string constant");
      // A document id known only at run time; from the database itself it would be a whole path.
      if (parent.length === 0) throw new Unresolved("the document path is not a string constant");
      return [...parent, ID_SEGMENT];
    }
  }
  if (isFirestoreRoot(checker, node)) return [];
  throw new Unresolved(`cannot tell which collection or document '${node.getText()}' is`);
}

/** Collection paths along a document or collection path: a/x/b/y gives a and a/{id}/b. */
function collectionPaths(segments: Segments): string[] {
  const paths: string[] = [];
  for (let index = 0; index < segments.length; index += 2) {
    const prefix = segments.slice(0, index).map((segment, at) => (at % 2 === 1 ? ID_SEGMENT : segment));
    paths.push([...prefix, segments[index]].join("/"));
  }
  return paths;
}

const PATH_METHODS = new Set(["collection", "doc", "collectionGroup"]);

export function scanCollections(fileNames: string[], options: ts.CompilerOptions = {}): CollectionScan {
  const program = ts.createProgram(fileNames, { ...options, noEmit: true });
  const checker = program.getTypeChecker();
  const paths = new Set<string>();
  const unresolved: string[] = [];
  /** Each collection group query's collection name, with where it is. */
  const groups: { name: string; where: string }[] = [];
  const roots = new Set(fileNames.map((name) => path.resolve(name)));

  for (const source of program.getSourceFiles()) {
    if (!roots.has(path.resolve(source.fileName))) continue;
    const visit = (node: ts.Node): void => {
      if (
        ts.isCallExpression(node) &&
        ts.isPropertyAccessExpression(node.expression) &&
        PATH_METHODS.has(node.expression.name.text)
      ) {
        const where = `${path.relative(process.cwd(), source.fileName)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
        try {
          if (node.expression.name.text === "collectionGroup") {
            const argument = node.arguments[0];
            const name = argument ? stringValue(checker, argument) : null;
            if (name === null) throw new Unresolved("the collection group's name is not a string constant");
            groups.push({ name, where });
          } else {
            // `.doc()` only names collections when it starts at the database (`db.doc("config/x")`).
            const fromRoot =
              node.expression.name.text === "collection" || isFirestoreRoot(checker, node.expression.expression);
            if (fromRoot) for (const found of collectionPaths(segmentsOf(checker, node))) paths.add(found);
          }
        } catch (error) {
          if (!(error instanceof Unresolved)) throw error;
          unresolved.push(`${where}: ${error.message}`);
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  for (const group of groups)
    if (![...paths].some((found) => found.split("/").at(-1) === group.name))
      unresolved.push(
        `${group.where}: a collection group query of '${group.name}', a collection the code names nowhere else: its paths are unknown`,
      );
  return { paths: [...paths].sort(), unresolved };
}

/** TypeScript sources under `dir`, without tests. */
export function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter(
      (entry) =>
        entry.isFile() &&
        /\.tsx?$/.test(entry.name) &&
        !/\.test\.tsx?$/.test(entry.name) &&
        !entry.name.endsWith(".d.ts"),
    )
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** What reaches Firestore: the `api` function (functions/src and the shared packages/domain) and the stack's seed and helper scripts. */
export const SERVER_SOURCE_DIRS = ["functions/src", "packages/domain/src", "scripts"];

/** Scans `dirs` (SERVER_SOURCE_DIRS unless given) under `repoRoot` with the functions' compiler options. */
export function scanServerCollections(repoRoot: string, dirs: readonly string[] = SERVER_SOURCE_DIRS): CollectionScan {
  const configFile = path.join(repoRoot, "functions", "tsconfig.json");
  const config = ts.getParsedCommandLineOfConfigFile(
    configFile,
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => undefined },
  );
  const files = dirs.flatMap((dir) => sourceFiles(path.join(repoRoot, dir)));
  return scanCollections(files, config?.options ?? {});
}
