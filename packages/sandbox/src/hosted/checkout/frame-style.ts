// The card field's own look: a clean outlined input (the frame draws the box, so the error text
// can sit right under it, spec §8) with a brand badge in the card number field. The merchant's
// allowed `styles` come after this and win on equal specificity.

/**
 * The field's own colours. The merchant's styles may set the text colour but never the
 * background (provider-api.md §11.1), so every theme's text colours must read on `background`
 * (the web app's hosted-field contrast test checks them against these values).
 */
export const fieldPalette = {
  background: '#ffffff',
  text: '#1d2433',
  placeholder: '#6b7385',
  /**
   * The error text under a field sits on its own white patch: the frame's page is transparent
   * over whatever the shop paints behind it (a dark shop made the red unreadable), and a frame
   * cannot read its parent's colours.
   */
  message: '#b3261e',
} as const;

export const fieldCss = `
*{box-sizing:border-box}
html,body{margin:0;padding:0;background:transparent;overflow:hidden}
body{font:16px/1.4 system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:${fieldPalette.text};padding:3px}
.box{position:relative}
input{display:block;width:100%;height:44px;margin:0;padding:0 12px;font:inherit;color:${fieldPalette.text};background:${fieldPalette.background};
  border:1px solid #8a93a6;border-radius:6px;outline:none;caret-color:#1a56db;letter-spacing:.02em}
input::placeholder{color:${fieldPalette.placeholder};opacity:1}
input.is-onfocus{border-color:#1a56db;box-shadow:0 0 0 3px rgba(26,86,219,.28)}
input.is-invalid{border-color:#b3261e}
input.is-invalid.is-onfocus{box-shadow:0 0 0 3px rgba(179,38,30,.22)}
.field-pan input{padding-right:64px}
.brand{position:absolute;right:10px;top:50%;transform:translateY(-50%);min-width:40px;height:24px;padding:0 5px;
  border-radius:4px;font:800 11px/24px system-ui,sans-serif;text-align:center;letter-spacing:.04em;
  color:#fff;background:#6b7385;visibility:hidden}
.brand.is-shown{visibility:visible}
.brand[data-brand=visa]{background:#1a1f71;font-style:italic}
.brand[data-brand=mastercard]{background:#252525;color:#ffb000}
.brand[data-brand=amex]{background:#006fcf}
.brand[data-brand=discover]{background:#e4650a}
.brand[data-brand=jcb]{background:#0b6b3a}
.brand[data-brand=diners]{background:#004a97}
.brand[data-brand=maestro]{background:#0b3b8c}
.message{display:table;margin:4px 0 0;padding:0 4px;border-radius:3px;min-height:0;font-size:13px;line-height:18px;
  color:${fieldPalette.message};background:${fieldPalette.background}}
.message:empty{display:none}
`;

export const controllerCss = 'body{margin:0}';
