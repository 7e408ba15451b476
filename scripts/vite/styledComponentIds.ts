import { createHash } from "node:crypto";
import path from "node:path";
import { parseSync, Visitor, type ESTree, type Plugin } from "vite";

/**
 * Gives every `styled.x` and `styled(X)` component a componentId made of its file's path and its
 * place in that file, as babel-plugin-styled-components does. Without it styled-components numbers
 * components in the order they are created, which differs between the server bundle (every page in
 * one process) and the browser (the page's chunk loaded on its own), and the class names the server
 * wrote would not match the ones hydration computes.
 */
export function withStableComponentIds(code: string, fileId: string): string | null {
  if (!code.includes("styled-components")) return null;
  const { program } = parseSync(fileId, code);
  const styledName = defaultImportOf(program, "styled-components");
  if (!styledName) return null;

  const insertAt: number[] = [];
  new Visitor({
    TaggedTemplateExpression(node) {
      const base = styledBase(node.tag, styledName);
      if (base !== null) insertAt.push(base);
    },
  }).visit(program);
  if (insertAt.length === 0) return null;

  const prefix = createHash("sha256").update(fileId).digest("hex").slice(0, 8);
  let result = code;
  // From the end, so the earlier offsets stay valid; numbered in source order.
  insertAt
    .map((offset, index) => ({ offset, index }))
    .sort((a, b) => b.offset - a.offset)
    .forEach(({ offset, index }) => {
      result = `${result.slice(0, offset)}.withConfig({ componentId: "sc-${prefix}-${index}" })${result.slice(offset)}`;
    });
  return result;
}

function defaultImportOf(program: ESTree.Program, source: string): string | null {
  for (const statement of program.body) {
    if (statement.type !== "ImportDeclaration" || statement.source.value !== source) continue;
    const specifier = statement.specifiers.find((s) => s.type === "ImportDefaultSpecifier");
    if (specifier) return specifier.local.name;
  }
  return null;
}

/**
 * The end offset of `styled.tag` or `styled(Component)` at the root of a template tag such as
 * `styled.a.attrs(...)`, or null when the tag is not a styled component or already has a config.
 */
function styledBase(tag: ESTree.Expression, styledName: string): number | null {
  if (tag.type === "CallExpression" && tag.callee.type === "MemberExpression") {
    const method = tag.callee.property.type === "Identifier" ? tag.callee.property.name : "";
    if (method === "withConfig") return null;
    if (method === "attrs") return styledBase(tag.callee.object, styledName);
    return null;
  }
  if (tag.type === "MemberExpression" && !tag.computed && isIdentifier(tag.object, styledName)) return tag.end;
  if (tag.type === "CallExpression" && isIdentifier(tag.callee, styledName)) return tag.end;
  return null;
}

function isIdentifier(node: ESTree.Node, name: string): boolean {
  return node.type === "Identifier" && node.name === name;
}

/** The Vite plugin: applies `withStableComponentIds` to the app's own modules, ids relative to the root. */
export function styledComponentIds(): Plugin {
  let root = process.cwd();
  return {
    name: "songs:styled-component-ids",
    enforce: "pre",
    configResolved(config) {
      root = config.root;
    },
    transform(code, id) {
      if (id.includes("/node_modules/") || !/\.[jt]sx?$/.test(id)) return null;
      const transformed = withStableComponentIds(code, path.relative(root, id).split(path.sep).join("/"));
      return transformed === null ? null : { code: transformed, map: null };
    },
  };
}
