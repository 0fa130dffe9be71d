/**
 * A stand-in for PayPal's JS SDK (https://www.paypal.com/sdk/js), served by the local PayPal peer so
 * browser tests can subscribe without the internet. It implements only what Encore's checkout uses:
 * `paypal.Buttons({createSubscription, onApprove}).render(node)` and `close()`. The button calls
 * `createSubscription` with `actions.subscription.create`, which makes an APPROVAL_PENDING subscription
 * on the peer; the buyer then approves it in a small panel (where PayPal's popup would ask them to log in
 * and agree); the peer activates it, sends its signed webhooks, and `onApprove({subscriptionID})` runs.
 * It is NOT PayPal's UI: PayPal's buttons and popup need www.paypal.com.
 */
export function paypalJsDouble(origin: string): string {
  return `(() => {
  const ORIGIN = ${JSON.stringify(origin)};
  const post = async (path, body) => {
    const res = await fetch(ORIGIN + path, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: JSON.stringify(body || {}) });
    const json = await res.json();
    if (!res.ok) throw new Error(json.message || 'PayPal test peer error');
    return json;
  };
  const button = (label) => '<button type="button" style="width:100%;min-height:44px;border:0;border-radius:22px;background:#ffc439;color:#111;font-weight:600;cursor:pointer">' + label + '</button>';
  window.paypal = {
    Buttons(options) {
      let node = null;
      const actions = { subscription: { create: (input) => post('/test/subscriptions', input).then((s) => s.id) } };
      async function start() {
        const id = await options.createSubscription({}, actions);
        node.innerHTML = '<div role="group" aria-label="PayPal test approval" style="display:flex;flex-direction:column;gap:8px;padding:12px;border:1px solid currentColor;border-radius:8px">' +
          '<p style="margin:0">PayPal test mode: approve subscription ' + id + '. A local PayPal stand-in, nothing is charged.</p>' + button('Agree &amp; Subscribe') + '</div>';
        node.querySelector('button').addEventListener('click', async () => {
          await post('/test/subscriptions/' + encodeURIComponent(id) + '/approve');
          options.onApprove({ subscriptionID: id, orderID: id });
        });
      }
      return {
        render(target) {
          node = typeof target === 'string' ? document.querySelector(target) : target;
          node.innerHTML = button('Subscribe with PayPal');
          node.querySelector('button').addEventListener('click', () => void start().catch((e) => options.onError && options.onError(e)));
          return Promise.resolve();
        },
        close() { if (node) node.innerHTML = ''; return Promise.resolve(); },
        isEligible() { return true; },
      };
    },
  };
})();
`;
}
