// The arbiter's screen: shows a new round the moment it is revealed. The
// server tells this page how many rounds are revealed (server-sent
// events); when that is not what the page shows, it loads again. With no
// script the page reloads itself now and then (its <noscript>), and if
// the stream is refused for good, this script falls back to the same.
(function () {
  "use strict";
  var main = document.querySelector("main[data-revealed]");
  if (!main || !window.EventSource) {
    return;
  }
  var shown = main.getAttribute("data-revealed");
  var live = new EventSource(main.getAttribute("data-live"));
  live.addEventListener("open", function () {
    main.setAttribute("data-live-state", "open");
  });
  live.addEventListener("revealed", function (e) {
    if (e.data !== shown) {
      live.close();
      window.location.reload();
    }
  });
  live.addEventListener("error", function () {
    main.setAttribute("data-live-state", "lost");
    // A stream refused (too many screens, say) is not tried again by the
    // browser: reload later, as a page with no script does.
    if (live.readyState === EventSource.CLOSED) {
      window.setTimeout(function () {
        window.location.reload();
      }, 15000);
    }
  });
})();
