// The hosted payment page's stylesheet. Every themable value reads a CSS custom property set
// from the merchant's customisation (theme.ts), with the sandbox's own look as the fallback.
export const hppCss = `
*{box-sizing:border-box}
html,body{margin:0}
body{font:16px/1.5 var(--page-font-family,system-ui,-apple-system,'Segoe UI',Roboto,sans-serif);
  color:var(--page-color,#1d2433);background-color:var(--page-background-color,#f3f4f7);
  background-image:var(--page-background-image,none)}
.hpp{max-width:520px;margin:0 auto;padding-bottom:12px}
.hpp-header-inner{max-width:520px;margin:0 auto;display:flex;align-items:center;justify-content:space-between;gap:12px}
.hpp-header{padding:14px 20px;font-family:var(--header-font-family,inherit);
  color:var(--header-color,#fff);background-color:var(--header-background-color,#14213d);
  background-image:var(--header-background-image,none);font-weight:var(--header-font-weight,700);
  text-shadow:var(--header-text-shadow,none);border:var(--header-border,none)}
.merchant{font-size:18px;overflow-wrap:anywhere}
.secure{display:flex;align-items:center;gap:6px;font-size:13px;font-weight:600;white-space:nowrap;opacity:.92}
.summary{padding:16px 20px 12px}
.summary .caption{margin:0;font-size:13px;color:#5b6478}
.amount{margin:0;font-size:30px;font-weight:800;letter-spacing:-.01em}
.description{margin:2px 0 0;color:#5b6478;font-size:14px}
.panel{margin:0 12px;padding:20px 16px;background-color:var(--panel-background-color,#fff);
  border:var(--panel-border,1px solid #e3e6ec);border-radius:var(--panel-border-radius,12px);
  box-shadow:var(--panel-box-shadow,0 4px 16px rgba(16,24,40,.06))}
h1{font-size:18px;margin:0 0 12px}
.field{margin:0 0 14px}
label{display:block;font-weight:600;font-size:14px;margin:0 0 4px}
.control{position:relative}
input{display:block;width:100%;height:46px;padding:0 12px;font:inherit;color:var(--inputs-color,#1d2433);
  background-color:var(--inputs-background-color,#fff);border:var(--inputs-border,1px solid #8a93a6);
  border-radius:var(--inputs-border-radius,6px);box-shadow:var(--inputs-box-shadow,none)}
input:focus{outline:3px solid rgba(26,86,219,.35);outline-offset:1px}
input[aria-invalid=true]{border-color:#b3261e}
#card-number{padding-right:72px}
.brand{position:absolute;right:10px;top:50%;transform:translateY(-50%);min-width:42px;height:24px;padding:0 6px;
  border-radius:4px;font:800 11px/24px system-ui,sans-serif;text-align:center;color:#fff;background:#6b7385}
.brand[hidden]{display:none}
.brand[data-brand=visa]{background:#1a1f71;font-style:italic}
.brand[data-brand=mastercard]{background:#252525;color:#ffb000}
.brand[data-brand=amex]{background:#006fcf}
.brand[data-brand=discover]{background:#e4650a}
.error{margin:4px 0 0;font-size:13px;color:#b3261e}
.error:empty{display:none}
.row{display:flex;gap:12px}.row .field{flex:1;min-width:0}
.pay{display:block;width:100%;min-height:48px;margin-top:6px;font:inherit;
  font-family:var(--button-font-family,inherit);font-weight:var(--button-font-weight,700);
  color:var(--button-color,#fff);background-color:var(--button-background-color,#1a56db);
  background-image:var(--button-background-image,none);border:var(--button-border,0);
  border-radius:var(--button-border-radius,8px);box-shadow:var(--button-box-shadow,none);
  text-shadow:var(--button-text-shadow,none);cursor:pointer}
.pay:disabled{opacity:.65;cursor:progress}
.cancel{display:block;width:100%;min-height:44px;margin-top:10px;font:inherit;font-weight:600;color:inherit;
  background:transparent;border:1px solid #c3c8d2;border-radius:var(--button-border-radius,8px);cursor:pointer}
button:focus-visible{outline:3px solid rgba(26,86,219,.45);outline-offset:2px}
.hint{margin:16px 0 0;padding:10px 12px;border-radius:8px;background:#fff6e0;color:#5c4400;font-size:13px}
.hint a{color:#5c4400;font-weight:600}
.mono{font-family:ui-monospace,Menlo,Consolas,monospace;white-space:nowrap}
.view[hidden]{display:none}
.centre{display:flex;flex-direction:column;align-items:center;text-align:center;gap:8px;padding:24px 8px}
.spinner{width:32px;height:32px;border:4px solid #d5dae3;border-top-color:var(--button-background-color,#1a56db);
  border-radius:50%;animation:spin 1s linear infinite}
@keyframes spin{to{transform:rotate(360deg)}}
@media (prefers-reduced-motion:reduce){.spinner{animation:none}}
.challenge-frame{display:block;width:100%;max-width:390px;height:400px;margin:0 auto;border:1px solid #e3e6ec;border-radius:8px;background:#fff}
.ddc-frame{position:absolute;width:1px;height:1px;border:0;left:-9999px}
.icon{width:56px;height:56px;border-radius:50%;display:grid;place-items:center;font-size:30px;font-weight:800;color:#fff}
.icon.good{background:#1f7a4d}.icon.wait{background:#8a6d00}.icon.bad{background:#b42318}
.result-title{font-size:22px;margin:4px 0 0}
.result-text{margin:0;color:#4a5468;max-width:34ch}
.hpp-footer{display:flex;justify-content:center;gap:6px;align-items:center;padding:14px 16px 4px;font-size:12px;color:#5b6478}
@media (max-width:360px){.row{flex-direction:column;gap:0}}
`;

export const lockIcon = `<svg width="14" height="14" viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path fill="currentColor" d="M12 1a5 5 0 0 0-5 5v3H5v14h14V9h-2V6a5 5 0 0 0-5-5Zm-3 5a3 3 0 1 1 6 0v3H9V6Zm3 7a2 2 0 0 1 1 3.7V19h-2v-2.3A2 2 0 0 1 12 13Z"/></svg>`;
