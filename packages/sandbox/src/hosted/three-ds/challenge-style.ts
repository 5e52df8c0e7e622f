// The issuer's look for the challenge page: a bank card with the scheme's badge, sized for every
// CReq window (01 = 250x400 up to full page) — compact below 400 px, a centred card above.
export const challengeCss = `
*{box-sizing:border-box}
html,body{margin:0;min-height:100%}
body{font:15px/1.45 system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#1d2433;background:#eef1f6}
.acs{max-width:460px;margin:0 auto;background:#fff;min-height:100vh;display:flex;flex-direction:column}
@media (min-width:520px) and (min-height:560px){
  body{padding:32px 16px}
  .acs{min-height:0;border-radius:14px;box-shadow:0 12px 32px rgba(16,24,40,.14);overflow:hidden}
}
.acs-header{display:flex;align-items:center;justify-content:space-between;gap:8px;padding:12px 16px;background:#0f3d5e;color:#fff}
.bank{display:flex;align-items:center;gap:8px;font-weight:700;letter-spacing:.01em}
.bank svg{flex:none}
.scheme{font-size:12px;font-weight:700;padding:3px 8px;border-radius:999px;background:#fff;color:#0f3d5e;white-space:nowrap}
.scheme-visa{color:#1a1f71}.scheme-mastercard{color:#c2410c}.scheme-amex{color:#006fcf}
.acs-main{padding:16px 20px 8px;flex:1}
h1{font-size:20px;line-height:1.25;margin:0 0 6px}
.lead{margin:0 0 12px;color:#4a5468}
.summary{margin:0 0 16px;padding:10px 12px;border:1px solid #dfe3eb;border-radius:10px;background:#f8f9fc;display:grid;gap:4px}
.summary div{display:flex;justify-content:space-between;gap:12px}
.summary dt{color:#5b6478}.summary dd{margin:0;font-weight:600;text-align:right;overflow-wrap:anywhere}
label{display:block;font-weight:600;margin:0 0 6px}
input{width:100%;font:inherit;font-size:20px;letter-spacing:.3em;padding:10px 12px;border:1px solid #8b93a5;border-radius:8px;color:#1d2433;background:#fff}
input:focus{outline:3px solid #7fb2e5;outline-offset:1px;border-color:#0f3d5e}
input[aria-invalid=true]{border-color:#b42318}
.error{color:#b42318;font-weight:600;margin:6px 0 0}
.demo-hint{margin:10px 0 0;padding:8px 10px;border-radius:8px;background:#fff6e0;color:#5c4400;font-size:13px}
.code{font-family:ui-monospace,Menlo,Consolas,monospace;font-weight:700;font-size:15px;letter-spacing:.15em}
.actions{display:flex;gap:10px;margin:16px 0 8px}
button{flex:1;font:inherit;font-weight:700;padding:11px 12px;border-radius:8px;cursor:pointer;border:2px solid #0f3d5e}
.primary{background:#0f3d5e;color:#fff}.primary:hover{background:#0b2e47}
.secondary{background:#fff;color:#0f3d5e}.secondary:hover{background:#eef3f8}
button:focus-visible{outline:3px solid #7fb2e5;outline-offset:2px}
.acs-footer{padding:10px 20px 14px;font-size:12px;color:#5b6478;border-top:1px solid #eef0f4}
.status{display:flex;flex-direction:column;align-items:center;text-align:center;padding:32px 20px;gap:8px}
.status .icon{width:48px;height:48px;border-radius:50%;display:grid;place-items:center;font-size:26px;font-weight:700;color:#fff}
.status .icon.passed{background:#1f7a4d}.status .icon.failed{background:#b42318}.status .icon.neutral{background:#5b6478}
.spinner{width:22px;height:22px;border:3px solid #d5dae3;border-top-color:#0f3d5e;border-radius:50%;animation:spin 1s linear infinite}
@keyframes spin{to{transform:rotate(360deg)}}
@media (prefers-reduced-motion:reduce){.spinner{animation:none}}
@media (max-height:520px){
  .acs-header{padding:8px 14px}.acs-main{padding:10px 16px 0}h1{font-size:17px;margin-bottom:8px}
  .lead{display:none}.summary{padding:6px 10px;margin-bottom:10px;gap:0;font-size:14px}
  input{font-size:18px;padding:7px 12px}.demo-hint{margin-top:8px;padding:6px 8px;font-size:12px}
  .actions{margin:10px 0 8px}button{padding:8px 12px}.acs-footer{display:none}
  .status{padding:20px 16px}
}
@media (max-width:300px){
  body{font-size:13px}.acs-header{padding:8px 10px}.scheme{font-size:10px}
  .acs-main{padding:10px 12px 4px}h1{font-size:16px}.lead{display:none}
  .summary{padding:6px 8px;margin-bottom:10px}.actions{flex-direction:column;gap:6px}
  input{font-size:16px;padding:8px}.acs-footer{padding:6px 12px}
}
`;

/** A plain bank mark (no real bank's logo). */
export const bankLogo = `<svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path fill="#fff" d="M12 2 2 7v2h20V7L12 2Zm-7 9v7H3v3h18v-3h-2v-7h-3v7h-2.5v-7h-3v7H8v-7H5Z"/></svg>`;
