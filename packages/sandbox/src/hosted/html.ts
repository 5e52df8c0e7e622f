// Tiny HTML helpers for the sandbox's server-rendered pages. Every interpolated value is escaped.

const entities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => entities[ch] ?? ch);
}

/** Marks a string as already-safe HTML so `html` does not escape it again. */
export class SafeHtml {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

type Interpolation = string | number | SafeHtml | readonly SafeHtml[] | null | undefined | false;

/** Tagged template that escapes interpolated strings and passes SafeHtml through. */
export function html(strings: TemplateStringsArray, ...values: Interpolation[]): SafeHtml {
  let out = strings[0] ?? '';
  values.forEach((value, index) => {
    out += render(value) + (strings[index + 1] ?? '');
  });
  return new SafeHtml(out);
}

function render(value: Interpolation): string {
  if (value === null || value === undefined || value === false) return '';
  if (value instanceof SafeHtml) return value.value;
  if (Array.isArray(value)) return value.map((v: SafeHtml) => v.value).join('');
  return escapeHtml(String(value));
}

export interface DocsPageOptions {
  title: string;
  body: SafeHtml;
  /** Extra rules for this page (our own constant CSS). */
  css?: string;
}

/** The provider-docs look: a simple, readable page with the sandbox banner. */
export function docsPage({ title, body, css = '' }: DocsPageOptions): string {
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>${title} · Payments sandbox</title>
        <style>
          :root {
            color-scheme: light;
            font-family:
              system-ui,
              -apple-system,
              'Segoe UI',
              Roboto,
              sans-serif;
          }
          body {
            margin: 0;
            color: #1b1f3b;
            background: #f5f6fa;
            line-height: 1.55;
          }
          header {
            background: #1b1f3b;
            color: #fff;
            padding: 16px 24px;
            display: flex;
            gap: 12px;
            align-items: center;
          }
          header strong {
            font-size: 1.05rem;
            letter-spacing: 0.02em;
          }
          header span {
            white-space: nowrap;
            font-size: 0.8rem;
            background: #ffb400;
            color: #1b1f3b;
            border-radius: 999px;
            padding: 2px 10px;
            font-weight: 600;
          }
          main {
            max-width: 880px;
            margin: 0 auto;
            padding: 32px 24px 64px;
          }
          h1 {
            font-size: 1.9rem;
            margin: 0 0 16px;
          }
          a {
            color: #0b57d0;
          }
          ${new SafeHtml(css)}
        </style>
      </head>
      <body>
        <header><strong>Payments sandbox</strong><span>Test environment</span></header>
        <main>
          <h1>${title}</h1>
          ${body}
        </main>
      </body>
    </html>`.value;
}
