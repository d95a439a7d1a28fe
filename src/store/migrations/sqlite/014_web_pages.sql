-- Backrank's store, version 14: for the web pages.
--
-- An event's web page, `/e/TOKEN`: the token is 128 bits from the
-- operating system, made at `/event start` and shown in its post, so
-- nobody can find an event's page without being shown it. An event
-- started before this version is given one when the store is opened
-- (Rust makes the random bytes), and `/event show` posts its link.
ALTER TABLE events ADD COLUMN web_token TEXT;
CREATE UNIQUE INDEX events_by_web_token ON events (web_token);

-- A roll's page finds a server's variant file by the digest its replay
-- code names, whichever server added it.
CREATE INDEX variant_definitions_by_digest ON variant_definitions (digest);
