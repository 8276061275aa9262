// Starts the app on server-rendered pages (decision 0018) after the browser has painted the HTML once: the page
// is readable at once on a slow phone, and neither the app's JavaScript nor its download holds that paint back.
;(function () {
  var script = document.currentScript
  var entry = script && script.getAttribute('data-entry')
  if (!entry) return

  // Until the app has taken the page over, a click on a button or link would do nothing or skip what the app does
  // on it: it is held, and given again once the app is ready (src/web/lib/hydration.ts calls __pmAppReady).
  var held = []
  var holding = true
  function hold(event) {
    if (!holding || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
      return
    var target =
      event.target instanceof Element
        ? event.target.closest('a[href], button, [role="button"], summary')
        : null
    if (!target || !document.getElementById('root').contains(target)) return
    event.preventDefault()
    event.stopImmediatePropagation()
    held.push(target)
  }
  document.addEventListener('click', hold, true)
  function sameLink(link) {
    var links = document.getElementById('root').querySelectorAll('a[href]')
    for (var i = 0; i < links.length; i++)
      if (links[i].href === link.href && links[i].textContent === link.textContent) return links[i]
    return null
  }
  function release(replay) {
    if (!holding) return
    holding = false
    document.removeEventListener('click', hold, true)
    for (var i = 0; i < held.length; i++) {
      var el = held[i]
      // The app may have redrawn that part (a carousel showing more cards on a wide screen): the same link is
      // looked up again by its address and text.
      if (!el.isConnected && el.href) el = sameLink(el) || el
      if (replay && el.isConnected) {
        // A tab acts on the press, not on the click (Radix Tabs): its press is given again too.
        if (el.getAttribute('role') === 'tab')
          el.dispatchEvent(new MouseEvent('mousedown', { bubbles: true, cancelable: true, button: 0 }))
        el.click()
      } else if (el.href) window.location.assign(el.href)
    }
    held = []
  }
  window.__pmAppReady = function () {
    release(true)
  }
  // If the app never starts (its script failed to load), links work as plain links again.
  setTimeout(function () {
    release(false)
  }, 15000)

  var started = false
  function start() {
    if (started) return
    started = true
    import(entry).catch(function () {
      release(false)
    })
    // The entry's own imports and the page's chunk, fetched side by side with it rather than after it; a few
    // at a time, so that adding them never holds the page for long on a slow phone.
    var preload = (script.getAttribute('data-preload') || '').split(' ').filter(Boolean)
    ;(function next() {
      var batch = preload.splice(0, 4)
      for (var i = 0; i < batch.length; i++) {
        var link = document.createElement('link')
        link.rel = 'modulepreload'
        link.href = batch[i]
        document.head.appendChild(link)
      }
      if (preload.length) setTimeout(next, 0)
    })()
  }
  requestAnimationFrame(function () {
    setTimeout(start, 0)
  })
  // A hidden tab gets no animation frames: start anyway.
  setTimeout(start, 250)
})()
