// The sequence diagram laid out to the terminal's width (issue 44): every lane in view, each
// message whole. The export's layout (sequence-svg.ts) gives each lane 150 px, so four lanes and
// their margins are 632 px: in the 328 px of the terminal column only two lanes showed. Scaling
// that picture to fit would draw its 11 px text at 5 px; instead the lanes share the panel's
// width, a message's label wraps over as many lines as it needs above its arrow (starting where
// the arrow starts, breaking before a '/' or after a space), and a trigger's note wraps across
// the panel. The lane names are drawn by the view as a sticky header (DiagramView), so they stay
// in sight while the messages scroll; the export keeps its own one-line layout, unchanged.
import type { Lane, Sequence } from './sequence';
import { colours, replyColour, type Drawing, type Shape } from './sequence-svg';

/** The monospace font's advance at 11 px (DejaVu Sans Mono, Menlo, Consolas: 0.6 em), rounded up. */
const charWidth = 6.7;
const fontSize = 11;
const lineHeight = 13;
/** Space on either side of the lanes. */
export const compactMargin = 4;
/** The terminal column's panel at 1440 px and wider: what is drawn before it is measured. */
export const defaultDiagramWidth = 328;
const narrowest = 240;

/** Splits a label into lines of at most `maxChars`, breaking before '/' or after ' ', '-', '?', '&'. */
export function wrapLabel(text: string, maxChars: number): string[] {
  const width = Math.max(4, maxChars);
  const pieces = text.split(/(?<=[ \-?&])|(?=\/)/).flatMap((piece) => {
    const chunks: string[] = [];
    for (let start = 0; start < piece.length; start += width) {
      chunks.push(piece.slice(start, start + width));
    }
    return chunks;
  });
  const lines: string[] = [];
  let line = '';
  for (const piece of pieces) {
    if (line !== '' && (line + piece).trimEnd().length > width) {
      lines.push(line.trimEnd());
      line = piece.trimStart();
    } else {
      line += piece;
    }
  }
  if (line.trim() !== '' || lines.length === 0) lines.push(line.trimEnd());
  return lines;
}

export interface CompactDrawing extends Drawing {
  /** Each lane's centre, left to right (the sticky header sits its names over them). */
  centres: number[];
}

function textLines(lines: string[], x: number, top: number, fill: string, bold = false): Shape[] {
  return lines.map((text, index) => ({
    kind: 'text',
    x,
    y: top + lineHeight * (index + 1) - 3,
    text,
    fill,
    anchor: 'start',
    size: fontSize,
    ...(bold ? { bold: true } : {}),
  }));
}

/** The sequence drawn `width` px wide: lanes sharing the width, labels wrapped to fit. */
export function layoutCompact(sequence: Sequence, width: number): CompactDrawing {
  const total = Math.max(narrowest, Math.floor(width));
  const laneWidth = (total - compactMargin * 2) / sequence.lanes.length;
  const centres = sequence.lanes.map((_lane, index) => compactMargin + laneWidth * (index + 0.5));
  const centre = new Map<Lane, number>(
    sequence.lanes.map((lane, index) => [lane, centres[index] ?? 0]),
  );
  const x = (lane: Lane) => centre.get(lane) ?? compactMargin;
  const charsFrom = (left: number) => Math.floor((total - compactMargin - left) / charWidth);

  const steps: Shape[] = [];
  let y = 8;
  for (const step of sequence.steps) {
    if (step.kind === 'trigger') {
      const lines = wrapLabel(step.label, charsFrom(compactMargin + 8) - 1);
      const height = lines.length * lineHeight + 8;
      steps.push(
        {
          kind: 'rect',
          x: compactMargin,
          y,
          width: total - compactMargin * 2,
          height,
          fill: colours.note,
          stroke: colours.lane,
        },
        ...textLines(lines, compactMargin + 6, y + 3, colours.ok, true),
      );
      y += height + 10;
      continue;
    }
    const from = x(step.from);
    const to = x(step.to);
    const left = Math.min(from, to) + 4;
    const lines = wrapLabel(step.label, charsFrom(left));
    const stroke = step.isReply ? replyColour(step.status) : colours.request;
    steps.push(...textLines(lines, left, y, step.isReply ? stroke : colours.text));
    const arrowY = y + lines.length * lineHeight + 5;
    steps.push({
      kind: 'line',
      x1: from,
      y1: arrowY,
      x2: to,
      y2: arrowY,
      stroke,
      dashed: step.isReply,
      arrow: true,
    });
    y = arrowY + 12;
  }
  const height = y + 4;
  const shapes: Shape[] = [
    {
      kind: 'rect',
      x: 0,
      y: 0,
      width: total,
      height,
      fill: colours.background,
      stroke: colours.background,
    },
    // The lanes first, so notes and labels are drawn over them.
    ...centres.map((lane): Shape => ({
      kind: 'line',
      x1: lane,
      y1: 0,
      x2: lane,
      y2: height,
      stroke: colours.lane,
    })),
    ...steps,
  ];
  return { width: total, height, shapes, centres };
}
