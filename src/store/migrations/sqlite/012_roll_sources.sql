-- Backrank's store, version 12.
--
-- A roll's source kept as data instead of an English sentence: `source`
-- now holds its kind (os, tower, typed, table, seed), `source_device` the
-- seed of a seeded roll, and `players` the people who threw in turn at the
-- table (their ids, space-separated), so /stats counts every group of
-- players as one source and each language names it in its own words.
-- Older rows are read back from the sentences they kept: a tower's path or
-- command becomes `tower`, "dice at the table, thrown in turn by <@1>, <@2>
-- and <@3>" becomes `table` with players "1 2 3", anything else typed.
ALTER TABLE rolls ADD COLUMN source_device TEXT;
ALTER TABLE rolls ADD COLUMN players TEXT NOT NULL DEFAULT '';
UPDATE rolls SET
    source_device = CASE WHEN source LIKE 'seed:%' THEN substr(source, 6) END,
    players = CASE
        WHEN source LIKE 'dice at the table, thrown in turn by %' THEN
            replace(replace(replace(replace(substr(source, 38), ' and ', ' '), ',', ''),
                '<@', ''), '>', '')
        ELSE ''
    END,
    source = CASE
        WHEN source = 'os' THEN 'os'
        WHEN source = 'tower' OR source LIKE 'serial:%' OR source LIKE 'exec:%' THEN 'tower'
        WHEN source LIKE 'seed:%' THEN 'seed'
        WHEN source LIKE 'dice at the table%' THEN 'table'
        ELSE 'typed'
    END;
