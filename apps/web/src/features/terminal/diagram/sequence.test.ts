// The sequence diagram of a recorded 3DS journey (and a webhook): its lanes and arrows, its
// Mermaid text (golden file), and its SVG — well-formed, one arrow per request and response,
// each reply with its status, and text that cannot break out of the file.
import { describe, expect, it } from 'vitest';
import type { Trigger } from '../../event-log';
import { threeDsTrail } from '../code/trail-fixture';
import { sequenceMermaid, sequenceOf } from './sequence';
import { layoutSequence, svgDocument } from './sequence-svg';

const webhook: Trigger = {
  id: 9,
  name: 'Webhook: authorized',
  events: [
    {
      title: 'Webhook: authorized',
      type: 'request',
      api: 'Webhooks',
      method: 'POST',
      url: '/api/webhooks',
      plainText: 'The provider sent the event authorized.',
    },
  ],
};

describe('sequence diagram', () => {
  it('has the four lanes, a webhook among them: the provider calls the merchant server', () => {
    const lanes = ['browser', 'merchant', 'provider', 'issuer'];
    expect(sequenceOf(threeDsTrail).lanes).toEqual(lanes);
    expect(sequenceOf([...threeDsTrail, webhook]).lanes).toEqual(lanes);
  });

  it('draws one arrow per request and response, replies with their status', () => {
    const arrows = sequenceOf([...threeDsTrail, webhook]).steps.flatMap((step) =>
      step.kind === 'arrow' ? [`${step.from}→${step.to} ${step.label}`] : [],
    );
    expect(arrows).toEqual([
      'merchant→provider POST /api/payments',
      'provider→merchant 201 3dsDeviceDataRequired',
      'browser→issuer Device data collected',
      'merchant→provider POST /api/payments/oZajbls8LQjLFha84VH6wjs2dOl-i9ti/3dsDeviceData',
      'provider→merchant 201 3dsChallenged',
      'issuer→browser Challenge received',
      'merchant→provider POST /api/payments/oZajbls8LQjLFha84VH6wjs2dOl-i9ti/3dsChallenges',
      'provider→merchant 201 authorized',
      'provider→merchant Webhook: authorized',
    ]);
  });

  it("draws a call to the demo server's own routes between the browser and the merchant server", () => {
    const fault: Trigger = {
      id: 10,
      name: 'Webhook fault: Delay on',
      events: [
        {
          title: 'Webhook fault: Delay on',
          type: 'request',
          api: 'Demo server',
          method: 'PUT',
          url: '/api/webhooks/faults',
        },
        { title: 'Webhook fault: Delay on', type: 'response', api: 'Demo server', status: 200 },
      ],
    };
    const arrows = sequenceOf([fault]).steps.flatMap((step) =>
      step.kind === 'arrow' ? [`${step.from}→${step.to} ${step.label}`] : [],
    );
    expect(arrows).toEqual(['browser→merchant PUT /api/webhooks/faults', 'merchant→browser 200']);
  });

  it('writes Mermaid text (golden file)', async () => {
    await expect(sequenceMermaid(sequenceOf([...threeDsTrail, webhook]))).toMatchFileSnapshot(
      '../code/__golden__/three-ds-sequence.mmd',
    );
  });

  it('escapes what Mermaid would misread', () => {
    const text = sequenceMermaid(sequenceOf([{ id: 1, name: 'Pay #1; then\nmore', events: [] }]));
    expect(text).toContain('Note over browser,issuer: Pay #35;1#59; then more');
  });

  it('draws a well-formed SVG with an arrowhead on each arrow', () => {
    const trail: Trigger[] = [
      ...threeDsTrail,
      { ...webhook, name: '</text><script>alert(1)</script>' },
    ];
    const svg = svgDocument(layoutSequence(sequenceOf(trail)), 'Sequence of the trail');
    const document = new DOMParser().parseFromString(svg, 'image/svg+xml');
    expect(document.querySelector('parsererror')).toBeNull();
    expect(document.querySelectorAll('script')).toHaveLength(0);
    expect(document.querySelectorAll('line[marker-end]')).toHaveLength(9);
    expect(document.querySelectorAll('line[stroke-dasharray]')).toHaveLength(4);
    const texts = [...document.querySelectorAll('text')].map((node) => node.textContent);
    expect(texts).toEqual(
      expect.arrayContaining(["Shopper's browser", 'Issuer / 3DS', '201 authorized']),
    );
    for (const line of document.querySelectorAll('line[marker-end]')) {
      const marker = line.getAttribute('marker-end')?.slice(5, -1) ?? '';
      expect(document.getElementById(marker)).not.toBeNull();
    }
  });
});
