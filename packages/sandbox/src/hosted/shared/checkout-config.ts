// What the Checkout SDK on the host page tells each sandbox frame, in the frame's URL
// (`?config=<JSON>`). The sandbox validates it before rendering (hosted/checkout/frames.ts).
import type { FieldName } from './field-rules';

export const fieldFramePath = '/access-checkout/frames/field';
export const controllerFramePath = '/access-checkout/frames/controller';

export interface FieldFrameConfig {
  /** Random id of one `init`: names the frames' channel and every message. */
  instance: string;
  /** The host page's origin: the only one the frame posts to and listens to. */
  parent: string;
  /** The checkout id. */
  id: string;
  field: FieldName;
  placeholder?: string;
  ariaLabel?: string;
  lang?: string;
  /** The merchant's `styles`, as given; the sandbox keeps only the allowed properties. */
  styles?: unknown;
  acceptedCardBrands?: string[];
  enablePanFormatting?: boolean;
  cvcOnly?: boolean;
}

export interface ControllerFrameConfig {
  instance: string;
  parent: string;
  id: string;
  fields: FieldName[];
  /** SDK v1 makes verifiedTokens sessions for the card; v2 makes /sessions/card sessions. */
  version: 1 | 2;
}

/** Default accessible names of the inputs (`accessibility.ariaLabel` overrides them). */
export const defaultLabels: Readonly<Record<FieldName, string>> = {
  pan: 'Card number',
  expiry: 'Expiry date',
  cvv: 'Security code',
};
