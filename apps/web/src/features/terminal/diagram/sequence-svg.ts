// The sequence diagram drawn for its export (issue 32): a small renderer of our own — the diagram libraries that
// draw sequence diagrams (Mermaid and its kin) weigh hundreds of KB gzip even loaded lazily,
// against a few KB for this. The layout is a list of shapes (lines, boxes, text) that the
// terminal can draw as React elements (DiagramView's ShapeElement) and that svgDocument writes out
// as an SVG file. Its 150 px lanes make a picture wider than the terminal: the DIAGRAM tab draws
// the same sequence to the panel's width instead (compact-layout.ts, issue 44).
import { laneNames, type Lane, type Sequence } from './sequence';

export type Shape =
  | {
      kind: 'line';
      x1: number;
      y1: number;
      x2: number;
      y2: number;
      stroke: string;
      dashed?: boolean;
      arrow?: boolean;
    }
  | {
      kind: 'rect';
      x: number;
      y: number;
      width: number;
      height: number;
      fill: string;
      stroke: string;
    }
  | {
      kind: 'text';
      x: number;
      y: number;
      text: string;
      fill: string;
      anchor: 'start' | 'middle';
      size: number;
      bold?: boolean;
    };

export interface Drawing {
  width: number;
  height: number;
  shapes: Shape[];
}

const laneWidth = 150;
const margin = 16;
const headerHeight = 40;
const rowHeight = 34;
export const colours = {
  background: '#0d1117',
  lane: '#30363d',
  text: '#e6edf3',
  muted: '#8b949e',
  request: '#79c0ff',
  ok: '#3fb950',
  warn: '#d29922',
  error: '#ff7b72',
  note: '#161b22',
};

export function replyColour(status: number | undefined): string {
  if (status === undefined) return colours.muted;
  if (status >= 500) return colours.error;
  if (status >= 400) return colours.warn;
  return colours.ok;
}

/** Cuts a label to what fits between two lanes (about 6.5 px a character at 11 px). */
function fit(text: string, width: number): string {
  const chars = Math.max(8, Math.floor(width / 6.5));
  return text.length > chars ? `${text.slice(0, chars - 1)}…` : text;
}

export function layoutSequence(sequence: Sequence): Drawing {
  const centre = new Map<Lane, number>(
    sequence.lanes.map((lane, index) => [lane, margin + laneWidth * index + laneWidth / 2]),
  );
  const x = (lane: Lane) => centre.get(lane) ?? margin;
  const width = margin * 2 + laneWidth * sequence.lanes.length;
  const height = headerHeight + rowHeight * (sequence.steps.length + 1);
  const shapes: Shape[] = [
    {
      kind: 'rect',
      x: 0,
      y: 0,
      width,
      height,
      fill: colours.background,
      stroke: colours.background,
    },
  ];
  for (const lane of sequence.lanes) {
    shapes.push(
      {
        kind: 'line',
        x1: x(lane),
        y1: headerHeight,
        x2: x(lane),
        y2: height - 8,
        stroke: colours.lane,
      },
      {
        kind: 'rect',
        x: x(lane) - laneWidth / 2 + 6,
        y: 6,
        width: laneWidth - 12,
        height: 28,
        fill: colours.note,
        stroke: colours.lane,
      },
      {
        kind: 'text',
        x: x(lane),
        y: 24,
        text: laneNames[lane],
        fill: colours.text,
        anchor: 'middle',
        size: 12,
        bold: true,
      },
    );
  }
  sequence.steps.forEach((step, index) => {
    const y = headerHeight + rowHeight * (index + 1);
    if (step.kind === 'trigger') {
      shapes.push(
        {
          kind: 'rect',
          x: margin,
          y: y - 18,
          width: width - margin * 2,
          height: 22,
          fill: colours.note,
          stroke: colours.lane,
        },
        {
          kind: 'text',
          x: margin + 8,
          y: y - 3,
          text: fit(step.label, width - margin * 3),
          fill: colours.ok,
          anchor: 'start',
          size: 11,
          bold: true,
        },
      );
      return;
    }
    const from = x(step.from);
    const to = x(step.to);
    const stroke = step.isReply ? replyColour(step.status) : colours.request;
    shapes.push(
      { kind: 'line', x1: from, y1: y, x2: to, y2: y, stroke, dashed: step.isReply, arrow: true },
      {
        kind: 'text',
        x: (from + to) / 2,
        y: y - 5,
        text: fit(step.label, Math.abs(to - from) - 8),
        fill: step.isReply ? stroke : colours.text,
        anchor: 'middle',
        size: 11,
      },
    );
  });
  return { width, height, shapes };
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** An arrowhead per colour (SVG markers take their colour from their own fill). */
export const markerId = (stroke: string) => `arrow-${stroke.slice(1)}`;

function shapeSvg(shape: Shape): string {
  switch (shape.kind) {
    case 'line':
      return `<line x1="${shape.x1}" y1="${shape.y1}" x2="${shape.x2}" y2="${shape.y2}" stroke="${shape.stroke}" stroke-width="1.5"${shape.dashed ? ' stroke-dasharray="5 4"' : ''}${shape.arrow ? ` marker-end="url(#${markerId(shape.stroke)})"` : ''}/>`;
    case 'rect':
      return `<rect x="${shape.x}" y="${shape.y}" width="${shape.width}" height="${shape.height}" rx="4" fill="${shape.fill}" stroke="${shape.stroke}"/>`;
    case 'text':
      return `<text x="${shape.x}" y="${shape.y}" fill="${shape.fill}" font-size="${shape.size}" text-anchor="${shape.anchor}"${shape.bold ? ' font-weight="700"' : ''}>${escapeXml(shape.text)}</text>`;
    default: {
      const unknown: never = shape;
      return String(unknown);
    }
  }
}

/** The colours arrows use, for their markers. */
export function arrowColours(drawing: Drawing): string[] {
  return [
    ...new Set(
      drawing.shapes.flatMap((shape) =>
        shape.kind === 'line' && shape.arrow ? [shape.stroke] : [],
      ),
    ),
  ];
}

/** The drawing as a standalone SVG file. */
export function svgDocument(drawing: Drawing, title: string): string {
  const markers = arrowColours(drawing)
    .map(
      (colour) =>
        `<marker id="${markerId(colour)}" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="8" markerHeight="8" orient="auto-start-reverse"><path d="M0 0L10 5L0 10z" fill="${colour}"/></marker>`,
    )
    .join('');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${drawing.width}" height="${drawing.height}" viewBox="0 0 ${drawing.width} ${drawing.height}" font-family="ui-monospace, Menlo, Consolas, monospace" role="img">`,
    `<title>${escapeXml(title)}</title>`,
    `<defs>${markers}</defs>`,
    ...drawing.shapes.map(shapeSvg),
    '</svg>',
    '',
  ].join('\n');
}
