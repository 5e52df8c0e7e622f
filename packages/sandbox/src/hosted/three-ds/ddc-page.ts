// POST /V1/Cruise/Collect — the 3DS device data collection page (provider-api.md §3.1; README
// "Browser protocol"). The merchant's hidden form posts `Bin` and `JWT`; the page records the
// collection and posts {"MessageType":"profile.completed","Status":true,"SessionId":…} (a JSON
// string) to its parent, whose SessionId the REST APIs then accept as `collectionReference`.
// A JWT the sandbox did not sign, or that expired, gets a 400 page that posts Status false.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { SandboxConfig } from '../../config';
import { recordDeviceDataCollected } from '../../domain/device-data';
import { ddcPath } from '../../domain/three-ds';
import { html } from '../html';
import { framePolicy, likelyParents } from '../origins';
import { sendPage } from '../page';

// Cardinal's form has exactly these fields; older samples post the full PAN as Bin (never stored).
const ddcFormSchema = z.object({
  JWT: z.string().min(1).max(4096),
  Bin: z.string().max(32).optional(),
});

const css = `body{margin:0;font:14px/1.4 system-ui,sans-serif;color:#1b1f3b}
main{padding:8px}h1{font-size:14px;margin:0}p{margin:4px 0 0}`;

export function ddcRoutes(app: FastifyInstance, config: SandboxConfig): void {
  const policy = framePolicy(config, { framedBySandbox: true });

  app.post(ddcPath, async (request, reply) => {
    const form = ddcFormSchema.safeParse(request.body);
    const result = form.success
      ? await app.sandbox.store.transaction(() =>
          recordDeviceDataCollected(app.sandbox, form.data.JWT),
        )
      : ({ ok: false, reason: 'missingJwt' } as const);
    const data = {
      ok: result.ok,
      ...(result.ok ? { sessionId: result.sessionId } : {}),
      allowedOrigins: policy.origins,
      targets: likelyParents(request, policy.origins),
    };
    const text = result.ok
      ? 'Device data collected.'
      : 'Device data collection failed: the JWT is missing, invalid or expired.';
    return sendPage(
      reply,
      result.ok ? 200 : 400,
      {
        title: 'Device data collection',
        css,
        body: html`<main>
          <h1>Device data collection</h1>
          <p>${text}</p>
        </main>`,
        data,
        scripts: ['ddc.js'],
      },
      { frameAncestors: policy.ancestors },
    );
  });
}
