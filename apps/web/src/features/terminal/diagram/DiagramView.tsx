// The DIAGRAM tab (issue 32): the trail the terminal shows as a sequence diagram, drawn from the
// same shapes as its SVG export (sequence-svg.ts), with the export as SVG and as Mermaid text.
// Loaded when the tab is first opened.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useId, useMemo } from 'react';
import type { Trigger } from '../../event-log';
import { CopyButton } from '../CopyButton';
import { sequenceMermaid, sequenceOf } from './sequence';
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

export function DiagramView({ triggers }: { triggers: readonly Trigger[] }) {
  // Marker ids unique on the page (the shell may hold more than one terminal view).
  const idPrefix = useId().replace(/[^A-Za-z0-9_-]/g, '');
  const sequence = useMemo(() => sequenceOf(triggers), [triggers]);
  const drawing = useMemo(() => layoutSequence(sequence), [sequence]);
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
            download('api-trail-sequence.svg', svgDocument(drawing, title), 'image/svg+xml')
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
      <Box
        sx={{ overflowX: 'auto', mt: 1 }}
        tabIndex={0}
        role="group"
        aria-label="Sequence diagram, scrolls sideways"
      >
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
