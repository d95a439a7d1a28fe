// The table's pages used for real (issue 63), in Debian's Chromium driven
// by playwright-core: printed on A4 and Letter, measured on a phone,
// used by the keyboard alone, double-tapped, read in five languages, a
// game made on lichess and its page reloaded, the arbiter's screen on a
// 1280×720 projector and in dark mode. Each part reports what it saw (or
// the error that stopped it, so the other parts still run); the Rust test
// (tests/integration/browser_table.rs) makes the assertions.
//
// Environment: BASE, QUICK (the same site with no moment for a double
// tap), OUT (files), SHOTS (a second folder for the screenshots, may be
// empty), PRINTED, COIN_CODE, TOSSES, KEYS, KEY_FACES, EVENT, WAITING.
import { chromium } from "playwright-core";
import { copyFileSync } from "node:fs";

const env = process.env;
const base = env.BASE;
const quick = env.QUICK;
const out = env.OUT;
const LANGS = ["en", "de", "es", "fr", "ko"];

const browser = await chromium.launch({
  executablePath: env.CHROMIUM ?? "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
  ],
});
const phone = await browser.newContext({
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 3,
  isMobile: true,
  hasTouch: true,
});
const desk = await browser.newContext({ viewport: { width: 1280, height: 800 } });
desk.setDefaultTimeout(10000);
phone.setDefaultTimeout(10000);
const report = {};

async function shot(page, name, fullPage = true) {
  const file = `${out}/${name}.png`;
  await page.screenshot({ path: file, fullPage });
  if (env.SHOTS) copyFileSync(file, `${env.SHOTS}/${name}.png`);
}

async function part(name, run) {
  try {
    report[name] = await run();
  } catch (e) {
    report[name] = { ...(report[name] ?? {}), error: String(e?.stack ?? e) };
  }
}

// 3. A roll's page on paper.
await part("printed", async () => {
  const files = [];
  for (const code of env.PRINTED.split(",")) {
    for (const lang of ["en", "fr"]) {
      // A page each: one whose media was switched to print and back does
      // not print as a fresh one does.
      const page = await desk.newPage();
      await page.goto(`${base}/r/${code}?lang=${lang}`);
      for (const format of ["A4", "Letter"]) {
        const file = `${out}/print-${code}-${lang}-${format}.pdf`;
        await page.pdf({ path: file, format, printBackground: true });
        files.push({ code, lang, format, file });
      }
      // The sheet as printed on Letter, the shorter one (its printable
      // width and height at 96 px an inch).
      await page.emulateMedia({ media: "print" });
      await page.setViewportSize({ width: 725, height: 965 });
      await shot(page, `print-${code}-${lang}`);
      await page.close();
    }
  }
  return { files };
});

// 4. What a thumb presses, on a phone: every link, button, field and box
// (by its label) at least 44×44, but a link in a sentence; and a coin's
// words inside their buttons at a phone's width and a desk's.
await part("targets", async () => {
  const pages = [
    "/roll/chess960?lang=de",
    "/roll/chess960/throw?method=placement&dice=coin&f=th&lang=fr",
    "/roll/chess960/throw?method=placement&dice=d6&f=2&lang=en",
    "/roll/chess960/throw?method=placement&dice=d20&lang=ko",
    `/r/${env.COIN_CODE}?lang=es`,
    "/r/960-p6xs-2332311111-3?lang=en",
    "/roll/chess960/throw?method=placement&dice=d6&f=27&lang=de",
  ];
  const small = [];
  const overflowing = [];
  let measured = 0;
  for (const [i, path] of pages.entries()) {
    const page = await phone.newPage();
    await page.goto(base + path);
    const seen = await page.evaluate(() => {
      const controls = [...document.querySelectorAll("a, button, select, input:not([type=hidden]), summary")];
      return controls
        .map((c) => {
          // A box is pressed by its label as well.
          const target = c.matches("input[type=checkbox], input[type=radio]") ? c.closest("label") ?? c : c;
          // A link in a sentence is exempt (WCAG 2.5.8's inline
          // exception): its parent holds more words than it.
          const parent = target.parentElement;
          const inline = target.tagName === "A" && parent && parent.textContent.trim() !== target.textContent.trim();
          const box = target.getBoundingClientRect();
          return {
            what: `${target.tagName.toLowerCase()} ${target.textContent.trim().slice(0, 30)}`,
            width: Math.round(box.width * 10) / 10,
            height: Math.round(box.height * 10) / 10,
            inline,
            shown: box.width > 0 && box.height > 0,
          };
        })
        .filter((c) => c.shown && !c.inline);
    });
    measured += seen.length;
    for (const c of seen) {
      if (c.width < 44 || c.height < 44) small.push({ path, ...c });
    }
    await shot(page, `targets-${i}-phone`);
    await page.close();
  }
  for (const context of [phone, desk]) {
    for (const lang of LANGS) {
      const page = await context.newPage();
      await page.goto(`${base}/roll/chess960/throw?method=placement&dice=coin&f=th&lang=${lang}`);
      overflowing.push(
        ...(await page.$$eval(".faces button, .faces a", (faces) =>
          faces.filter((f) => f.scrollWidth > f.clientWidth + 1).map((f) => f.textContent.trim()),
        )).map((f) => `${lang}: ${f}`),
      );
      if (lang === "en") await shot(page, `coin-${context === phone ? "phone" : "desk"}`);
      await page.close();
    }
  }
  return { small, measured, overflowing };
});

// 5. The keyboard alone: from the page a throw leaves, Tab (or Shift+Tab)
// to the face, then Space; the keys each face took, and whether the focus
// was on a face when each page came.
await part("keyboard", async () => {
  const page = await desk.newPage();
  await page.goto(base + env.KEYS);
  const keys = [];
  const focusOnFaces = [];
  const focusedFace = () =>
    page.evaluate(() => {
      const a = document.activeElement;
      return a?.classList.contains("face") ? Number(a.textContent.trim()) : null;
    });
  for (const [i, face] of [...env.KEY_FACES].entries()) {
    const want = Number(face);
    let at = await focusedFace();
    focusOnFaces.push(at !== null);
    let presses = 0;
    while (at !== want && presses < 30) {
      await page.keyboard.press(at !== null && at > want ? "Shift+Tab" : "Tab");
      presses += 1;
      at = await focusedFace();
    }
    keys.push(presses);
    if (i === 1) await shot(page, "keyboard-focus", false);
    const faces = env.KEY_FACES.slice(0, i + 1);
    await Promise.all([
      page.waitForURL((u) => u.pathname.startsWith("/r/") || u.searchParams.get("f") === faces),
      page.keyboard.press("Space"),
    ]);
  }
  await page.waitForURL(/\/r\//);
  const landed = new URL(page.url()).pathname;
  await page.close();
  return { keys, focusOnFaces, landed };
});

// 2. A double tap: a face tapped, then tapped again the moment its page
// came.
await part("doubleTap", async () => {
  const page = await phone.newPage();
  await page.goto(`${base}/roll/chess960/throw?method=placement&dice=d6&lang=en`);
  await shot(page, "double-tap-start");
  const face = () => page.locator(".faces .face", { hasText: /^2$/ });
  await Promise.all([page.waitForURL((u) => u.searchParams.get("f") === "2"), face().tap()]);
  await Promise.all([page.waitForURL((u) => u.searchParams.has("repeat") || u.searchParams.get("f") !== "2"), face().tap()]);
  await page.waitForLoadState("load");
  await shot(page, "double-tap-after");
  const result = {
    f: new URL(page.url()).searchParams.get("f"),
    notice: await page.locator(".notice").textContent({ timeout: 2000 }).catch(() => null),
    soFar: await page.$$eval(".so-far li", (l) => l.map((li) => li.textContent.trim())),
    undo: await page.locator("a.undo").getAttribute("href", { timeout: 2000 }).catch(() => null),
  };
  await page.close();
  return result;
});

// 1. A coin's letters and its buttons, in each language; then a
// roll-along in German by the key's letters.
await part("coin", async () => {
  const seen = {};
  for (const lang of LANGS) {
    const page = await phone.newPage();
    await page.goto(`${base}/roll/chess960/throw?method=placement&dice=coin&f=th&lang=${lang}`);
    seen[lang] = {
      key: await page.locator(".coin-key").textContent({ timeout: 2000 }).catch(() => null),
      buttons: await page.$$eval(".faces .face", (faces) =>
        faces.map((f) => ({
          name: [...f.childNodes].filter((n) => n.nodeType === 3).map((n) => n.textContent).join("").trim(),
          letter: f.querySelector(".letter")?.textContent ?? null,
        })),
      ),
    };
    await shot(page, `coin-${lang}`);
    await page.close();
  }
  return seen;
});
await part("coinRun", async () => {
  const page = await phone.newPage();
  await page.goto(`${quick}/roll/chess960/throw?method=number&dice=coin&lang=de`);
  for (const [i, toss] of [...env.TOSSES].entries()) {
    const button = page.locator(".faces .face", { has: page.locator(".letter", { hasText: toss }) });
    const faces = env.TOSSES.slice(0, i + 1).toLowerCase();
    await Promise.all([
      page.waitForURL((u) => u.pathname.startsWith("/r/") || u.searchParams.get("f") === faces),
      button.tap({ timeout: 2000 }),
    ]);
  }
  return { landed: new URL(page.url()).pathname };
});

// 10. After the standard position is thrown again, and a replay code on a
// phone.
await part("restart", async () => {
  const page = await phone.newPage();
  await page.goto(`${base}/roll/chess960/throw?method=placement&dice=d6&exclude_standard=true&f=23323&lang=en`);
  await shot(page, "restart");
  const progress = await page.textContent(".progress");
  await page.close();
  return { progress: progress.trim() };
});
await part("codeLines", async () => {
  const lines = [];
  for (const code of env.PRINTED.split(",")) {
    for (const lang of LANGS) {
      const page = await phone.newPage();
      await page.goto(`${base}/r/${code}?lang=${lang}`);
      const n = await page.$$eval("dl.facts dd code", (codes, code) => {
        const c = codes.find((e) => e.textContent.trim() === code);
        return c ? c.getClientRects().length : -1;
      }, code);
      if (lang === "en" || lang === "es") {
        await page.locator("dl.facts dd code").last().scrollIntoViewIfNeeded();
        await shot(page, `code-${code}-${lang}-phone`, false);
      }
      lines.push({ code, lang, lines: n });
      await page.close();
    }
  }
  return lines;
});

// 8. Words in each language: the coin in the die list, the facts' names.
await part("words", async () => {
  const words = {};
  for (const lang of LANGS) {
    const page = await desk.newPage();
    await page.goto(`${base}/roll/chess960?lang=${lang}`);
    const coin = await page.textContent("#dice option[value=coin]");
    await page.goto(`${base}/r/${env.COIN_CODE}?lang=${lang}`);
    const labels = await page.$$eval("dl.facts dt", (d) => d.map((t) => t.textContent.trim()));
    words[lang] = { coin: coin.trim(), labels };
    await page.close();
  }
  return words;
});

// 7. Ways on from a refusal: a roll-along's address that cannot go on,
// and a round's sheets for boards that are not a number.
await part("lost", async () => {
  const page = await phone.newPage();
  await page.goto(`${base}/roll/chess960/throw?method=placement&dice=d6&f=27&lang=de`);
  await shot(page, "lost-along");
  const result = {
    links: await page.$$eval("main a", (a) => a.map((l) => l.getAttribute("href"))),
    languages: await page.locator("nav.languages a").count(),
  };
  await page.close();
  return result;
});
await part("badBoards", async () => {
  const page = await phone.newPage();
  const response = await page.goto(`${base}${env.EVENT}/1/sheets?boards=abc&lang=de`);
  await shot(page, "bad-boards");
  const result = {
    status: response.status(),
    lang: await page.getAttribute("html", "lang"),
    text: await page.textContent("main"),
  };
  await page.close();
  return result;
});

// 6. Play on lichess, then the game's page reloaded.
await part("play", async () => {
  const page = await phone.newPage();
  await page.goto(`${base}/r/${env.COIN_CODE}?lang=en`);
  await Promise.all([page.waitForURL(/\/lichess/), page.locator("form.play button").tap()]);
  const first = {
    url: page.url(),
    game: await page.getAttribute(".game-link a", "href"),
  };
  await shot(page, "play-made");
  const again = await page.reload();
  const reloaded = {
    status: again.status(),
    url: page.url(),
    game: await page.getAttribute(".game-link a", "href", { timeout: 2000 }).catch(() => null),
  };
  await shot(page, "play-reloaded");
  await page.close();
  return { first, reloaded };
});

// 9. The arbiter's screen on a 1280×720 projector, light and dark, and
// before round 1.
await part("screen", async () => {
  const result = {};
  const luminance = (rgb) => {
    const [r, g, b] = rgb.match(/\d+(\.\d+)?/g).slice(0, 3).map(Number);
    return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
  };
  for (const scheme of ["light", "dark"]) {
    const projector = await browser.newContext({ viewport: { width: 1280, height: 720 }, colorScheme: scheme });
    const page = await projector.newPage();
    await page.goto(base + env.EVENT + "/screen");
    await page.waitForFunction(() => {
      const board = document.querySelector("main figure.board img");
      return board && board.complete && board.naturalWidth > 0;
    });
    await shot(page, `screen-1280-${scheme}`, false);
    const seen = await page.evaluate(() => {
      const variant = document.querySelector(".screen-variant").getBoundingClientRect();
      const number = document.querySelector("dl.facts dd");
      const board = document.querySelector("main figure.board img").getBoundingClientRect();
      return {
        variantBottom: variant.bottom,
        numberSize: parseFloat(getComputedStyle(number).fontSize),
        boardHeight: board.height / innerHeight,
        // How much of the width the number's own words take (a range
        // around the text, not the box, which is as wide as its column).
        numberWidth: (() => {
          const range = document.createRange();
          range.selectNodeContents(number);
          return range.getBoundingClientRect().width / innerWidth;
        })(),
        background: getComputedStyle(document.body).backgroundColor,
        html: getComputedStyle(document.documentElement).backgroundColor,
        text: getComputedStyle(document.querySelector("h1")).color,
      };
    });
    if (scheme === "light") {
      Object.assign(result, seen);
    } else {
      result.darkBackground = luminance(seen.html);
      result.darkText = luminance(seen.text);
    }
    if (scheme === "light") {
      await page.goto(base + env.WAITING + "/screen");
      await shot(page, "screen-before-round-1", false);
      result.before = await page.evaluate(() => {
        const facts = document.querySelector("main dl.facts");
        const waiting = document.querySelector("main .waiting");
        return {
          align: facts ? getComputedStyle(facts).textAlign : null,
          factsSize: facts ? parseFloat(getComputedStyle(facts.querySelector("dd")).fontSize) : null,
          waitingSize: parseFloat(getComputedStyle(waiting).fontSize),
          // The space left of the rules' words and right of them.
          gaps: facts
            ? [
                facts.querySelector("dt").getBoundingClientRect().left,
                innerWidth - [...facts.querySelectorAll("dd")].map((d) => {
                  const range = document.createRange();
                  range.selectNodeContents(d);
                  return range.getBoundingClientRect().right;
                }).reduce((a, b) => Math.max(a, b), 0),
              ]
            : null,
        };
      });
    }
    await projector.close();
  }
  return result;
});

await browser.close();
console.log(JSON.stringify(report));
