// The Code view in the terminal: opened from an entry, it shows the request in the chosen
// language; the choice holds for the next entry and across a reload (localStorage), and a stored
// value that is not a language reads as curl. A webhook entry offers a receiver.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { storeWithLog } from '../../../test/store';
import { renderTerminal } from '../../../test/render-terminal';
import { apiEventRecorded, triggerSaved } from '../../event-log/event-log-slice';
import { forgetCodeLanguage, readCodeLanguage } from './code-language';
import { threeDsTrail } from './trail-fixture';

function renderTrail() {
  const { store } = storeWithLog();
  for (const trigger of threeDsTrail) {
    store.dispatch(triggerSaved({ name: trigger.name }));
    for (const event of trigger.events) {
      store.dispatch(apiEventRecorded({ trigger: trigger.name, event }));
    }
  }
  store.dispatch(triggerSaved({ name: 'Webhook: authorized' }));
  store.dispatch(
    apiEventRecorded({
      trigger: 'Webhook: authorized',
      event: {
        title: 'Webhook: authorized',
        type: 'request',
        api: 'Webhooks',
        method: 'POST',
        url: '/api/webhooks',
        body: { eventId: 'e1', eventDetails: { type: 'authorized' } },
        plainText: 'The provider sent the event authorized.',
      },
    }),
  );
  const view = renderTerminal(store);
  return view;
}

async function openStep(title: RegExp) {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: title }));
  return user;
}

afterEach(() => {
  localStorage.clear();
  forgetCodeLanguage();
});

describe('Code view', () => {
  it('shows the request in the chosen language, for every entry and after a reload', async () => {
    const { unmount } = renderTrail();
    const user = await openStep(/^1\. Payment/);
    await user.click(screen.getAllByRole('button', { name: 'Code' })[0] as HTMLElement);
    const curl = await screen.findByLabelText('Payment as curl');
    expect(curl.textContent).toContain("-X POST 'http://127.0.0.1:8081/api/payments'");
    expect(curl.textContent).toContain('"$PROVIDER_USERNAME:$PROVIDER_PASSWORD"');

    await user.selectOptions(await screen.findByLabelText('Language'), 'python');
    expect((await screen.findByLabelText('Payment as Python (requests)')).textContent).toContain(
      'requests.post(',
    );
    expect(readCodeLanguage(localStorage)).toBe('python');

    // Another entry opens in the same language.
    await user.click(screen.getByRole('button', { name: /Supply 3DS device data/ }));
    const codes = screen.getAllByRole('button', { name: 'Code' });
    await user.click(codes[codes.length - 1] as HTMLElement);
    expect(
      await screen.findByLabelText('Supply 3DS device data as Python (requests)'),
    ).toBeTruthy();

    // A reload: the choice comes back from storage.
    unmount();
    forgetCodeLanguage();
    renderTrail();
    const again = await openStep(/^1\. Payment/);
    await again.click(screen.getByRole('button', { name: 'Code' }));
    expect(await screen.findByLabelText('Payment as Python (requests)')).toBeTruthy();
  });

  it('reads a stored value that is not a language as curl', () => {
    localStorage.setItem('sjd:codeLanguage', JSON.stringify({ version: 1, data: 'cobol' }));
    expect(readCodeLanguage(localStorage)).toBe('curl');
    localStorage.setItem('sjd:codeLanguage', '{not json');
    expect(readCodeLanguage(localStorage)).toBe('curl');
  });

  it('offers a receiver that verifies the signature for a webhook entry', async () => {
    renderTrail();
    const user = await openStep(/Webhook: authorized/);
    await user.click(screen.getByRole('button', { name: 'Code: receive this' }));
    await user.selectOptions(await screen.findByLabelText('Language'), 'go');
    const code = await screen.findByLabelText('Webhook: authorized as Go (net/http)');
    expect(code.textContent).toContain('Event-Signature');
    expect(code.textContent).toContain('hmac.Equal');
    expect(screen.getByText(/^Set WEBHOOK_SECRETS to your keyId:secret pairs/)).toBeTruthy();
  });
});
