import { useId, type ReactNode } from "react";
import styled, { createGlobalStyle } from "styled-components";
import { Button } from "../../ui/Button";
import { Select } from "../../ui/Select";
import { SITE_NAME } from "../../ui/siteMeta";

/** The papers a lyrics sheet is laid out for: ISO A4 (210 x 297 mm) and US Letter (8.5 x 11 in). */
export type SheetPaper = "a4" | "letter";

export const SHEET_PAPERS: readonly { value: SheetPaper; label: string }[] = [
  { value: "a4", label: "A4" },
  { value: "letter", label: "US Letter" },
];

const PAPER_CSS: Record<SheetPaper, { size: string; width: string; height: string }> = {
  a4: { size: "A4", width: "210mm", height: "297mm" },
  letter: { size: "letter", width: "8.5in", height: "11in" },
};

/**
 * Printing shows the sheet alone, on the chosen paper, with the page margins the sheet's padding
 * gives, on exactly one page: everything else is left out of the layout (not merely hidden, which
 * kept its height and printed a blank second page), the sheet's ancestors lose their spacing, and
 * the sheet is fixed to the page, so the printed document has nothing that flows onto a second one.
 */
const PrintOnlyTheSheet = createGlobalStyle<{ $paper: SheetPaper }>`
  @page { size: ${({ $paper }) => PAPER_CSS[$paper].size}; margin: 0; }
  @media print {
    html, body { margin: 0 !important; padding: 0 !important; min-height: 0 !important; height: auto !important; }
    body *:not(:has([data-lyrics-sheet])):not([data-lyrics-sheet]):not([data-lyrics-sheet] *) { display: none !important; }
    body *:has([data-lyrics-sheet]) { margin: 0 !important; padding: 0 !important; border: 0 !important; min-height: 0 !important; }
    [data-lyrics-sheet] { position: fixed; inset: 0 auto auto 0; box-shadow: none; border: none; margin: 0; }
  }
`;

/**
 * The printed page: the sheet's size on screen too (scaled down to the screen's width), 20 mm of
 * margin inside, the lyrics in two columns when they are long, so one page holds them on either paper.
 */
const Page = styled.article<{ $paper: SheetPaper; $columns: number }>`
  box-sizing: border-box;
  width: ${({ $paper }) => PAPER_CSS[$paper].width};
  max-width: 100%;
  min-height: ${({ $paper }) => PAPER_CSS[$paper].height};
  margin: 0 auto;
  padding: 20mm 18mm;
  background: #fff;
  color: #1d1a17;
  border: 1px solid ${({ theme }) => theme.color.border};
  box-shadow: ${({ theme }) => theme.shadow.raised};
  font-family: Georgia, "Times New Roman", serif;
  text-align: center;
  @media print {
    width: ${({ $paper }) => PAPER_CSS[$paper].width};
    height: ${({ $paper }) => PAPER_CSS[$paper].height};
    overflow: hidden;
  }
  p.occasion {
    margin: 0;
    font-size: 11pt;
    letter-spacing: 0.2em;
    text-transform: uppercase;
  }
  h2 {
    margin: 4mm 0 8mm;
    font-size: 26pt;
    font-weight: normal;
  }
  div.lyrics {
    column-count: ${({ $columns }) => $columns};
    column-gap: 10mm;
    white-space: pre-wrap;
    overflow-wrap: break-word;
    font-size: ${({ $columns }) => ($columns > 1 ? "10.5pt" : "12.5pt")};
    line-height: 1.55;
    text-align: ${({ $columns }) => ($columns > 1 ? "left" : "center")};
  }
  footer {
    margin-top: 10mm;
    font-size: 9pt;
    color: #5c554d;
  }
`;

/** Lyrics longer than this many lines are set in two columns. */
const ONE_COLUMN_LINES = 42;

interface LyricsSheetProps {
  recipientName: string;
  occasionLabel: string;
  lyrics: string;
  paper: SheetPaper;
}

/**
 * A print-ready lyrics sheet: the occasion, the recipient's name and the lyrics, laid out for A4
 * or US Letter (`@page` and `@media print`: printing shows the sheet alone). The framed lyrics
 * print's artwork, and the customer's print-friendly lyrics.
 */
export function LyricsSheet({ recipientName, occasionLabel, lyrics, paper }: LyricsSheetProps) {
  const headingId = useId();
  const columns = lyrics.split("\n").length > ONE_COLUMN_LINES ? 2 : 1;
  return (
    <>
      <PrintOnlyTheSheet $paper={paper} />
      <Page data-lyrics-sheet="" $paper={paper} $columns={columns} aria-labelledby={headingId}>
        <p className="occasion">A {occasionLabel.toLowerCase()} song for</p>
        <h2 id={headingId}>{recipientName}</h2>
        <div className="lyrics">{lyrics}</div>
        <footer>
          Written and recorded for {recipientName} · {SITE_NAME}
        </footer>
      </Page>
    </>
  );
}

const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

/** Above a sheet: the paper to lay it out for, the browser's print, and any other action (`children`). */
export function LyricsSheetControls({
  paper,
  onPaperChange,
  printLabel,
  children,
}: {
  paper: SheetPaper;
  onPaperChange: (paper: SheetPaper) => void;
  printLabel: string;
  children?: ReactNode;
}) {
  return (
    <Controls>
      <Select
        label="Paper"
        value={paper}
        onChange={(value) => onPaperChange(value as SheetPaper)}
        options={SHEET_PAPERS}
      />
      <Button onClick={() => window.print()}>{printLabel}</Button>
      {children}
    </Controls>
  );
}
