// The look of the local-method pages (bank, wallet, BLIK, mandate, app): one card, each
// method's accent colour from its class, readable from a 320 px device frame to a full page.
// Marks are drawn as text: the sandbox uses no method's real logo.
export const apmCss = `
*{box-sizing:border-box}
html,body{margin:0;min-height:100%}
body{font:15px/1.45 system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#1d2433;background:#eef1f6}
.apm{--accent:#0f3d5e;max-width:480px;margin:0 auto;background:#fff;min-height:100vh;display:flex;flex-direction:column}
@media (min-width:540px){body{padding:32px 16px}.apm{min-height:0;border-radius:14px;box-shadow:0 12px 32px rgba(16,24,40,.14);overflow:hidden}}
.m-ideal{--accent:#a3005f}.m-bancontact{--accent:#005498}.m-trustly{--accent:#0b6b3a}
.m-open_banking{--accent:#2b4c7e}.m-paypal{--accent:#003087}.m-pix{--accent:#1c6e66}
.m-swish{--accent:#b5125f}.m-blik{--accent:#1d1d1b}.m-sepa{--accent:#1f3f8f}
.m-klarna_network,.m-klarna{--accent:#8a1f5b}
.apm-header{display:flex;align-items:center;justify-content:space-between;gap:8px;padding:12px 16px;background:var(--accent);color:#fff}
.mark{font-weight:800;letter-spacing:.02em;font-size:17px}
.sandbox-tag{font-size:12px;font-weight:700;padding:3px 8px;border-radius:999px;background:#fff;color:var(--accent);white-space:nowrap}
main{padding:16px 20px 8px;flex:1}
h1{font-size:20px;line-height:1.25;margin:0 0 6px}
.lead{margin:0 0 12px;color:#4a5468}
.summary{margin:0 0 16px;padding:10px 12px;border:1px solid #dfe3eb;border-radius:10px;background:#f8f9fc;display:grid;gap:4px}
.summary div{display:flex;justify-content:space-between;gap:12px}
.summary dt{color:#5b6478}.summary dd{margin:0;font-weight:600;text-align:right;overflow-wrap:anywhere}
fieldset{border:0;margin:0 0 12px;padding:0}
legend,label.field{display:block;font-weight:600;margin:0 0 6px}
.banks{display:grid;grid-template-columns:repeat(auto-fill,minmax(140px,1fr));gap:6px}
.banks label{display:flex;align-items:center;gap:8px;padding:8px 10px;border:1px solid #cfd5df;border-radius:8px;cursor:pointer}
.banks input{accent-color:var(--accent);width:18px;height:18px;margin:0}
input.code{width:100%;font:inherit;font-size:22px;letter-spacing:.35em;padding:10px 12px;border:1px solid #8b93a5;border-radius:8px}
input.code:focus,.banks input:focus-visible{outline:3px solid #7fb2e5;outline-offset:1px}
input.code[aria-invalid=true]{border-color:#b42318}
.mandate{font-size:14px;color:#333c4e;border-left:3px solid var(--accent);padding:4px 0 4px 10px;margin:0 0 12px}
.error{color:#b42318;font-weight:600;margin:6px 0 0}
.demo-hint{margin:10px 0 0;padding:8px 10px;border-radius:8px;background:#fff6e0;color:#5c4400;font-size:13px}
.demo-hint a{color:#5c4400}
.expiry{font-size:13px;color:#4a5468;margin:8px 0 0}
.actions{display:flex;flex-wrap:wrap;gap:10px;margin:16px 0 8px}
button{flex:1 1 120px;font:inherit;font-weight:700;padding:11px 12px;border-radius:8px;cursor:pointer;border:2px solid var(--accent)}
.primary{background:var(--accent);color:#fff}.secondary{background:#fff;color:var(--accent)}
.quiet{flex-basis:100%;background:none;border-color:transparent;color:#4a5468;text-decoration:underline;font-weight:600}
button:focus-visible{outline:3px solid #7fb2e5;outline-offset:2px}
.qr{display:flex;flex-direction:column;align-items:center;gap:8px;margin:0 0 12px}
.qr svg{width:220px;height:220px;max-width:100%;border:1px solid #dfe3eb;border-radius:8px}
.copy{width:100%;font:13px/1.4 ui-monospace,Menlo,Consolas,monospace;overflow-wrap:anywhere;padding:8px;border:1px dashed #8b93a5;border-radius:8px;background:#f8f9fc;margin:0}
.phone{border:2px solid #cfd5df;border-radius:18px;padding:14px;margin:4px 0 8px}
.phone h2{font-size:16px;margin:0 0 4px}
.apm-footer{padding:10px 20px 14px;font-size:12px;color:#5b6478;border-top:1px solid #eef0f4}
.status{display:flex;flex-direction:column;align-items:center;text-align:center;padding:28px 20px;gap:8px}
.icon{width:48px;height:48px;border-radius:50%;display:grid;place-items:center;font-size:26px;font-weight:700;color:#fff}
.icon.passed{background:#1f7a4d}.icon.failed{background:#b42318}.icon.neutral{background:#5b6478}
.continue{display:inline-block;margin-top:8px;padding:10px 16px;border-radius:8px;background:var(--accent);color:#fff;font-weight:700;text-decoration:none}
`;
