/**
 * Policy and vacancy texts arrive as plain text. They are split into blocks and rendered as React elements,
 * never as HTML (no dangerouslySetInnerHTML): a merchant's text cannot inject markup or scripts.
 *
 * Rules: blank lines separate blocks; a block whose every line starts with "-", "•" or "*" is a bullet list;
 * a block whose every line starts with "1." / "1)" is a numbered list; a single short line ending without
 * punctuation and followed by more text is a heading; any other block is a paragraph whose single line
 * breaks are kept.
 */
export type TextBlock =
  | { kind: 'heading'; text: string }
  | { kind: 'paragraph'; lines: string[] }
  | { kind: 'list'; ordered: boolean; items: string[] };

const BULLET = /^\s*[-•*–]\s+/;
const NUMBERED = /^\s*\d{1,3}[.)]\s+/;
const HEADING_MAX = 80;

export function splitTextBlocks(text: string): TextBlock[] {
  const chunks = text
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n+/)
    .map((c) =>
      c
        .split('\n')
        .map((l) => l.trim())
        .filter((l) => l.length > 0),
    )
    .filter((lines) => lines.length > 0);

  return chunks.map((lines, i): TextBlock => {
    if (lines.every((l) => BULLET.test(l))) {
      return { kind: 'list', ordered: false, items: lines.map((l) => l.replace(BULLET, '')) };
    }
    if (lines.length > 1 && lines.every((l) => NUMBERED.test(l))) {
      return { kind: 'list', ordered: true, items: lines.map((l) => l.replace(NUMBERED, '')) };
    }
    const only = lines[0]!;
    const isLast = i === chunks.length - 1;
    if (lines.length === 1 && !isLast && only.length <= HEADING_MAX && !/[.,;:!?…]$/.test(only)) {
      return { kind: 'heading', text: only };
    }
    return { kind: 'paragraph', lines };
  });
}
