-- Backrank's PostgreSQL store, version 9: a roll's source kept as data, as
-- in the SQLite store's version 12 (see ../sqlite/012_roll_sources.sql).
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
