/**
 * The secrets each function reads, from the functions' code itself (the TypeScript checker's view
 * of it), so its `secrets: [...]` binding can be held to exactly them. A secret is declared once
 * with `defineSecret("NAME")` (functions/src/params.ts) and read only through that parameter
 * (config.ts's `read.secret(stripeSecretKey)`); a function reads it when its definition reaches a
 * reference to the parameter: from its handler (the options' own `secrets` list aside), through
 * every identifier to the declaration it names (functions, variables, re-exports), in any file.
 * Reading a secret by its name (`env.VAPID_KEYS`, `"VAPID_KEYS"`) would escape this, so it is a
 * problem of its own. A function defined in a way the reader cannot follow is reported, never guessed.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import ts from "typescript";

export interface FunctionSecretReads {
  /** The secret names each exported function reaches, with the path that reaches each. */
  reads: Map<string, Map<string, string[]>>;
  /** Where a secret is read by its name rather than through its parameter. */
  byName: string[];
  /** Exported functions whose definition cannot be followed. */
  unreadable: string[];
}

const SECRET_DEFINERS = new Set(["defineSecret", "defineJsonSecret"]);

/** The program of the functions' entry (`<sourceDir>/index.ts`) and what it imports from `sourceDir`, nothing else. */
function functionsProgram(sourceDir: string): ts.Program {
  const options: ts.CompilerOptions = {
    noEmit: true,
    noLib: true,
    types: [],
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
  };
  const host = ts.createCompilerHost(options);
  const inside = (file: string) => path.resolve(file).startsWith(sourceDir + path.sep);
  // Packages stay unresolved: a secret is declared and read in the functions' own files.
  host.fileExists = (file) => inside(file) && existsSync(file);
  return ts.createProgram([path.join(sourceDir, "index.ts")], options, host);
}

const calleeName = (call: ts.CallExpression) =>
  ts.isIdentifier(call.expression)
    ? call.expression.text
    : ts.isPropertyAccessExpression(call.expression)
      ? call.expression.name.text
      : "";

/** Reads the secrets each of `functionNames`, exported by the functions' entry, reaches. */
export function readFunctionSecrets(sourceDir: string, functionNames: string[]): FunctionSecretReads {
  const dir = path.resolve(sourceDir);
  const program = functionsProgram(dir);
  const checker = program.getTypeChecker();
  const files = program.getSourceFiles().filter((file) => file.fileName.startsWith(dir + path.sep));
  const result: FunctionSecretReads = { reads: new Map(), byName: [], unreadable: [] };

  // Each secret's parameter, by the symbol of the variable it is declared as.
  const secretOf = new Map<ts.Symbol, string>();
  const where = (node: ts.Node) => {
    const file = node.getSourceFile();
    return `${path.relative(dir, file.fileName)}:${file.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
  };
  const definitions: ts.CallExpression[] = [];
  const collect = (node: ts.Node): void => {
    if (ts.isCallExpression(node) && SECRET_DEFINERS.has(calleeName(node))) {
      definitions.push(node);
      const [name] = node.arguments;
      if (name && ts.isStringLiteral(name) && ts.isVariableDeclaration(node.parent)) {
        const symbol = checker.getSymbolAtLocation(node.parent.name);
        if (symbol) secretOf.set(symbol, name.text);
      }
    }
    ts.forEachChild(node, collect);
  };
  for (const file of files) collect(file);
  const names = new Set(secretOf.values());

  const byName = (node: ts.Node): void => {
    const named =
      (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) && names.has(node.text)
        ? node.text
        : ts.isPropertyAccessExpression(node) && names.has(node.name.text)
          ? node.name.text
          : undefined;
    if (named && !definitions.some((call) => call.arguments[0] === node))
      result.byName.push(
        `${where(node)} reads the secret ${named} by its name: read it through its parameter (read.secret(...) in config.ts), so deploy:check can tell which functions read it`,
      );
    ts.forEachChild(node, byName);
  };
  for (const file of files) byName(file);

  const symbolOf = (node: ts.Identifier): ts.Symbol | undefined => {
    const symbol = ts.isShorthandPropertyAssignment(node.parent)
      ? checker.getShorthandAssignmentValueSymbol(node.parent)
      : checker.getSymbolAtLocation(node);
    return symbol && symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
  };
  /** A function's name, for the chain a secret is reached through (values and types are left out of it). */
  const functionName = (node: ts.Node): string | undefined => {
    const isFunction =
      ts.isFunctionDeclaration(node) ||
      ts.isMethodDeclaration(node) ||
      (ts.isVariableDeclaration(node) &&
        node.initializer !== undefined &&
        (ts.isArrowFunction(node.initializer) || ts.isFunctionExpression(node.initializer)));
    const name = (node as ts.NamedDeclaration).name;
    return isFunction && name && ts.isIdentifier(name) ? name.text : undefined;
  };

  /** Every secret `start` reaches, each with the chain of declarations it is reached through. */
  const secretsReached = (start: ts.Node[], from: string): Map<string, string[]> => {
    const found = new Map<string, string[]>();
    const visited = new Set<ts.Node>();
    const walk = (node: ts.Node, chain: string[]): void => {
      // Types read nothing at run time.
      if (ts.isTypeNode(node) || ts.isInterfaceDeclaration(node) || ts.isTypeAliasDeclaration(node)) return;
      if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) return;
      if (ts.isIdentifier(node)) {
        const symbol = symbolOf(node);
        const secret = symbol && secretOf.get(symbol);
        if (secret && !found.has(secret)) found.set(secret, chain);
        for (const declaration of symbol?.declarations ?? []) {
          if (visited.has(declaration) || !declaration.getSourceFile().fileName.startsWith(dir + path.sep)) continue;
          visited.add(declaration);
          const name = functionName(declaration);
          walk(declaration, name ? [...chain, name] : chain);
        }
      }
      ts.forEachChild(node, (child) => walk(child, chain));
    };
    for (const node of start) walk(node, [from]);
    return found;
  };

  const entry = program.getSourceFile(path.join(dir, "index.ts"));
  const entrySymbol = entry && checker.getSymbolAtLocation(entry);
  const exports = new Map(
    (entrySymbol ? checker.getExportsOfModule(entrySymbol) : []).map((each) => [each.name, each]),
  );
  for (const name of functionNames) {
    const exported = exports.get(name);
    const symbol = exported && exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
    const declaration = symbol?.declarations?.[0];
    const definition =
      declaration && ts.isVariableDeclaration(declaration) && declaration.initializer
        ? declaration.initializer
        : undefined;
    if (!definition || !ts.isCallExpression(definition)) {
      result.unreadable.push(name);
      continue;
    }
    // The function's handler and options, but not the options' `secrets` list: binding is not reading.
    const start = definition.arguments.flatMap((argument): ts.Node[] =>
      ts.isObjectLiteralExpression(argument)
        ? argument.properties.filter(
            (property) => !(property.name && ts.isIdentifier(property.name) && property.name.text === "secrets"),
          )
        : [argument],
    );
    result.reads.set(name, secretsReached([definition.expression, ...start], name));
  }
  return result;
}
