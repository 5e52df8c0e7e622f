// The diagram laid out to the terminal's width: labels wrap (before '/', after ' ') into lines
// that read back as the label; at 328 px (the terminal column) and 366 px (a phone) every lane
// and every line of text is inside the picture; the export's layout is not this one.
import { describe, expect, it } from 'vitest';
import { threeDsTrail } from '../code/trail-fixture';
import { layoutCompact, wrapLabel } from './compact-layout';
import { sequenceOf } from './sequence';
import { layoutSequence } from './sequence-svg';

describe('wrapLabel', () => {
  it.each([
    ['POST /api/payments', 40, ['POST /api/payments']],
    [
      'POST /api/payments/oZajbls8LQjLFha84VH6wjs2dOl-i9ti/3dsDeviceData',
      28,
      ['POST /api/payments', '/oZajbls8LQjLFha84VH6wjs2dOl', '-i9ti/3dsDeviceData'],
    ],
    ['201 3dsDeviceDataRequired', 12, ['201', '3dsDeviceDat', 'aRequired']],
    ['', 10, ['']],
  ])('%s in %i characters', (text, width, lines) => {
    const wrapped = wrapLabel(text, width);
    expect(wrapped).toEqual(lines);
    for (const line of wrapped) expect(line.length).toBeLessThanOrEqual(width);
  });
});

describe('layoutCompact', () => {
  const sequence = sequenceOf(threeDsTrail);

  it.each([328, 366])('keeps every lane and every line inside %i px', (width) => {
    const drawing = layoutCompact(sequence, width);
    expect(drawing.width).toBe(width);
    expect(drawing.centres).toHaveLength(4);
    for (const shape of drawing.shapes) {
      if (shape.kind === 'text') {
        expect(shape.x + shape.text.length * 6.7).toBeLessThanOrEqual(width);
      }
      if (shape.kind === 'line') expect(Math.max(shape.x1, shape.x2)).toBeLessThanOrEqual(width);
    }
    // The export is wider than the column: it is not what the tab draws.
    expect(layoutSequence(sequence).width).toBeGreaterThan(width);
  });
});
