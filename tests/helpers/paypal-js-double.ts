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
  // Styles through the CSSOM: the page policy refuses style attributes in markup.
  const button = (label) => {
    const b = document.createElement('button');
    b.type = 'button';
    b.textContent = label;
    Object.assign(b.style, { font: 'inherit', width: '100%', minHeight: '44px', border: '0', borderRadius: '22px', background: '#ffc439', color: '#111', fontWeight: '600', cursor: 'pointer' });
    return b;
  };
  window.paypal = {
    Buttons(options) {
      let node = null;
      const actions = { subscription: { create: (input) => post('/test/subscriptions', input).then((s) => s.id) } };
      async function start() {
        const id = await options.createSubscription({}, actions);
        const panel = document.createElement('div');
        panel.setAttribute('role', 'group');
        panel.setAttribute('aria-label', 'PayPal test approval');
        Object.assign(panel.style, { display: 'flex', flexDirection: 'column', gap: '8px', padding: '12px', border: '1px solid currentColor', borderRadius: '8px' });
        const text = document.createElement('p');
        text.style.margin = '0';
        text.textContent = 'PayPal test mode: approve subscription ' + id + '. A local PayPal stand-in, nothing is charged.';
        const agree = button('Agree & Subscribe');
        panel.append(text, agree);
        node.replaceChildren(panel);
        agree.addEventListener('click', async () => {
          await post('/test/subscriptions/' + encodeURIComponent(id) + '/approve');
          options.onApprove({ subscriptionID: id, orderID: id });
        });
      }
      return {
        render(target) {
          node = typeof target === 'string' ? document.querySelector(target) : target;
          const subscribe = button('Subscribe with PayPal');
          node.replaceChildren(subscribe);
          subscribe.addEventListener('click', () => void start().catch((e) => options.onError && options.onError(e)));
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
