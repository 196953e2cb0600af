import type { Queryable } from '#db/types.ts'
import {
  applyChange,
  emptyDraft,
  type CustomTemplatePayloads,
  type TemplateDefinition,
  type TemplateDraft,
} from '#domain/templates/index.ts'
import { isUuid } from '#domain/shared/ids.ts'
import { projectionOf } from './types.ts'

const PREFIX = 'template-'
const idOf = (streamId: string) => (streamId.startsWith(PREFIX) ? streamId.slice(PREFIX.length) : null)

type TemplateRow = {
  template_id: string
  owner_id: string
  name: string
  category: string | null
  draft: TemplateDraft
  latest_version: number | string
  unsaved: boolean
  created_at: Date | string
  updated_at: Date | string
}

type VersionRow = {
  template_id: string
  version: number | string
  name: string
  category: string
  definition: TemplateDefinition
  saved_at: Date | string
}

const jsonb = (value: unknown) => JSON.stringify(value)

async function saveDraft(
  tx: Queryable,
  templateId: string,
  draft: TemplateDraft,
  unsaved: boolean,
  at: string,
) {
  await tx.query(
    `UPDATE custom_templates SET draft = $2::text::jsonb, name = $3, category = $4, unsaved = $5, updated_at = $6
     WHERE template_id = $1`,
    [templateId, jsonb(draft), draft.name, draft.category, unsaved, at],
  )
}

/**
 * A user's own templates: the draft the builder shows (each change applied by the same
 * `applyChange` the decider folds with) and every saved version. Only the owner's queries
 * read them, so another user's template is as absent as a missing one.
 */
export const customTemplatesProjection = projectionOf<CustomTemplatePayloads>({
  name: 'custom-templates',
  tables: ['custom_templates', 'custom_template_versions'],
  on: {
    async CustomTemplateCreated(tx, event) {
      const id = idOf(event.streamId)
      if (!id) return
      await tx.query(
        `INSERT INTO custom_templates (template_id, owner_id, name, category, draft, latest_version, unsaved, created_at, updated_at)
         VALUES ($1, $2, '', NULL, $3::text::jsonb, 0, false, $4, $4)
         ON CONFLICT (template_id) DO NOTHING`,
        [id, event.data.ownerId, jsonb(emptyDraft()), event.data.createdAt],
      )
    },
    async CustomTemplateChanged(tx, event) {
      const id = idOf(event.streamId)
      if (!id) return
      const [row] = await tx.query<TemplateRow>('SELECT * FROM custom_templates WHERE template_id = $1', [id])
      if (!row) return
      const change = event.data.change
      let draft: TemplateDraft
      if (change.action === 'reverted') {
        const [saved] = await tx.query<VersionRow>(
          'SELECT * FROM custom_template_versions WHERE template_id = $1 AND version = $2',
          [id, change.toVersion],
        )
        draft = saved ? saved.definition : row.draft
      } else {
        draft = applyChange(row.draft, change, [])
      }
      await saveDraft(tx, id, draft, change.action !== 'reverted', event.data.changedAt)
    },
    async CustomTemplateSaved(tx, event) {
      const id = idOf(event.streamId)
      if (!id) return
      const [row] = await tx.query<TemplateRow>(
        'SELECT owner_id FROM custom_templates WHERE template_id = $1',
        [id],
      )
      if (!row) return
      const { version, definition, savedAt } = event.data
      await tx.query(
        `INSERT INTO custom_template_versions (template_id, version, owner_id, name, category, definition, saved_at)
         VALUES ($1, $2, $3, $4, $5, $6::text::jsonb, $7) ON CONFLICT (template_id, version) DO NOTHING`,
        [id, version, row.owner_id, definition.name, definition.category, jsonb(definition), savedAt],
      )
      await saveDraft(tx, id, definition, false, savedAt)
      await tx.query('UPDATE custom_templates SET latest_version = $2 WHERE template_id = $1', [id, version])
    },
    async CustomTemplateDeleted(tx, event) {
      const id = idOf(event.streamId)
      if (!id) return
      await tx.query('DELETE FROM custom_template_versions WHERE template_id = $1', [id])
      await tx.query('DELETE FROM custom_templates WHERE template_id = $1', [id])
    },
  },
})

export interface CustomTemplateVersionSummary {
  version: number
  name: string
  category: string
  fieldCount: number
  savedAt: string
}

export interface CustomTemplateSummary {
  id: string
  name: string
  category: string | null
  fieldCount: number
  latestVersion: number
  unsaved: boolean
  createdAt: string
  updatedAt: string
  versions: CustomTemplateVersionSummary[]
}

export interface CustomTemplateRecord extends CustomTemplateSummary {
  draft: TemplateDraft
}

const iso = (value: Date | string) => new Date(value).toISOString()

const versionSummary = (row: VersionRow): CustomTemplateVersionSummary => ({
  version: Number(row.version),
  name: row.name,
  category: row.category,
  fieldCount: row.definition.fields.length,
  savedAt: iso(row.saved_at),
})

function summary(row: TemplateRow, versions: VersionRow[]): CustomTemplateRecord {
  return {
    id: row.template_id,
    name: row.name,
    category: row.category,
    fieldCount: row.draft.fields.length,
    latestVersion: Number(row.latest_version),
    unsaved: row.unsaved,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
    draft: row.draft,
    versions: versions.filter((v) => v.template_id === row.template_id).map(versionSummary),
  }
}

/** The owner's templates, most recently changed first, each with its versions (newest first). */
export async function customTemplatesOf(q: Queryable, ownerId: string): Promise<CustomTemplateSummary[]> {
  if (!isUuid(ownerId)) return []
  const [rows, versions] = await Promise.all([
    q.query<TemplateRow>(
      'SELECT * FROM custom_templates WHERE owner_id = $1 ORDER BY updated_at DESC, template_id LIMIT 200',
      [ownerId],
    ),
    q.query<VersionRow>('SELECT * FROM custom_template_versions WHERE owner_id = $1 ORDER BY version DESC', [
      ownerId,
    ]),
  ])
  return rows.map((row) => {
    const { draft: _draft, ...rest } = summary(row, versions)
    return rest
  })
}

/** One of the owner's templates with its draft, or null (missing, deleted or someone else's). */
export async function customTemplateOf(
  q: Queryable,
  ownerId: string,
  templateId: string,
): Promise<CustomTemplateRecord | null> {
  if (!isUuid(templateId) || !isUuid(ownerId)) return null
  const [row] = await q.query<TemplateRow>(
    'SELECT * FROM custom_templates WHERE template_id = $1 AND owner_id = $2',
    [templateId, ownerId],
  )
  if (!row) return null
  const versions = await q.query<VersionRow>(
    'SELECT * FROM custom_template_versions WHERE template_id = $1 ORDER BY version DESC',
    [templateId],
  )
  return summary(row, versions)
}

/** A saved version of one of the owner's templates, or null. */
export async function customTemplateVersion(
  q: Queryable,
  ownerId: string,
  templateId: string,
  version: number,
): Promise<(CustomTemplateVersionSummary & { definition: TemplateDefinition }) | null> {
  if (!isUuid(templateId) || !isUuid(ownerId) || !Number.isInteger(version) || version < 1 || version > 1e6)
    return null
  const [row] = await q.query<VersionRow>(
    'SELECT * FROM custom_template_versions WHERE template_id = $1 AND owner_id = $2 AND version = $3',
    [templateId, ownerId, version],
  )
  return row ? { ...versionSummary(row), definition: row.definition } : null
}

/** A template as it can be used: its latest saved version (a draft never saved is not usable). */
export interface SavedTemplate {
  id: string
  version: number
  name: string
  category: string
  savedAt: string
}

/** The latest saved version of each of the owner's templates, by name; `columns` of it. */
const latestSaved = (columns: string) =>
  `SELECT ${columns}
     FROM custom_templates t
     JOIN custom_template_versions v ON v.template_id = t.template_id AND v.version = t.latest_version
    WHERE t.owner_id = $1 AND t.latest_version > 0
    ORDER BY lower(v.name), v.template_id
    LIMIT 200`

const savedTemplate = (row: Omit<VersionRow, 'definition'>): SavedTemplate => ({
  id: row.template_id,
  version: Number(row.version),
  name: row.name,
  category: row.category,
  savedAt: iso(row.saved_at),
})

/**
 * The owner's templates that have a saved version, by name: the sidebar's "My Templates"
 * and the API. The definitions come only when asked for (the sidebar shows names).
 */
export async function savedTemplatesOf(q: Queryable, ownerId: string): Promise<SavedTemplate[]> {
  if (!isUuid(ownerId)) return []
  const rows = await q.query<Omit<VersionRow, 'definition'>>(
    latestSaved('v.template_id, v.version, v.name, v.category, v.saved_at'),
    [ownerId],
  )
  return rows.map(savedTemplate)
}

/** The saved versions' definitions of the owner's templates, for the API (same order). */
export async function savedDefinitionsOf(
  q: Queryable,
  ownerId: string,
): Promise<(SavedTemplate & { definition: TemplateDefinition })[]> {
  if (!isUuid(ownerId)) return []
  const rows = await q.query<VersionRow>(latestSaved('v.*'), [ownerId])
  return rows.map((row) => ({ ...savedTemplate(row), definition: row.definition }))
}
