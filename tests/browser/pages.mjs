// Backrank's web pages in a real browser (Debian's Chromium, driven by
// playwright-core): axe-core's audit of each page at a phone's width and a
// desk's, the front page used with the keyboard alone, a roll-along by
// clicks (and one by its boxes for the standard position and pairs), an
// event's arbiter's screen showing a round the moment it is revealed and
// counting down its study time to the start of play, Play on lichess
// pressed on a roll's page (its game's page audited), a screenshot of each
// page on a phone and a wide screen, and a roll's sheet and a round's
// sheets (with when play starts) printed to PDF on A4 and Letter.
//
//   node pages.mjs BASE_URL OUT_DIR PATH...
//
// Prints one JSON object on stdout; the Rust test (tests/integration/
// browser.rs) reads it and makes the assertions.
import { chromium } from "playwright-core";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
const axePath = require.resolve("axe-core/axe.min.js");
const [base, out, ...paths] = process.argv.slice(2);
// A phone's width and a desk's (the Rust test's WIDTHS).
const WIDTHS = (process.env.WIDTHS ?? "390,1280").split(",").map(Number);

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
  ],
});
const report = { pages: [], keyboard: null, printed: [] };
try {
  // axe is injected by the test, so the page's own policy (no script at
  // all) is set aside for the audit only. Each page is audited at a
  // phone's width and a desk's: what fits on a desk may scroll sideways on
  // a phone, and a region that scrolls must be reachable by keyboard.
  for (const width of WIDTHS) {
    const audit = await browser.newContext({
      bypassCSP: true,
      viewport: { width, height: width < 800 ? 844 : 800 },
    });
    for (const path of paths) {
      const page = await audit.newPage();
      const response = await page.goto(base + path);
      await page.addScriptTag({ path: axePath });
      const result = await page.evaluate(() =>
        window.axe.run(document, {
          runOnly: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"],
        }),
      );
      report.pages.push({
        path,
        width,
        status: response.status(),
        lang: await page.getAttribute("html", "lang"),
        passes: result.passes.length,
        incomplete: result.incomplete.length,
        violations: result.violations.map((v) => ({
          id: v.id,
          impact: v.impact,
          help: v.help,
          nodes: v.nodes.map((n) => n.target.join(" ")),
        })),
        // How wide the page is laid out: no wider than the screen, or the
        // whole page scrolls sideways.
        pageWidth: await page.evaluate(() => document.documentElement.scrollWidth),
        // What scrolls sideways at this width (to know the audit met it).
        sideways: await page.evaluate(() =>
          [...document.querySelectorAll("body *")]
            .filter((e) => e.scrollWidth > e.clientWidth + 1 && ["auto", "scroll"].includes(getComputedStyle(e).overflowX))
            .map((e) => ({
              tag: e.tagName.toLowerCase(),
              tabindex: e.getAttribute("tabindex"),
              role: e.getAttribute("role"),
              label: e.getAttribute("aria-label"),
            })),
        ),
      });
      await page.close();
    }
    await audit.close();
  }

  // The pages as people get them, with their policy in force.
  const phone = await browser.newContext({ viewport: { width: WIDTHS[0], height: 844 } });
  const wide = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  const errors = [];
  for (const [i, path] of paths.entries()) {
    for (const [name, context] of [["phone", phone], ["wide", wide]]) {
      const page = await context.newPage();
      // A refusal page's own status is expected; anything else that
      // fails (its style sheet, its board, a blocked script) is not.
      page.on("console", (m) => {
        if (m.type() === "error" && !m.text().startsWith("Failed to load resource")) {
          errors.push(`${path}: ${m.text()}`);
        }
      });
      page.on("response", (r) => {
        if (r.status() >= 400 && r.url() !== base + path) {
          errors.push(`${path}: ${r.url()} answered ${r.status()}`);
        }
      });
      await page.goto(base + path, { waitUntil: "load" });
      await page.screenshot({ path: `${out}/page-${i}-${name}.png`, fullPage: name === "phone" });
      await page.close();
    }
  }
  report.consoleErrors = errors;

  // Play on lichess: the roll's page's button, pressed, gives the game's
  // page (its addresses from the stand-in for lichess). Audited at each
  // width (the page is a post's answer, so reached by the press), then
  // pressed under the page's own policy on a phone, and shot before and
  // after.
  report.play = { violations: [] };
  const playPath = process.env.PLAY_PATH;
  for (const width of WIDTHS) {
    const audit = await browser.newContext({
      bypassCSP: true,
      viewport: { width, height: width < 800 ? 844 : 800 },
    });
    const p = await audit.newPage();
    await p.goto(base + playPath);
    await Promise.all([
      p.waitForURL(/\/lichess(\?|$)/),
      p.getByRole("button", { name: "Play on lichess" }).click(),
    ]);
    await p.addScriptTag({ path: axePath });
    const result = await p.evaluate(() =>
      window.axe.run(document, {
        runOnly: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"],
      }),
    );
    report.play.violations.push(
      ...result.violations.map((v) => `${width} px: ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`),
    );
    const wide = await p.evaluate(() => document.documentElement.scrollWidth);
    if (wide > width) report.play.violations.push(`${width} px: the page is ${wide} px wide`);
    await audit.close();
  }
  const roll = await phone.newPage();
  roll.on("console", (m) => {
    if (m.type() === "error") errors.push(`play: ${m.text()}`);
  });
  await roll.goto(base + playPath);
  await roll.screenshot({ path: `${out}/play-roll-phone.png`, fullPage: true });
  const [answer] = await Promise.all([
    roll.waitForResponse((r) => r.request().method() === "POST"),
    roll.getByRole("button", { name: "Play on lichess" }).click(),
  ]);
  await roll.waitForURL(/\/lichess(\?|$)/);
  report.play.status = answer.status();
  report.play.landed = new URL(roll.url()).pathname;
  report.play.heading = await roll.textContent("h1");
  report.play.game = await roll.getAttribute(".game-link a", "href");
  report.play.shown = await roll.textContent(".game-link a");
  report.play.white = await roll.getByRole("link", { name: "Play White" }).getAttribute("href");
  report.play.black = await roll.getByRole("link", { name: "Play Black" }).getAttribute("href");
  await roll.screenshot({ path: `${out}/play-made-phone.png`, fullPage: true });
  await roll.close();

  // The front page with the keyboard alone: Tab to the code's field,
  // type, Enter.
  const page = await phone.newPage();
  await page.goto(base + "/");
  let tabs = 0;
  while (tabs < 10 && (await page.evaluate(() => document.activeElement?.id)) !== "code") {
    await page.keyboard.press("Tab");
    tabs += 1;
  }
  await page.keyboard.type(process.env.CODE ?? "");
  await Promise.all([page.waitForURL(/\/r\//), page.keyboard.press("Enter")]);
  report.keyboard = {
    tabs,
    landed: new URL(page.url()).pathname,
    heading: await page.textContent("h1"),
  };

  // Taps the face button named `name` and waits for the page it leads to:
  // the next throw's, whose address carries the faces so far (`f=`, as
  // replay codes write them: "h"/"t" for a coin, digits for a d6), or the
  // finished roll's. Waiting for "load" alone could resolve on the page
  // already shown, and the next tap then hit its old link and lost a face.
  async function tapFace(p, name, faces) {
    await Promise.all([
      p.waitForURL(
        (u) => u.pathname.startsWith("/r/") || u.searchParams.get("f") === faces,
      ),
      p.getByRole("button", { name, exact: true }).click(),
    ]);
  }

  // A roll-along by clicks alone: the method and the coin, Start, then a
  // click on the face that landed for each toss of TOSSES.
  const along = await phone.newPage();
  await along.goto(base + "/roll/chess960?lang=en");
  await along.selectOption("#method", "number");
  await along.selectOption("#dice", "coin");
  await Promise.all([along.waitForURL(/\/throw\?/), along.click("button[type=submit]")]);
  let clicks = 0;
  for (const toss of process.env.TOSSES ?? "") {
    const face = toss === "H" ? "Heads" : "Tails";
    await tapFace(along, face, (process.env.TOSSES ?? "").slice(0, clicks + 1).toLowerCase());
    clicks += 1;
  }
  await along.waitForURL(/\/r\//);
  report.along = {
    clicks,
    landed: new URL(along.url()).pathname,
    heading: await along.textContent("h1"),
  };
  await along.screenshot({ path: `${out}/along-done.png` });

  // The same by its labelled boxes: the standard position thrown again and
  // a pair of games, then faces that make the standard position first
  // (FACES_RULED), each tapped.
  const ruled = await phone.newPage();
  await ruled.goto(base + "/roll/chess960?lang=en");
  await ruled.selectOption("#method", "placement");
  await ruled.selectOption("#dice", "d6");
  await ruled.getByLabel("Throw again if the standard position comes").check();
  await ruled.getByLabel("For a pair of games, colours swapped").check();
  await ruled.screenshot({ path: `${out}/along-rules.png` });
  await Promise.all([ruled.waitForURL(/\/throw\?/), ruled.click("button[type=submit]")]);
  let taps = 0;
  for (const face of process.env.FACES_RULED ?? "") {
    if (taps === 5) await ruled.screenshot({ path: `${out}/along-again.png`, fullPage: true });
    await tapFace(ruled, face, (process.env.FACES_RULED ?? "").slice(0, taps + 1));
    taps += 1;
  }
  await ruled.waitForURL(/\/r\//);
  report.alongRuled = {
    taps,
    landed: new URL(ruled.url()).pathname,
    heading: await ruled.textContent("h1"),
  };

  // A roll's sheet on paper.
  for (const format of ["A4", "Letter"]) {
    const file = `${out}/sheet-${format}.pdf`;
    await page.pdf({ path: file, format, printBackground: true });
    report.printed.push({ format, file });
  }

  // An event's arbiter's screen on a projector: once its stream is open,
  // the next round is revealed with a minute of study (REVEAL_URL does
  // what /event next study:1 does), and the screen must load it by itself,
  // its countdown running.
  const projector = await browser.newContext({ viewport: { width: 1920, height: 1080 } });
  const screen = await projector.newPage();
  screen.on("console", (m) => {
    if (m.type() === "error") errors.push(`screen: ${m.text()}`);
  });
  await screen.goto(base + process.env.EVENT + "/screen");
  const before = await screen.getAttribute("main", "data-revealed");
  await screen.waitForSelector('main[data-live-state="open"]');
  await screen.screenshot({ path: `${out}/screen-before.png` });
  let reloads = 0;
  screen.on("load", () => {
    reloads += 1;
  });
  const revealed = await (await fetch(process.env.REVEAL_URL + "?study=1")).text();
  // The new round is put in place with no reload.
  await screen.waitForSelector(`main[data-revealed="${Number(before) + 1}"]`, { timeout: 60000 });
  await screen.waitForFunction(() => {
    const board = document.querySelector("main figure.board img");
    return board && board.complete && board.naturalWidth > 0;
  });
  await screen.waitForSelector("main .countdown[data-left]");
  report.screen = {
    countdown: await screen.textContent("main .countdown"),
    before,
    reloads,
    title: await screen.title(),
    after: await screen.getAttribute("main", "data-revealed"),
    heading: await screen.textContent("h1"),
    number: await screen.textContent("dl.facts dd"),
    revealed,
  };
  await screen.screenshot({ path: `${out}/screen-after.png` });

  // The study time's end without waiting it out: the bot's clock is put
  // ahead to 5 seconds before play starts (the moment the reveal named),
  // and a screen opened then counts them down and says that play has
  // started, with no reload, under the page's own policy.
  const playAt = Number(/<t:(\d+):t>/.exec(revealed)?.[1]);
  await fetch(`${process.env.AHEAD_URL}?seconds=${Math.round(playAt - 5 - Date.now() / 1000)}`);
  const counting = await projector.newPage();
  counting.on("console", (m) => {
    if (m.type() === "error") errors.push(`countdown: ${m.text()}`);
  });
  await counting.goto(base + process.env.EVENT + "/screen");
  let countingLoads = 0;
  counting.on("load", () => {
    countingLoads += 1;
  });
  await counting.waitForSelector("main .countdown[data-left]");
  const firstSeen = {
    text: await counting.textContent("main .countdown"),
    left: Number(await counting.getAttribute("main .countdown", "data-left")),
  };
  await counting.screenshot({ path: `${out}/screen-countdown.png` });
  await counting.getByText("Play has started").waitFor({ timeout: 30000 });
  report.countdown = {
    playAt,
    firstSeen,
    datetime: await counting.getAttribute("main time", "datetime"),
    utc: await counting.getAttribute("main time", "title"),
    local: await counting.textContent("main time"),
    left: await counting.getAttribute("main .countdown", "data-left"),
    started: await counting.textContent("main .countdown"),
    reloads: countingLoads,
  };
  await counting.screenshot({ path: `${out}/screen-started.png` });
  // The screen and the round's sheets with a start of play, audited.
  const audit = await browser.newContext({ bypassCSP: true, viewport: { width: 1280, height: 800 } });
  report.countdown.violations = [];
  for (const path of [process.env.EVENT + "/screen", process.env.EVENT + "/2/sheets?boards=2"]) {
    const page = await audit.newPage();
    await page.goto(base + path);
    await page.waitForSelector("main time[data-shown]");
    await page.addScriptTag({ path: axePath });
    const result = await page.evaluate(() =>
      window.axe.run(document, {
        runOnly: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"],
      }),
    );
    report.countdown.violations.push(...result.violations.map((v) => `${path}: ${v.id}: ${v.help}`));
  }
  await audit.close();

  // A hall of screens behind one address, past the site's budget of
  // requests: each is opened in turn (a refused page's Refresh brings it
  // back), then the next round is revealed, and every screen must show it
  // (a refused fetch or board is asked for again).
  // A context each, as each device is its own browser (one browser keeps
  // at most six connections to a site, and each screen holds one open).
  const devices = [];
  const screens = [];
  const refused = [];
  for (let i = 0; i < Number(process.env.HALL_SCREENS ?? 0); i += 1) {
    const device = await browser.newContext({ viewport: { width: 800, height: 600 } });
    devices.push(device);
    const s = await device.newPage();
    s.on("response", (r) => {
      if (r.status() === 429) refused.push(r.url().replace(process.env.HALL, ""));
    });
    await s.goto(process.env.HALL + process.env.EVENT + "/screen");
    await s.waitForSelector('main[data-live-state="open"]', { timeout: 60000 });
    screens.push(s);
  }
  const hallBefore = await screens[0]?.getAttribute("main", "data-revealed");
  await fetch(process.env.REVEAL_URL);
  const want = String(Number(hallBefore) + 1);
  for (const s of screens) {
    await s.waitForSelector(`main[data-revealed="${want}"]`, { timeout: 60000 });
    await s.waitForFunction(() => {
      const board = document.querySelector("main figure.board img");
      return board && board.complete && board.naturalWidth > 0;
    }, null, { timeout: 60000 });
  }
  report.hall = {
    refused,
    screens: screens.length,
    shown: await Promise.all(screens.map((s) => s.getAttribute("main", "data-revealed"))),
  };
  await screens[screens.length - 1]?.screenshot({ path: `${out}/hall-last.png` });
  for (const device of devices) {
    await device.close();
  }

  // A round's sheets for four boards: a page a board, each saying when
  // play starts (round 2's, given study time), as printed.
  report.sheets = [];
  const sheets = await phone.newPage();
  await sheets.goto(base + process.env.EVENT + "/2/sheets?boards=4");
  await sheets.waitForSelector("main time[data-shown]");
  await sheets.emulateMedia({ media: "print" });
  await sheets.screenshot({ path: `${out}/round-sheets-print.png`, fullPage: true });
  report.sheetTimes = await sheets.$$eval("section.board-sheet", (boards) =>
    boards.map((b) => {
      const time = b.querySelector("time");
      const box = time?.getBoundingClientRect();
      return {
        datetime: time?.getAttribute("datetime"),
        text: time?.textContent,
        printed: !!box && box.width > 0 && box.height > 0 && getComputedStyle(time).visibility === "visible",
      };
    }),
  );
  for (const format of ["A4", "Letter"]) {
    const file = `${out}/round-sheets-${format}.pdf`;
    await sheets.pdf({ path: file, format, printBackground: true });
    report.sheets.push({ format, file });
  }
} finally {
  await browser.close();
}
console.log(JSON.stringify(report));
