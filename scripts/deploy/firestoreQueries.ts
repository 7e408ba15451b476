/**
 * The Firestore queries the functions' code makes, read from the code itself (the TypeScript
 * syntax tree), and the composite indexes they need in production (neither emulator enforces
 * indexes). A query is followed from its collection (`db.collection("x")`, a subcollection, a
 * collection group) through variables, reassignments, conditionals and helper functions of any
 * file (`createdSince(query, since)`) to every `where` and `orderBy` applied to it. A query whose
 * fields are not string literals cannot be read, and is reported, so no query escapes the check.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";

export interface Filter {
  field: string;
  op: string;
}

export interface Order {
  field: string;
  direction: "ASCENDING" | "DESCENDING";
}

/** One shape of a query: its collection and what narrows and orders it. */
export interface QueryShape {
  collection: string;
  scope: "COLLECTION" | "COLLECTION_GROUP";
  filters: Filter[];
  orders: Order[];
  /** `file:line` of the expression that builds it. */
  at: string;
}

export interface IndexField {
  fieldPath: string;
  order?: "ASCENDING" | "DESCENDING";
  arrayConfig?: "CONTAINS";
}

export interface CompositeIndex {
  collectionGroup: string;
  queryScope: "COLLECTION" | "COLLECTION_GROUP";
  fields: IndexField[];
}

export interface IndexFile {
  indexes: CompositeIndex[];
  fieldOverrides?: { collectionGroup: string; fieldPath: string; ttl?: boolean }[];
}

const NARROWING = new Set(["where", "orderBy"]);
const KEEPING = new Set([
  "limit",
  "limitToLast",
  "offset",
  "startAt",
  "startAfter",
  "endAt",
  "endBefore",
  "select",
  "count",
  "withConverter",
]);
const EQUALITY_OPS = new Set(["==", "in"]);
const ARRAY_OPS = new Set(["array-contains", "array-contains-any"]);
const RANGE_OPS = new Set(["<", "<=", ">", ">=", "!=", "not-in"]);

type States = QueryShape[] | null;
type Env = Map<string, States>;

interface FunctionLike {
  node: ts.FunctionLikeDeclaration;
  params: string[];
}

class QueryReader {
  readonly shapes: QueryShape[] = [];
  readonly unreadable: string[] = [];
  /** Functions declared at any level, by name, from every file (helpers are looked up by name). */
  private readonly functions = new Map<string, FunctionLike[]>();
  private readonly evaluating = new Set<ts.Node>();

  constructor(private readonly files: { file: string; source: ts.SourceFile }[]) {
    for (const { source } of files) this.collectFunctions(source);
  }

  private collectFunctions(node: ts.Node): void {
    const add = (name: string, fn: ts.FunctionLikeDeclaration) => {
      const params = fn.parameters.map((param) => (ts.isIdentifier(param.name) ? param.name.text : ""));
      this.functions.set(name, [...(this.functions.get(name) ?? []), { node: fn, params }]);
    };
    if (ts.isFunctionDeclaration(node) && node.name) add(node.name.text, node);
    if (
      ts.isVariableDeclaration(node) &&
      ts.isIdentifier(node.name) &&
      node.initializer &&
      (ts.isArrowFunction(node.initializer) || ts.isFunctionExpression(node.initializer))
    ) {
      add(node.name.text, node.initializer);
    }
    ts.forEachChild(node, (child) => this.collectFunctions(child));
  }

  private where(node: ts.Node): string {
    const source = node.getSourceFile();
    const file = this.files.find((candidate) => candidate.source === source)?.file ?? source.fileName;
    return `${file}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
  }

  read(): void {
    for (const { source } of this.files) this.visit(source);
  }

  private visit(node: ts.Node): void {
    const isNarrowing =
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      NARROWING.has(node.expression.name.text);
    const isHelperCall =
      ts.isCallExpression(node) && ts.isIdentifier(node.expression) && this.functions.has(node.expression.text);
    if (isNarrowing || isHelperCall) {
      const states = this.evaluate(node as ts.CallExpression, new Map());
      if (states) this.shapes.push(...states.map((state) => ({ ...state, at: this.where(node) })));
    }
    ts.forEachChild(node, (child) => this.visit(child));
  }

  /** The query shapes `expr` may stand for; null when it is not a query (or is a helper's parameter). */
  private evaluate(expr: ts.Expression, env: Env): States {
    if (
      ts.isParenthesizedExpression(expr) ||
      ts.isAsExpression(expr) ||
      ts.isNonNullExpression(expr) ||
      ts.isAwaitExpression(expr) ||
      ts.isSatisfiesExpression(expr)
    ) {
      return this.evaluate(expr.expression, env);
    }
    if (ts.isConditionalExpression(expr))
      return union(this.evaluate(expr.whenTrue, env), this.evaluate(expr.whenFalse, env));
    if (ts.isIdentifier(expr)) return env.has(expr.text) ? env.get(expr.text)! : this.variable(expr, env);
    if (!ts.isCallExpression(expr)) return null;
    const callee = expr.expression;
    if (ts.isPropertyAccessExpression(callee)) return this.method(expr, callee, env);
    if (ts.isIdentifier(callee)) return this.helperCall(expr, callee.text, env);
    return null;
  }

  private method(call: ts.CallExpression, callee: ts.PropertyAccessExpression, env: Env): States {
    const name = callee.name.text;
    if (name === "collection" || name === "collectionGroup") {
      const [id] = call.arguments;
      if (!id || !ts.isStringLiteralLike(id)) return null;
      return [
        {
          collection: id.text,
          scope: name === "collection" ? "COLLECTION" : "COLLECTION_GROUP",
          filters: [],
          orders: [],
          at: "",
        },
      ];
    }
    if (!NARROWING.has(name) && !KEEPING.has(name)) return null;
    const base = this.evaluate(callee.expression, env);
    if (!base || !NARROWING.has(name)) return base;
    const [fieldArg, second, third] = call.arguments;
    const field = fieldArg && ts.isStringLiteralLike(fieldArg) ? fieldArg.text : null;
    if (name === "where") {
      const op = second && ts.isStringLiteralLike(second) ? second.text : null;
      if (!field || !op || !third)
        return this.unreadableQuery(call, "a where() whose field and operator are not string literals");
      return base.map((state) => ({ ...state, filters: [...state.filters, { field, op }] }));
    }
    if (!field) return this.unreadableQuery(call, "an orderBy() whose field is not a string literal");
    const direction =
      second === undefined
        ? "ASCENDING"
        : ts.isStringLiteralLike(second)
          ? second.text === "desc"
            ? "DESCENDING"
            : "ASCENDING"
          : null;
    if (!direction) return this.unreadableQuery(call, "an orderBy() whose direction is not a string literal");
    return base.map((state) => ({ ...state, orders: [...state.orders, { field, direction }] }));
  }

  private unreadableQuery(node: ts.Node, what: string): null {
    this.unreadable.push(`${this.where(node)}: ${what}`);
    return null;
  }

  /** A call of a function of the code: its returned expressions, with its parameters bound to the arguments. */
  private helperCall(call: ts.CallExpression, name: string, env: Env): States {
    const candidates = this.functions.get(name) ?? [];
    let found: States = null;
    for (const fn of candidates) {
      if (this.evaluating.has(fn.node)) continue;
      const bound: Env = new Map(
        fn.params.map((param, i) => [param, call.arguments[i] ? this.evaluate(call.arguments[i], env) : null]),
      );
      this.evaluating.add(fn.node);
      try {
        for (const returned of returnedExpressions(fn.node)) found = union(found, this.evaluate(returned, bound));
      } finally {
        this.evaluating.delete(fn.node);
      }
    }
    return found;
  }

  /** A variable: its initializer and every value assigned to it in its scope (seeing the earlier value). */
  private variable(identifier: ts.Identifier, env: Env): States {
    const declaration = findDeclaration(identifier);
    if (!declaration?.initializer || this.evaluating.has(declaration)) return null;
    this.evaluating.add(declaration);
    try {
      const initial = this.evaluate(declaration.initializer, env);
      let states = initial;
      const scope = declaration.parent.parent.parent;
      const name = identifier.text;
      const visitAssignments = (node: ts.Node): void => {
        if (
          ts.isBinaryExpression(node) &&
          node.operatorToken.kind === ts.SyntaxKind.EqualsToken &&
          ts.isIdentifier(node.left) &&
          node.left.text === name
        ) {
          states = union(states, this.evaluate(node.right, new Map([...env, [name, initial]])));
        }
        ts.forEachChild(node, visitAssignments);
      };
      visitAssignments(scope);
      return states;
    } finally {
      this.evaluating.delete(declaration);
    }
  }
}

function union(a: States, b: States): States {
  if (!a) return b;
  if (!b) return a;
  return [...a, ...b];
}

/** The expressions a function returns: an arrow's body, or its `return` statements (not nested functions'). */
function returnedExpressions(fn: ts.FunctionLikeDeclaration): ts.Expression[] {
  if (!fn.body) return [];
  if (!ts.isBlock(fn.body)) return [fn.body];
  const found: ts.Expression[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isFunctionLike(node)) return;
    if (ts.isReturnStatement(node) && node.expression) found.push(node.expression);
    ts.forEachChild(node, visit);
  };
  ts.forEachChild(fn.body, visit);
  return found;
}

/** The variable declaration an identifier refers to, searching the enclosing scopes outwards. */
function findDeclaration(identifier: ts.Identifier): ts.VariableDeclaration | null {
  for (let scope: ts.Node | undefined = identifier.parent; scope; scope = scope.parent) {
    let found: ts.VariableDeclaration | null = null;
    const visit = (node: ts.Node): void => {
      if (found) return;
      if (
        ts.isVariableDeclaration(node) &&
        ts.isIdentifier(node.name) &&
        node.name.text === identifier.text &&
        node.pos < identifier.pos
      )
        found = node;
      else if (!ts.isFunctionLike(node) || node === scope) ts.forEachChild(node, visit);
    };
    if (ts.isBlock(scope) || ts.isSourceFile(scope) || ts.isFunctionLike(scope)) ts.forEachChild(scope, visit);
    if (found) return found;
  }
  return null;
}

/** Every query the TypeScript sources under `dir` make (tests excluded), and any that could not be read. */
export function readFirestoreQueries(dir: string): { queries: QueryShape[]; unreadable: string[] } {
  const files = readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts"))
    .sort()
    .map((file) => ({
      file,
      source: ts.createSourceFile(file, readFileSync(path.join(dir, file), "utf8"), ts.ScriptTarget.Latest, true),
    }));
  const reader = new QueryReader(files);
  reader.read();
  return { queries: reader.shapes, unreadable: [...new Set(reader.unreadable)] };
}

/** A composite index a query needs; its first `equalityFields` fields may come in any order. */
export interface NeededIndex {
  index: CompositeIndex;
  equalityFields: number;
}

/**
 * The composite index a query needs, or null when Firestore's single-field indexes serve it:
 * equality filters alone, or one field filtered by range or ordered with nothing else.
 */
export function requiredIndex(query: QueryShape): NeededIndex | null {
  const equalities = query.filters.filter((filter) => EQUALITY_OPS.has(filter.op)).map((filter) => filter.field);
  const arrays = query.filters.filter((filter) => ARRAY_OPS.has(filter.op)).map((filter) => filter.field);
  const orders = [...query.orders];
  // A range filter orders by its field first (Firestore requires the first orderBy to be that field).
  for (const range of query.filters.filter((filter) => RANGE_OPS.has(filter.op))) {
    if (!orders.some((order) => order.field === range.field))
      orders.unshift({ field: range.field, direction: "ASCENDING" });
  }
  const ordered = orders.filter((order) => !equalities.includes(order.field));
  const leading = [...new Set(equalities)].sort();
  if (ordered.length === 0 || leading.length + arrays.length + ordered.length < 2) return null;
  return {
    equalityFields: leading.length,
    index: {
      collectionGroup: query.collection,
      queryScope: query.scope,
      fields: [
        ...leading.map((fieldPath): IndexField => ({ fieldPath, order: "ASCENDING" })),
        ...arrays.map((fieldPath): IndexField => ({ fieldPath, arrayConfig: "CONTAINS" })),
        ...ordered.map((order): IndexField => ({ fieldPath: order.field, order: order.direction })),
      ],
    },
  };
}

const fieldKey = (field: IndexField) => `${field.fieldPath}:${field.order ?? field.arrayConfig ?? ""}`;

/** Whether a declared index serves the needed one: same collection and fields, the equality fields in any order. */
export function indexServes(declared: CompositeIndex, needed: NeededIndex): boolean {
  const { index, equalityFields } = needed;
  if (declared.collectionGroup !== index.collectionGroup || (declared.queryScope ?? "COLLECTION") !== index.queryScope)
    return false;
  if (declared.fields.length !== index.fields.length) return false;
  const keys = (fields: IndexField[]) => fields.map(fieldKey);
  const head = (fields: IndexField[]) => keys(fields.slice(0, equalityFields)).sort().join();
  return (
    head(declared.fields) === head(index.fields) &&
    keys(declared.fields.slice(equalityFields)).join() === keys(index.fields.slice(equalityFields)).join()
  );
}

export const describeIndex = (index: CompositeIndex) =>
  `${index.collectionGroup}${index.queryScope === "COLLECTION_GROUP" ? " (collection group)" : ""} (${index.fields.map((field) => `${field.fieldPath} ${field.order ?? field.arrayConfig}`).join(", ")})`;
