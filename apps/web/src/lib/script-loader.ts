// Third-party scripts of the provider (the Checkout SDK, the hosted payment page library), loaded
// once per URL into the page. Spec §8: "If the checkout SDK script fails to load, the script is
// removed and an error flag is set" — the flag is the rejected promise, and a later call tries
// again. What the script leaves on `window` is foreign: `read` checks it and returns what the
// caller needs, or null when the script did not define it.

export class ScriptLoadError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ScriptLoadError';
  }
}

interface ScriptDescription {
  /** The script's name in messages, e.g. 'The Checkout SDK'. */
  name: string;
  /** What it must define, e.g. 'Worldpay.checkout.init'. */
  defines: string;
}

/** A loader for one kind of script: each URL is fetched once, and again after a failure. */
export function scriptLoader<T>(
  read: () => T | null,
  script: ScriptDescription,
): (url: string) => Promise<T> {
  const loaded = new Map<string, Promise<T>>();
  return (url) => {
    const known = loaded.get(url);
    if (known) return known;
    const loading = new Promise<T>((resolve, reject) => {
      const element = document.createElement('script');
      element.src = url;
      element.async = true;
      const fail = (message: string) => {
        element.remove();
        loaded.delete(url);
        reject(new ScriptLoadError(message));
      };
      element.addEventListener('load', () => {
        const value = read();
        if (value) resolve(value);
        else fail(`${script.name} script loaded but did not define ${script.defines}.`);
      });
      element.addEventListener('error', () =>
        fail(`${script.name} could not be loaded from ${new URL(url).origin}.`),
      );
      document.head.appendChild(element);
    });
    loaded.set(url, loading);
    return loading;
  };
}
