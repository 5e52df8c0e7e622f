// The DIAGRAM tab draws the trail to the panel's width (issue 44): every lane named in its
// sticky header, one arrow per request and response with each arrowhead defined, every label
// whole (wrapped, not cut); 'Export SVG' still writes the full-size picture; with no calls yet
// it says what it will show.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { threeDsTrail } from '../code/trail-fixture';
import { DiagramView } from './DiagramView';
import { layoutSequence, svgDocument } from './sequence-svg';
import { laneNames, sequenceOf } from './sequence';

const title = 'Sequence diagram of the trail: 8 messages between 4 parties';

describe('DiagramView', () => {
  it('draws every lane and every message whole, within the panel', () => {
    const { container } = render(<DiagramView triggers={threeDsTrail} />);
    const picture = screen.getByRole('img', { name: title });
    expect(Number(picture.getAttribute('width'))).toBeLessThanOrEqual(328);
    const lanes = [...container.querySelectorAll('[data-lane]')].map((lane) => lane.textContent);
    expect(lanes).toEqual(Object.values(laneNames));
    const arrows = picture.querySelectorAll('line[marker-end]');
    expect(arrows).toHaveLength(8);
    for (const arrow of arrows) {
      const id = arrow.getAttribute('marker-end')?.slice(5, -1) ?? '';
      expect(picture.querySelector(`marker[id="${id}"]`)).not.toBeNull();
    }
    // A label's lines, read in order, are the whole label: the 3DS call's path with its id.
    const text = [...picture.querySelectorAll('text')]
      .map((line) => line.textContent)
      .join('')
      .replace(/ /g, '');
    for (const step of sequenceOf(threeDsTrail).steps) {
      expect(text).toContain(step.label.replace(/ /g, ''));
    }
    expect(text).toContain('/3dsDeviceData');
    expect(screen.getByRole('button', { name: 'Copy Mermaid' })).toBeTruthy();
  });

  it('exports the full-size picture as SVG', async () => {
    const saved: Blob[] = [];
    const createObjectURL = vi.fn((blob: Blob) => {
      saved.push(blob);
      return 'blob:diagram';
    });
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    onTestFinished(() => {
      vi.unstubAllGlobals();
    });
    render(<DiagramView triggers={threeDsTrail} />);
    await userEvent.click(screen.getByRole('button', { name: 'Export SVG' }));
    const [blob] = saved;
    expect(await blob?.text()).toBe(svgDocument(layoutSequence(sequenceOf(threeDsTrail)), title));
  });

  it('says what it will draw when there is nothing yet', () => {
    render(<DiagramView triggers={[]} />);
    expect(screen.getByText(/No API calls yet: the diagram draws each request/)).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
    expect(within(document.body).queryByText("Shopper's browser")).toBeNull();
  });
});
