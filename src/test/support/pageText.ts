/** The page's words with each text node on a line of its own (`textContent` runs one cell's "2026" into the next's "0"). */
export function pageText(root: Node = document.body): string {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const parts: string[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) parts.push(node.textContent ?? "");
  return parts.join("\n");
}
