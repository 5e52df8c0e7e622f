// GET /access-checkout/frames/field and /controller: the Checkout SDK's frames (provider-api.md
// §11; README "Checkout SDK frames"). The host page's SDK puts the frame's settings in `config`;
// they are validated here. The parent origin must be a configured app origin (it is also the
// frame-ancestors list), and the controller refuses a checkout id the sandbox does not know by
// telling the SDK, whose init callback then gets the error.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { SandboxConfig } from '../../config';
import { controllerFramePath, defaultLabels, fieldFramePath } from '../shared/checkout-config';
import { instancePattern } from '../shared/checkout-protocol';
import { acceptedBrands, fieldNames, type FieldName } from '../shared/field-rules';
import { html } from '../html';
import { sendPage } from '../page';
import { controllerCss, fieldCss } from './frame-style';
import { merchantCss } from './styles';

const base = {
  instance: z.string().regex(instancePattern),
  parent: z.string().max(256),
  id: z.string().min(1).max(128),
};
const fieldConfigSchema = z.object({
  ...base,
  field: z.enum(fieldNames),
  placeholder: z.string().max(64).optional(),
  ariaLabel: z.string().min(1).max(128).optional(),
  lang: z
    .string()
    .regex(/^[A-Za-z]{2,3}(-[A-Za-z0-9]{1,8}){0,3}$/)
    .optional(),
  styles: z.unknown().optional(),
  acceptedCardBrands: z.array(z.string().max(16)).max(10).optional(),
  enablePanFormatting: z.boolean().optional(),
  cvcOnly: z.boolean().optional(),
});
const controllerConfigSchema = z.object({
  ...base,
  fields: z.array(z.enum(fieldNames)).min(1).max(3),
  version: z.union([z.literal(1), z.literal(2)]),
});

const inputAttributes: Record<
  FieldName,
  { autocomplete: string; maxlength: number; placeholder: string }
> = {
  pan: { autocomplete: 'cc-number', maxlength: 23, placeholder: '1234 1234 1234 1234' },
  expiry: { autocomplete: 'cc-exp', maxlength: 5, placeholder: 'MM/YY' },
  cvv: { autocomplete: 'cc-csc', maxlength: 4, placeholder: 'CVC' },
};

function readConfig<T>(schema: z.ZodType<T>, query: unknown): T | null {
  const raw = typeof query === 'object' && query !== null ? Reflect.get(query, 'config') : null;
  if (typeof raw !== 'string' || raw.length > 8192) return null;
  try {
    const parsed = schema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The refusal names the origin and the setting that would allow it. */
const notAllowed = (parent: string, what: string) =>
  `This site (${parent}) may not use ${what}: its origin is not in SANDBOX_APP_ORIGINS.`;

export function checkoutFrameRoutes(app: FastifyInstance, config: SandboxConfig): void {
  const policy = { frameAncestors: config.appOrigins };

  const refuse = (reply: FastifyReply, text: string) =>
    sendPage(
      reply,
      400,
      {
        title: 'Card field unavailable',
        css: fieldCss,
        body: html`<p class="message">${text}</p>`,
      },
      policy,
    );

  app.get(fieldFramePath, async (request, reply) => {
    const frame = readConfig(fieldConfigSchema, request.query);
    if (!frame) return refuse(reply, 'This card field was set up incorrectly.');
    if (!config.appOrigins.includes(frame.parent))
      return refuse(reply, notAllowed(frame.parent, 'these card fields'));
    const attributes = inputAttributes[frame.field];
    const label = frame.ariaLabel ?? defaultLabels[frame.field];
    return sendPage(
      reply,
      200,
      {
        title: label,
        lang: frame.lang ?? 'en',
        css: `${fieldCss}\n${merchantCss(frame.styles)}`,
        scripts: ['checkout-field.js'],
        data: {
          instance: frame.instance,
          parent: frame.parent,
          field: frame.field,
          enablePanFormatting: frame.enablePanFormatting === true,
          acceptedCardBrands: acceptedBrands(frame.acceptedCardBrands),
          cvcOnly: frame.cvcOnly === true,
        },
        body: html`<main class="field field-${frame.field}">
          <div class="box">
            <input
              id="${frame.field}"
              name="${frame.field}"
              class="is-empty"
              type="text"
              inputmode="numeric"
              autocomplete="${attributes.autocomplete}"
              maxlength="${attributes.maxlength}"
              placeholder="${frame.placeholder ?? attributes.placeholder}"
              aria-label="${label}"
              aria-invalid="false"
              aria-describedby="message"
              spellcheck="false"
            />
            ${frame.field === 'pan' ? html`<span class="brand" aria-hidden="true"></span>` : null}
          </div>
          <p id="message" class="message" aria-live="polite"></p>
        </main>`,
      },
      policy,
    );
  });

  app.get(controllerFramePath, async (request, reply) => {
    const frame = readConfig(controllerConfigSchema, request.query);
    if (!frame) return refuse(reply, 'The checkout was set up incorrectly.');
    if (!config.appOrigins.includes(frame.parent))
      return refuse(reply, notAllowed(frame.parent, 'this checkout'));
    const error = config.checkoutIds.includes(frame.id)
      ? undefined
      : 'Unknown checkout id: this environment does not know the id passed to Worldpay.checkout.init.';
    return sendPage(
      reply,
      200,
      {
        title: 'Checkout',
        css: controllerCss,
        scripts: ['checkout-controller.js'],
        data: { ...frame, ...(error ? { error } : {}) },
        body: html`<main><p hidden>Checkout controller</p></main>`,
      },
      { ...policy, connectSelf: true },
    );
  });
}
