/**
 * An ESLint rule over folders, not files: `import-x/no-cycle` sees a loop only when files import
 * each other round, so two capabilities that reach each other through their `index.ts` pass it.
 * This rule reads every source file under `root` when the config loads, builds the graph of
 * which top folder imports which, and reports each import from one folder into another that
 * imports it back (directly or round a longer loop: the two sit in one strongly connected part).
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

const IMPORT = /(?:^|\n)\s*(?:import|export)\s[^;]*?\sfrom\s+["'](\.{1,2}\/[^"']+)["']/g;

function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** The top folder under `root` a file sits in (null for a file at the root). */
function folderOf(root, file) {
  const [first, ...rest] = path.relative(root, file).split(path.sep);
  return rest.length > 0 && first !== ".." ? first : null;
}

/** The top folder an import names (`../orders` is the folder itself; `../config` a root file, null). */
function targetFolderOf(root, target) {
  const [first, ...rest] = path.relative(root, target).split(path.sep);
  if (!first || first === "..") return null;
  return rest.length > 0 || !existsSync(`${target}.ts`) ? first : null;
}

/** The folder graph's strongly connected parts, as a map from folder to its part's id. */
function loopsOf(graph) {
  const index = new Map();
  const low = new Map();
  const stack = [];
  const partOf = new Map();
  let counter = 0;
  const visit = (folder) => {
    index.set(folder, counter);
    low.set(folder, counter);
    counter += 1;
    stack.push(folder);
    for (const next of graph.get(folder) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(folder, Math.min(low.get(folder), low.get(next)));
      } else if (!partOf.has(next)) {
        low.set(folder, Math.min(low.get(folder), index.get(next)));
      }
    }
    if (low.get(folder) === index.get(folder)) {
      let member;
      do {
        member = stack.pop();
        partOf.set(member, folder);
      } while (member !== folder);
    }
  };
  for (const folder of graph.keys()) if (!index.has(folder)) visit(folder);
  return partOf;
}

/** The folder graph of `root`'s sources and which folders sit in a loop together. */
export function folderLoops(root) {
  const graph = new Map();
  for (const file of sourceFiles(root)) {
    const from = folderOf(root, file);
    if (!from) continue;
    for (const [, target] of readFileSync(file, "utf8").matchAll(IMPORT)) {
      const to = targetFolderOf(root, path.resolve(path.dirname(file), target));
      if (!to || to === from) continue;
      if (!graph.has(from)) graph.set(from, new Set());
      graph.get(from).add(to);
      if (!graph.has(to)) graph.set(to, new Set());
    }
  }
  const partOf = loopsOf(graph);
  return { inOneLoop: (a, b) => partOf.get(a) !== undefined && partOf.get(a) === partOf.get(b) };
}

/** `local/no-folder-cycle` with `{ root }`: no import from a folder into one that imports it back. */
export const noFolderCycle = {
  meta: {
    type: "problem",
    docs: { description: "Forbid imports between folders that import each other back" },
    schema: [
      { type: "object", properties: { root: { type: "string" } }, required: ["root"], additionalProperties: false },
    ],
    messages: {
      loop: "{{from}} imports {{to}}, which imports {{from}} back (directly or round a loop): move what both need into one of them or a shared layer.",
    },
  },
  create(context) {
    const root = path.resolve(context.options[0].root);
    const loops = (noFolderCycle.cache ??= new Map()).get(root) ?? folderLoops(root);
    noFolderCycle.cache.set(root, loops);
    const from = folderOf(root, context.filename);
    const check = (node) => {
      if (!from || !node.source || !/^\.{1,2}\//.test(node.source.value)) return;
      const to = targetFolderOf(root, path.resolve(path.dirname(context.filename), node.source.value));
      if (to && to !== from && loops.inOneLoop(from, to))
        context.report({ node, messageId: "loop", data: { from, to } });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check };
  },
};
