/**
 * The popup's last page. The data sits in a JSON script tag and a same-origin static script
 * (/social-callback.js) posts it to window.opener with the site's origin as the target, so a strict
 * CSP without inline scripts holds and no other origin can read the result.
 */
export function callbackPage(message: { type: 'social-auth'; status: string; callbackData: Record<string, unknown> }): string {
  // Escaping `<` keeps the JSON from closing the script tag whatever the provider sent us.
  const json = JSON.stringify(message).replace(/</g, '\\u003c')
  return `<!doctype html><html><head><meta charset="utf-8"><title>Signing in…</title></head><body>
<script type="application/json" id="social-auth-data">${json}</script>
<script src="/social-callback.js"></script>
</body></html>`
}

export const CALLBACK_CSP = "default-src 'none'; script-src 'self'; base-uri 'none'; form-action 'none'"
