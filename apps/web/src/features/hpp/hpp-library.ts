// The provider's embedded hosted-payment-page library as the page sees it (spec §7 "The hosted
// library loads from a configured script URL, set up with url, type iframe, inject immediate,
// target container, accessibility true, debug false, result callback"; provider-api.md §12.2):
//   var lib = new WPCL.Library(); lib.setup(options);
// The script is foreign code: what it leaves on `window` is checked, never assumed.
import { scriptLoader } from '../../lib/script-loader';
import type { JsonValue } from '../event-log';

/** The options spec §7 names, plus the theme's customisation (spec §9 style properties). */
export interface HppSetupOptions {
  url: string;
  type: 'iframe';
  inject: 'immediate';
  /** The id of the element the library puts the page's iframe in. */
  target: string;
  accessibility: true;
  debug: false;
  customisation: Record<string, Record<string, string>>;
  resultCallback: (responseData: unknown) => void;
}

/** Sets up one library instance; throws what the library throws (a bad url or target). */
export type SetUpLibrary = (options: HppSetupOptions) => void;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** `new WPCL.Library().setup(options)`, as the script just left it. */
function readLibrary(): SetUpLibrary | null {
  const wpcl: unknown = Reflect.get(window, 'WPCL');
  const Library = isRecord(wpcl) ? wpcl.Library : undefined;
  if (typeof Library !== 'function') return null;
  return (options) => {
    const instance: unknown = Reflect.construct(Library, []);
    const setup = isRecord(instance) ? instance.setup : undefined;
    if (typeof setup !== 'function') throw new Error('WPCL.Library has no setup method.');
    Reflect.apply(setup, instance, [options]);
  };
}

/** Loads the library script once per URL (again after a failure). */
export const loadHppLibrary = scriptLoader(readLibrary, {
  name: 'The hosted payment page library',
  defines: 'WPCL.Library',
});

/** The options as the terminal shows them: JSON, with the callback named rather than dropped. */
export function describeSetup(options: HppSetupOptions): JsonValue {
  const { resultCallback: _callback, customisation, ...rest } = options;
  return { ...rest, customisation, resultCallback: 'function (responseData) { … }' };
}
