-- Backrank's store, version 21.
--
-- Play on lichess from the web pages (issue 53): a roll's page, `/r/CODE`,
-- reads what its roll was from the first record kept with its replay code
-- (a daily challenge, and its date; an event's round; the server whose
-- settings say whether lichess is offered), so the code is looked up, and
-- a daily challenge's date is found by its roll.
CREATE INDEX rolls_by_code ON rolls (replay_code, id);
CREATE INDEX daily_posts_by_roll ON daily_posts (roll_id);
CREATE INDEX server_daily_rolls_by_roll ON server_daily_rolls (roll_id);
