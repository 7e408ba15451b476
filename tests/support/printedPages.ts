/** How many pages a PDF that Chromium printed has (its page objects: `/Type /Page`, not `/Pages`). */
export function pdfPageCount(pdf: Uint8Array): number {
  return (
    Buffer.from(pdf)
      .toString("latin1")
      .match(/\/Type\s*\/Page(?![a-zA-Z])/g)?.length ?? 0
  );
}
