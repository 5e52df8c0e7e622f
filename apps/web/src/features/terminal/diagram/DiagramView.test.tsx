// The DIAGRAM tab draws the same picture as the SVG export: one arrow per request and response,
// each arrowhead defined, lanes named; with no calls yet it says what it will show.
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { threeDsTrail } from '../code/trail-fixture';
import { DiagramView } from './DiagramView';
import { layoutSequence, svgDocument } from './sequence-svg';
import { sequenceOf } from './sequence';

describe('DiagramView', () => {
  it('draws the trail as the export does', () => {
    render(<DiagramView triggers={threeDsTrail} />);
    const picture = screen.getByRole('img', {
      name: 'Sequence diagram of the trail: 8 messages between 4 parties',
    });
    const arrows = picture.querySelectorAll('line[marker-end]');
    expect(arrows).toHaveLength(8);
    for (const arrow of arrows) {
      const id = arrow.getAttribute('marker-end')?.slice(5, -1) ?? '';
      expect(picture.querySelector(`marker[id="${id}"]`)).not.toBeNull();
    }
    const exported = new DOMParser().parseFromString(
      svgDocument(layoutSequence(sequenceOf(threeDsTrail)), 'x'),
      'image/svg+xml',
    );
    const texts = (root: ParentNode) =>
      [...root.querySelectorAll('text')].map((t) => t.textContent);
    expect(texts(picture)).toEqual(texts(exported));
    expect(screen.getByRole('button', { name: 'Export SVG' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy Mermaid' })).toBeTruthy();
  });

  it('says what it will draw when there is nothing yet', () => {
    render(<DiagramView triggers={[]} />);
    expect(screen.getByText(/No API calls yet: the diagram draws each request/)).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
  });
});
