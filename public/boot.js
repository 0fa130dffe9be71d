// Starts the app on a server-rendered page (server/plugins/ssr.ts, docs/decisions/0034) once the page has
// loaded, so no JavaScript competes with the first paint and the largest image (issue 27: "no JavaScript
// needed before the largest paint"). The page's controls wait for the app meanwhile (styles/app.css). The
// entry and the chunks it needs come from this element's data attributes; a classic script, as the page
// policy allows no inline script.
;(function () {
  var me = document.currentScript
  if (!me) return
  var entry = me.getAttribute('data-entry')
  var preloads = (me.getAttribute('data-preload') || '').split(' ')
  var started = false
  function start() {
    if (started || !entry) return
    started = true
    for (var i = 0; i < preloads.length; i++) {
      if (!preloads[i]) continue
      var link = document.createElement('link')
      link.rel = 'modulepreload'
      link.crossOrigin = ''
      link.href = preloads[i]
      document.head.appendChild(link)
    }
    var script = document.createElement('script')
    script.type = 'module'
    script.crossOrigin = ''
    script.src = entry
    document.head.appendChild(script)
  }
  if (document.readyState === 'complete') start()
  else {
    window.addEventListener('load', start, { once: true })
    // An image that never finishes must not keep the page from working.
    window.setTimeout(start, 3000)
  }
})()
