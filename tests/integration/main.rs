//! Integration tests: the `backrank` binary as users and scripts see it.

/// Helpers shared by the modules below.
mod common;
/// Rust sources read as text: their code, items and named paths.
mod sources;

/// The layers of `src/`: imports point down, no folder's files import in
/// a circle; errors keep their English once, and the service layers' and
/// the core's public functions' are typed.
mod architecture;
/// Every offered variant x method x device audits exactly as recorded.
mod audits;
/// Rolls from drand's public randomness beacon, and their offline check.
#[cfg(feature = "beacon")]
mod beacon;
/// Events drawn from drand's beacon: fixed at each reveal, checked offline.
#[cfg(feature = "beacon")]
mod beacon_events;
/// The cache of encoded boards: hits byte for byte, misses per look, the
/// bound, the metrics.
mod board_cache;
/// The web pages in Debian's Chromium: axe-core on every page kind, the
/// keyboard, screenshots and printed sheets.
mod browser;
/// The table's pages used for real in Chromium (issue 63): print, tap
/// targets, keyboard, double taps, coins, lichess by redirect, the screen.
mod browser_table;
/// The CLI contract: exit codes, JSON fields, errors on stderr only.
mod cli;
/// Daily challenges: a movable clock, daylight saving, exactly once.
mod daily;
/// A damaged store found by `backrank doctor`, with what to do: a SQLite
/// page zeroed, a PostgreSQL table dropped, an index damaged on disk.
mod damaged_store;
/// Discord's deadlines: private deferrals, progress that never overwrites,
/// work past the budget deferred and finished through REST.
mod deadlines;
/// Discord's OpenAPI description, and the check of the bot's requests
/// against it that the fake Discord makes.
mod discord_spec;
/// SQLite on a full disk: reported, survives a restart, recovers.
mod disk_full;
/// The user guide and the README: the audit table is the audit's, the
/// variant-file keys are the parser's, the commands shown run as shown,
/// and every link leads somewhere.
mod docs;
/// The HTTP interactions endpoint: signatures, replies, load.
mod endpoint;
/// Events: commitments published, rounds revealed, checked by the CLI.
mod events;
/// An event started and revealed from the app alone, with no Discord type.
mod events_in_app;
/// Every example the guide and the README show runs as shown.
mod examples;
/// A stand-in for Discord on loopback: REST and a websocket gateway.
mod fake_discord;
/// A stand-in for lichess's open challenge on loopback, checking requests
/// as lichess's API description says.
mod fake_lichess;
/// A frozen database: the first answer in time, the reply after.
mod frozen_store;
/// The real serenity client and deferred replies against the fake Discord.
mod gateway;
/// Discord's scheduled events for meetups, through REST against the fake
/// Discord: bodies as the spec says, every page of interested members,
/// refusals, 429s and 5xx.
mod guild_events;
/// Dice towers (simulated on a pseudo-terminal) and exec plugins via the CLI.
mod hardware;
/// Hostile and careless traffic: slow clients, floods, forged permissions.
mod hostile;
/// Several hosts, one bot: endpoints on one PostgreSQL, gateway shards.
mod hosts;
/// Known answers from the reference documents, end to end.
mod known_answers;
/// Replies in the player's language: locale, server, community, /prefs.
mod languages;
/// Open challenges on lichess, against the stand-in: the request as
/// lichess's description allows, a 400's reason, the quiet minute after a
/// 429, a hang, a refused connection, one request at a time.
mod lichess;
/// A club night's board on lichess locked to its two players, against the
/// stand-in for lichess.
mod lichess_pairs;
/// A club night through the HTTP endpoint and Discord's REST API.
mod meetup_endpoint;
/// Club nights: planned, announced, answered, started by themselves.
mod meetups;
/// Every message of English's file is named by the code (the compiler
/// checks the other way).
mod messages;
/// From settings to a registered bot: registration in both modes,
/// `backrank commands`, `backrank doctor`.
mod operator;
/// An outage as the operator reads it: faults counted, labels without
/// paths, a run of failing calls logged once with whom it was for.
mod outage_metrics;
/// A meetup night's pairings redone offline by the line the start post
/// prints, from a seed and a beacon round; a forged signature refused.
#[cfg(feature = "beacon")]
mod pairings_cli;
/// "Play on lichess" pressed with an edited id: no game is named for a
/// round or a date the store does not vouch for, on both backends.
mod play_forged;
/// "Play on lichess" through the endpoint, the gateway and the console,
/// under daily posts and event reveals, with a server's settings, the
/// limits, a 429, a hang, a refused connection, and lichess play off.
mod play_lichess;
/// A throwaway PostgreSQL server for the tests, started on first use.
mod postgres;
/// A person's own preferences, and text boards.
mod prefs;
/// Records are shown only where they belong: per server, private to maker.
mod privacy;
/// Board images: pixels checked against the position, golden hashes.
mod render;
/// Rolls replay exactly from their codes, for every variant and method.
mod replay;
/// Discord's REST API failing as it does: replies retried, never doubled.
mod rest_faults;
/// Roll-alongs through the HTTP endpoint: buttons, the form, updates.
mod roll_along;
/// One roll opened on every face states the same facts.
mod same_facts;
/// A server's own variant through the HTTP endpoint: add, roll, replay,
/// versions, removal, another server that never sees it.
mod server_variants;
/// Typos in settings files and variables are refused, naming the closest key.
mod settings;
/// A stopping process finishes deferred work, or cuts it and says so.
mod shutdown;
/// What `serve` tells the operator at start: a folder it may not write,
/// no PostgreSQL NOTICE from a second host, a JSON fatal line.
mod start_words;
/// A server's statistics against counts and chi-squares worked out in the
/// test.
mod stats;
/// The SQLite store keeps every acknowledged roll through a kill.
mod store;
/// One store suite, two backends: SQLite and PostgreSQL.
mod store_suite;
/// A dice tower is the process's: one health count across rolls,
/// transports and processes; refused, recovered, reset; never interleaved.
mod tower;
/// A bot rolling with a tower against the fake Discord: settings, a deferred roll.
mod tower_bot;
/// The shipped tower sketch on an emulated Uno: CLI rolls, test-device, the bot.
mod uno;
/// A person's own install: DMs, servers without the bot, follow-up limits.
mod user_install;
/// A club's own variant files: check, refusal, roll, replay, image.
mod variant_files;
/// The table's web pages: a roll's page, its board, JSON and PGN, a
/// position by number, languages, headers, refusals, budgets.
mod web;
/// An event's web pages beside the bot: reveals, the arbiter's stream,
/// sheets, PGN, JSON, a forged round refused, tokens.
mod web_events;
/// Play on lichess on the web pages, against the stand-in for lichess:
/// the form, the game's page, names, another site's post, 429, limits, a hang.
mod web_lichess;
/// A witnessed roll-along through the HTTP endpoint: players take turns.
mod witnessed;
