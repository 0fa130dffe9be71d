// Starts the app on a server-rendered page (server/plugins/ssr.ts, docs/decisions/0034) once the page has
// loaded, so no JavaScript competes with the first paint and the largest image (issue 27: "no JavaScript
// needed before the largest paint"). The entry and the chunks it needs come from this element's data
// attributes; a classic script, as the page policy allows no inline script.
// A control pressed before then (by pointer or keyboard: both make a click) is not lost: the click is held,
// the app starts at once, and the click is given again to the same control once the page is hydrated
// (main.tsx sends 'encore:hydrated'). Links are left alone: they open their page as a page.
;(function () {
  var me = document.currentScript
  if (!me) return
  var entry = me.getAttribute('data-entry')
  var preloads = (me.getAttribute('data-preload') || '').split(' ')
  var CONTROLS = "button, summary, label, input[type='checkbox'], input[type='radio'], [role='button'], [role='switch'], [role='tab'], [role='menuitem'], [role='slider']"
  var started = false
  var held = null
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
  function hold(event) {
    var target = event.target instanceof window.Element ? event.target.closest(CONTROLS) : null
    if (!target || target.closest('a[href]')) return
    event.preventDefault()
    event.stopImmediatePropagation()
    held = target
    start()
  }
  // The root's commit can come before a part of the page (a suspended route) is hydrated: the control
  // answers once React has attached its props to it (a private key, checked only here; at most 5 s).
  function giveBack(target, since) {
    // The app may draw a control anew instead of adopting the server's (a page whose address it corrected):
    // the click goes to the control of the same kind and name, if the page has one.
    if (!target.isConnected) target = sameControl(target)
    if (!target) return
    var ready = Object.keys(target).some(function (key) {
      return key.indexOf('__reactProps$') === 0
    })
    if (ready) target.click()
    else if (Date.now() - since < 5000) window.requestAnimationFrame(function () { giveBack(target, since) })
  }
  function nameOf(control) {
    return control.getAttribute('aria-label') || (control.textContent || '').trim()
  }
  function sameControl(gone) {
    var name = nameOf(gone)
    var candidates = document.querySelectorAll(gone.tagName)
    for (var i = 0; i < candidates.length; i++) {
      if (candidates[i].matches(CONTROLS) && nameOf(candidates[i]) === name) return candidates[i]
    }
    return null
  }
  document.addEventListener('click', hold, true)
  document.addEventListener(
    'encore:hydrated',
    function () {
      document.removeEventListener('click', hold, true)
      var target = held
      held = null
      if (target) giveBack(target, Date.now())
    },
    { once: true },
  )
  // After the load event and the frame it paints: on a fast network every file of the page can have
  // arrived before the first paint, and a script asked for in that moment would compete with it.
  function startAfterPaint() {
    window.requestAnimationFrame(function () {
      window.setTimeout(start, 0)
    })
  }
  if (document.readyState === 'complete') startAfterPaint()
  else {
    window.addEventListener('load', startAfterPaint, { once: true })
    // An image that never finishes must not keep the page from working.
    window.setTimeout(start, 3000)
  }
})()
