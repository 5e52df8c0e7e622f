import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { shops } from '../../config/shops';
import { successTexts } from './result-texts';
import { SuccessPanel } from './SuccessPanel';

function renderSuccess(risks?: { summary: string; hasFailedCheck: boolean } | null) {
  render(
    <MemoryRouter>
      <SuccessPanel
        texts={successTexts(shops.retail.messages, 'success')}
        reference="SJD-1"
        continueTo="/retail/plp"
        continueLabel="Continue shopping"
        risks={risks ?? null}
      />
    </MemoryRouter>,
  );
}

describe('SuccessPanel: what the provider flagged (issue 35, item 5)', () => {
  it('says a CVC mismatch the provider authorized anyway', () => {
    renderSuccess({ summary: 'CVC did not match', hasFailedCheck: true });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Authorized, but the provider flagged it: CVC did not match. A real shop would decide whether to cancel before settling.',
    );
  });

  it('shows checks that were not made as information, and nothing when there were none', () => {
    renderSuccess({ summary: 'CVC was not supplied', hasFailedCheck: false });
    expect(screen.getByRole('alert')).toHaveTextContent(
      "The provider's checks: CVC was not supplied.",
    );
  });

  it('shows nothing more for a clean payment', () => {
    renderSuccess(null);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
