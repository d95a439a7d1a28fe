// When play starts, on an event's pages: each <time data-local> is shown
// in the reader's own time zone (the page gives it in UTC, which is what
// a reader with no script sees), and the arbiter's screen counts down to
// the start of play (an element with data-play-at), then says that play
// has started. The count follows the server's clock, not this device's:
// the page says what time it was made (data-now), so a projector whose
// clock is wrong still counts to the same moment as the bot's reveal.
// The screen's other script may put a new round in place at any time:
// what is new is found at the next tick.
(function () {
  "use strict";
  var lang = document.documentElement.getAttribute("lang") || undefined;
  var format = null;
  try {
    format = new Intl.DateTimeFormat(lang, {
      hour: "2-digit",
      minute: "2-digit",
      timeZoneName: "short",
    });
  } catch (e) {
    format = null;
  }

  function localTimes() {
    if (!format) {
      return;
    }
    var times = document.querySelectorAll("time[data-local]:not([data-shown])");
    for (var i = 0; i < times.length; i += 1) {
      var time = times[i];
      var moment = new Date(time.getAttribute("datetime"));
      if (!isNaN(moment.getTime())) {
        time.setAttribute("title", time.textContent);
        time.textContent = format.format(moment);
      }
      time.setAttribute("data-shown", "");
    }
  }

  function two(n) {
    return (n < 10 ? "0" : "") + n;
  }

  // 14:05, or 1:02:03 past an hour.
  function left(seconds) {
    var h = Math.floor(seconds / 3600);
    var m = Math.floor((seconds % 3600) / 60);
    var s = seconds % 60;
    return (h > 0 ? h + ":" + two(m) : String(m)) + ":" + two(s);
  }

  function countdowns() {
    var counts = document.querySelectorAll("[data-play-at]");
    for (var i = 0; i < counts.length; i += 1) {
      var count = counts[i];
      if (!count.hasAttribute("data-offset")) {
        // The server's clock less this device's, when the page was made.
        var offset = Number(count.getAttribute("data-now")) - Date.now();
        count.setAttribute("data-offset", String(offset || 0));
      }
      var now = Date.now() + Number(count.getAttribute("data-offset"));
      var remaining = Math.ceil((Number(count.getAttribute("data-play-at")) - now) / 1000);
      if (remaining > 0) {
        var text = left(remaining);
        if (count.textContent !== text) {
          count.textContent = text;
        }
        count.setAttribute("data-left", String(remaining));
      } else if (count.getAttribute("data-left") !== "0") {
        count.textContent = count.getAttribute("data-started");
        count.setAttribute("data-left", "0");
        count.classList.add("started");
      }
    }
  }

  function tick() {
    localTimes();
    countdowns();
  }
  tick();
  window.setInterval(tick, 250);
})();
