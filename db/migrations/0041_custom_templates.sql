-- Read models of the `custom-templates` inline projection (events/projections/custom-templates.ts),
-- folded from each `template-<uuid>` stream: a user's own templates with the draft the
-- builder shows (so a draft survives a reload with no JavaScript), and every saved version.
-- A deleted template leaves both tables; the log keeps its history.
CREATE TABLE custom_templates (
  template_id    uuid PRIMARY KEY,
  owner_id       uuid NOT NULL,
  -- The draft's name and category, for the list; '' and null until given.
  name           text NOT NULL,
  category       text,
  draft          jsonb NOT NULL,
  latest_version int NOT NULL DEFAULT 0,
  unsaved        boolean NOT NULL,
  created_at     timestamptz NOT NULL,
  updated_at     timestamptz NOT NULL
);
CREATE INDEX custom_templates_owner_updated ON custom_templates (owner_id, updated_at DESC);

CREATE TABLE custom_template_versions (
  template_id uuid NOT NULL,
  version     int NOT NULL,
  owner_id    uuid NOT NULL,
  name        text NOT NULL,
  category    text NOT NULL,
  definition  jsonb NOT NULL,
  saved_at    timestamptz NOT NULL,
  PRIMARY KEY (template_id, version)
);
CREATE INDEX custom_template_versions_owner ON custom_template_versions (owner_id, template_id);
