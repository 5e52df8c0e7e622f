import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { sampleToken } from '../../test/fixtures';
import { EditCardForm, type CardEditStatus } from './EditCardForm';

const idle: CardEditStatus = { isUpdating: false, isDeleting: false, error: null };

function renderForm(status: CardEditStatus) {
  render(
    <EditCardForm token={sampleToken} status={status} onUpdate={vi.fn()} onDelete={vi.fn()} />,
  );
}

describe('EditCardForm while the saved-card flows run', () => {
  it.each<[string, CardEditStatus, string, string]>([
    ['idle', idle, 'Update', 'Delete'],
    ['updating', { ...idle, isUpdating: true }, 'Updating…', 'Delete'],
    ['deleting', { ...idle, isDeleting: true }, 'Update', 'Deleting…'],
  ])('%s', (name, status, update, remove) => {
    renderForm(status);
    const updateButton = screen.getByRole('button', { name: update });
    const deleteButton = screen.getByRole('button', { name: remove });
    // Update waits for a change; while anything runs, both wait.
    expect(updateButton).toBeDisabled();
    if (name === 'idle') expect(deleteButton).toBeEnabled();
    else expect(deleteButton).toBeDisabled();
  });

  it('shows why the last request failed', () => {
    renderForm({ ...idle, error: 'The provider refused the update (400)' });
    expect(screen.getByRole('alert')).toHaveTextContent('The provider refused the update (400)');
  });
});
