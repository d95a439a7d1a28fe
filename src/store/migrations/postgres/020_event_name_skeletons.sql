-- Backrank's PostgreSQL store, version 20: every event's name key worked
-- out again with Unicode's confusable skeleton, as in the SQLite store's
-- version 23 (see ../sqlite/023_event_name_skeletons.sql).
UPDATE events SET name_key = NULL;
