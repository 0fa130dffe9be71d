/**
 * A stand-in for Stripe.js (https://js.stripe.com/v3), served by the local Stripe peer so browser
 * tests can pay without the internet. It implements only what Encore's checkout uses through
 * @stripe/react-stripe-js: `Stripe(key)`, `elements({clientSecret})`, `create('payment')` with
 * mount/on/off/update/destroy, `confirmPayment`, `confirmSetup` and `retrieveSetupIntent`. The
 * "Payment Element" is a plain card-number field; confirming posts it to the peer, which pays (4242…)
 * or declines (4000 0000 0000 0002) exactly as the peer's API then reports, and follows return_url.
 * It is NOT Stripe's UI: real card entry happens in Stripe's iframes, which need js.stripe.com.
 */
export function stripeJsDouble(origin: string): string {
  return `(() => {
  const ORIGIN = ${JSON.stringify(origin)};
  async function confirm(kind, elements, params) {
    const input = elements && elements._input && elements._input();
    const res = await fetch(ORIGIN + '/test/confirm', { method: 'POST', headers: { 'content-type': 'text/plain' }, body: JSON.stringify({ kind, client_secret: elements._secret, card: input ? input.value : '' }) });
    const body = await res.json();
    if (!res.ok) return { error: { type: 'card_error', message: body.error.message } };
    const url = new URL(params.return_url);
    const prefix = kind === 'payment' ? 'payment_intent' : 'setup_intent';
    url.searchParams.set(prefix, body.id);
    url.searchParams.set(prefix + '_client_secret', elements._secret);
    url.searchParams.set('redirect_status', 'succeeded');
    window.location.assign(url.toString());
    return new Promise(() => {});
  }
  window.Stripe = function Stripe(key) {
    return {
      _key: key,
      elements(options) {
        let node = null;
        let element = null;
        const elements = {
          _secret: options && options.clientSecret,
          _input: () => node && node.querySelector('input'),
          create(type) {
            const handlers = {};
            element = {
              mount(target) {
                node = typeof target === 'string' ? document.querySelector(target) : target;
                // Styles through the CSSOM: the page policy refuses style attributes in markup.
                const box = document.createElement('div');
                Object.assign(box.style, { display: 'flex', flexDirection: 'column', gap: '6px' });
                const label = document.createElement('label');
                label.htmlFor = 'encore-test-card';
                label.textContent = 'Test card number';
                const input = document.createElement('input');
                input.id = 'encore-test-card';
                input.inputMode = 'numeric';
                input.autocomplete = 'off';
                Object.assign(input.style, { padding: '8px', border: '1px solid currentColor', borderRadius: '6px', background: 'transparent', color: 'inherit', font: 'inherit' });
                const note = document.createElement('small');
                note.textContent = 'Test mode: a local Stripe stand-in, no real card is charged.';
                box.append(label, input, note);
                node.replaceChildren(box);
                (handlers.ready || []).forEach((h) => h({ elementType: type }));
                return element;
              },
              on(event, handler) { (handlers[event] = handlers[event] || []).push(handler); return element; },
              off(event, handler) { handlers[event] = (handlers[event] || []).filter((h) => h !== handler); return element; },
              update() {}, focus() { const i = elements._input(); if (i) i.focus(); }, blur() {}, clear() {},
              unmount() { if (node) node.innerHTML = ''; }, destroy() { if (node) node.innerHTML = ''; },
            };
            return element;
          },
          getElement() { return element; },
          update() {}, submit: async () => ({}), fetchUpdates: async () => ({}),
        };
        return elements;
      },
      confirmPayment: (o) => confirm('payment', o.elements, o.confirmParams),
      confirmSetup: (o) => confirm('setup', o.elements, o.confirmParams),
      async retrieveSetupIntent(secret) {
        const res = await fetch(ORIGIN + '/test/setup_intents?client_secret=' + encodeURIComponent(secret));
        return res.ok ? { setupIntent: await res.json() } : { error: { message: 'No such setup intent' } };
      },
      createToken: async () => ({ error: { message: 'not in test mode' } }),
      createPaymentMethod: async () => ({ error: { message: 'not in test mode' } }),
      confirmCardPayment: async () => ({ error: { message: 'not in test mode' } }),
      registerAppInfo() {}, _registerWrapper() {},
    };
  };
})();
`
}
