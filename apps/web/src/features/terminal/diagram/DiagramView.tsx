// The DIAGRAM tab (issue 32): the trail the terminal shows as a sequence diagram, with the export
// as SVG and as Mermaid text. Drawn to the panel's width (compact-layout.ts, issue 44): every lane
// in view, their names in a header that stays at the top while the messages scroll, each label
// whole; the SVG export is the full-size picture (sequence-svg.ts). Loaded when the tab is first
// opened.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useMemo, useState } from 'react';
import type { Trigger } from '../../event-log';
import { CopyButton } from '../CopyButton';
import { compactMargin, defaultDiagramWidth, layoutCompact } from './compact-layout';
import { laneNames, sequenceMermaid, sequenceOf } from './sequence';
import { arrowColours, layoutSequence, markerId, svgDocument, type Shape } from './sequence-svg';

function download(fileName: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 0);
}

function ShapeElement({ shape, idPrefix }: { shape: Shape; idPrefix: string }) {
  switch (shape.kind) {
    case 'line':
      return (
        <line
          x1={shape.x1}
          y1={shape.y1}
          x2={shape.x2}
          y2={shape.y2}
          stroke={shape.stroke}
          strokeWidth={1.5}
          {...(shape.dashed ? { strokeDasharray: '5 4' } : {})}
          {...(shape.arrow ? { markerEnd: `url(#${idPrefix}${markerId(shape.stroke)})` } : {})}
        />
      );
    case 'rect':
      return (
        <rect
          x={shape.x}
          y={shape.y}
          width={shape.width}
          height={shape.height}
          rx={4}
          fill={shape.fill}
          stroke={shape.stroke}
        />
      );
    case 'text':
      return (
        <text
          x={shape.x}
          y={shape.y}
          fill={shape.fill}
          fontSize={shape.size}
          textAnchor={shape.anchor}
          fontWeight={shape.bold ? 700 : 400}
        >
          {shape.text}
        </text>
      );
    default: {
      const unknown: never = shape;
      return unknown;
    }
  }
}

const buttonSx = { color: '#79c0ff', minWidth: 0 } as const;

/** The element's content width, followed as the panel resizes; `fallback` until measured. */
function useWidth(target: HTMLElement | null, fallback: number): number {
  const [width, setWidth] = useState(fallback);
  useEffect(() => {
    if (!target || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry && entry.contentRect.width > 0) setWidth(entry.contentRect.width);
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [target]);
  return width;
}

export function DiagramView({ triggers }: { triggers: readonly Trigger[] }) {
  // Marker ids unique on the page (the shell may hold more than one terminal view).
  const idPrefix = useId().replace(/[^A-Za-z0-9_-]/g, '');
  const sequence = useMemo(() => sequenceOf(triggers), [triggers]);
  const [frame, setFrame] = useState<HTMLDivElement | null>(null);
  const width = useWidth(frame, defaultDiagramWidth);
  const drawing = useMemo(() => layoutCompact(sequence, width), [sequence, width]);
  const calls = sequence.steps.filter((step) => step.kind === 'arrow').length;
  const title = `Sequence diagram of the trail: ${calls} messages between ${sequence.lanes.length} parties`;
  if (triggers.length === 0) {
    return (
      <Typography sx={{ p: 2, fontSize: 14, color: '#c9d1d9' }}>
        No API calls yet: the diagram draws each request and response between the shopper&apos;s
        browser, the merchant server, the provider and the issuer as the journey goes.
      </Typography>
    );
  }
  return (
    <Box sx={{ p: 1.5 }}>
      <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap', alignItems: 'center' }}>
        <Button
          size="small"
          sx={buttonSx}
          onClick={() =>
            download(
              'api-trail-sequence.svg',
              svgDocument(layoutSequence(sequence), title),
              'image/svg+xml',
            )
          }
        >
          Export SVG
        </Button>
        <Button
          size="small"
          sx={buttonSx}
          onClick={() =>
            download('api-trail-sequence.mmd', sequenceMermaid(sequence), 'text/plain')
          }
        >
          Export Mermaid
        </Button>
        <CopyButton
          label="Copy Mermaid"
          what="Mermaid text"
          text={() => sequenceMermaid(sequence)}
        />
      </Box>
      <Box ref={setFrame} sx={{ mt: 1 }}>
        {/* The lane names stay at the top of the panel while the messages scroll under them. */}
        <Box
          aria-hidden="true"
          sx={{
            position: 'sticky',
            top: 0,
            zIndex: 1,
            display: 'grid',
            gridTemplateColumns: `repeat(${sequence.lanes.length}, 1fr)`,
            px: `${compactMargin}px`,
            py: 0.75,
            bgcolor: '#0d1117',
            borderBottom: '1px solid #30363d',
          }}
        >
          {sequence.lanes.map((lane) => (
            <Box
              key={lane}
              data-lane={lane}
              sx={{
                mx: '2px',
                px: 0.25,
                py: 0.5,
                border: '1px solid #30363d',
                borderRadius: 1,
                bgcolor: '#161b22',
                color: '#e6edf3',
                font: '700 11.5px/1.25 ui-monospace, Menlo, Consolas, monospace',
                textAlign: 'center',
                overflowWrap: 'anywhere',
              }}
            >
              {laneNames[lane]}
            </Box>
          ))}
        </Box>
        <svg
          role="img"
          aria-label={title}
          width={drawing.width}
          height={drawing.height}
          viewBox={`0 0 ${drawing.width} ${drawing.height}`}
          fontFamily="ui-monospace, Menlo, Consolas, monospace"
          style={{ display: 'block' }}
        >
          <defs>
            {arrowColours(drawing).map((colour) => (
              <marker
                key={colour}
                id={`${idPrefix}${markerId(colour)}`}
                viewBox="0 0 10 10"
                refX={9}
                refY={5}
                markerWidth={8}
                markerHeight={8}
                orient="auto-start-reverse"
              >
                <path d="M0 0L10 5L0 10z" fill={colour} />
              </marker>
            ))}
          </defs>
          {drawing.shapes.map((shape, index) => (
            <ShapeElement key={index} shape={shape} idPrefix={idPrefix} />
          ))}
        </svg>
      </Box>
    </Box>
  );
}
