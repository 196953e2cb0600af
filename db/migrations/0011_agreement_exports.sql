-- Exports of an agreement (issue 5, part 7).

-- The stream version of the last change to the text. An export raises `version` but not
-- this, so an edit form loaded before a download is not refused as stale. Until now every
-- agreement event changed the text, so the current version is the right starting value.
ALTER TABLE agreements ADD COLUMN content_version bigint;
UPDATE agreements SET content_version = version;
ALTER TABLE agreements ALTER COLUMN content_version SET NOT NULL;

-- The "Recently Exported" read model (events/projections/agreement-exports.ts): one row
-- per agreement and format, with the last download of that format and how many there were.
CREATE TABLE agreement_exports (
  agreement_id     uuid NOT NULL,
  format           text NOT NULL CHECK (format IN ('pdf', 'docx', 'html', 'txt')),
  last_exported_at timestamptz NOT NULL,
  last_exported_by uuid NOT NULL,
  times            int NOT NULL,
  PRIMARY KEY (agreement_id, format)
);
