import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { shops } from '../../config/shops';
import { resultTexts } from './result-texts';
import { ResultPanel } from './ResultPanel';

function renderPanel(isExpressOffered: boolean, withButtons: boolean) {
  render(
    <MemoryRouter>
      <ResultPanel
        variant="declined"
        texts={resultTexts(shops.retail.messages, 'declined')}
        retry={{ kind: 'cardPrompt', to: '/retail/checkout' }}
        isExpressOffered={isExpressOffered}
        expressOptions={withButtons ? <button type="button">PayPal</button> : undefined}
      />
    </MemoryRouter>,
  );
}

describe('ResultPanel: the Or divider and express buttons', () => {
  it.each([
    ['offered, with buttons', true, true, true],
    ['offered, no express feature yet', true, false, false],
    ['not offered', false, true, false],
  ])('%s', (_name, isOffered, withButtons, isShown) => {
    renderPanel(isOffered, withButtons);
    expect(screen.queryByText('Or') !== null).toBe(isShown);
    expect(screen.queryByRole('button', { name: 'PayPal' }) !== null).toBe(isShown);
    expect(
      screen.getByRole('link', { name: 'Card number Enter your card details' }),
    ).toHaveAttribute('href', '/retail/checkout');
  });
});
