-- Backrank's store, version 26.
--
-- A club night's study time: minutes to study each round's position
-- before play (`/meetup plan study:`); none keeps the server's event
-- study time.
ALTER TABLE meetups ADD COLUMN study_minutes INTEGER;
