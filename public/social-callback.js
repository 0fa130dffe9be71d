// Social login popup: hand the result to the page that opened us, on our own origin only, then close.
;(function () {
  var el = document.getElementById('social-auth-data')
  var message = { type: 'social-auth', status: 'ERROR', callbackData: {} }
  try {
    if (el) message = JSON.parse(el.textContent || '')
  } catch (e) {}
  if (window.opener) window.opener.postMessage(message, window.location.origin)
  window.close()
})()
