// The arbiter's screen: shows a new round the moment it is revealed. The
// server tells this page how many rounds are revealed (server-sent
// events); when that is not what the page shows, the page is fetched
// again and its content put in place, with no reload. A hall full of
// screens behind one address asks at slightly different moments, and a
// refusal (the site busy) is tried again after the time it asks for, so
// no screen is left on an error. With no script the page reloads itself
// now and then (its <noscript>).
(function () {
  "use strict";
  var main = document.querySelector("main[data-revealed]");
  if (!main) {
    return;
  }
  function later(seconds, then) {
    window.setTimeout(then, seconds * 1000);
  }
  // A round that could not be checked is asked for again a little later.
  function retryIfAsked(page) {
    var retry = Number(page.getAttribute("data-retry"));
    if (retry > 0) {
      later(retry, start);
    }
  }
  if (!window.EventSource || !window.fetch || !window.DOMParser) {
    later(10, function () {
      window.location.reload();
    });
    return;
  }
  var shown = main.getAttribute("data-revealed");
  var wanted = shown;
  var loading = false;

  function load() {
    window
      .fetch(window.location.href, { cache: "no-store" })
      .then(function (response) {
        if (!response.ok) {
          var wait = Number(response.headers.get("Retry-After")) || 2;
          later(wait + Math.random() * 2, load);
          return null;
        }
        return response.text();
      })
      .then(function (html) {
        if (html === null) {
          return;
        }
        var page = new DOMParser().parseFromString(html, "text/html");
        var fresh = page.querySelector("main[data-revealed]");
        if (!fresh) {
          later(2 + Math.random() * 2, load);
          return;
        }
        main.replaceChildren.apply(main, Array.from(fresh.childNodes));
        shown = fresh.getAttribute("data-revealed");
        main.setAttribute("data-revealed", shown);
        document.title = page.title;
        loading = false;
        if (wanted !== shown) {
          start();
        } else {
          retryIfAsked(fresh);
        }
      })
      .catch(function () {
        later(2 + Math.random() * 2, load);
      });
  }
  function start() {
    if (loading) {
      return;
    }
    loading = true;
    later(Math.random(), load);
  }

  retryIfAsked(main);
  function connect() {
    var live = new EventSource(main.getAttribute("data-live"));
    live.addEventListener("open", function () {
      main.setAttribute("data-live-state", "open");
    });
    live.addEventListener("revealed", function (e) {
      wanted = e.data;
      if (wanted !== shown) {
        start();
      }
    });
    live.addEventListener("error", function () {
      main.setAttribute("data-live-state", "lost");
      // A stream refused (the site busy, too many screens) is not tried
      // again by the browser: try again a little later, each screen at
      // its own moment.
      if (live.readyState === EventSource.CLOSED) {
        later(3 + Math.random() * 3, connect);
      }
    });
  }
  connect();
  // A board the site was too busy to send is asked for again.
  main.addEventListener(
    "error",
    function (e) {
      var img = e.target;
      if (img && img.tagName === "IMG") {
        later(2 + Math.random() * 2, function () {
          img.setAttribute("src", img.getAttribute("src"));
        });
      }
    },
    true,
  );
})();
