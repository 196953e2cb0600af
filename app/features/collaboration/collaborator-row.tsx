import { useFetcher } from '@remix-run/react'
import { isCollaboratorRole, ROLE_LABELS } from '#domain/collaboration/index.ts'
import { CsrfInput } from '#app/platform/csrf-input.tsx'
import { FormKeyInput } from './form-key.tsx'
import { StatusButton } from '#app/ui/status-button.tsx'
import { FormError } from '#app/ui/field.tsx'
import { firstMessage } from '#app/platform/form-contract.ts'
import { ROLE_OPTIONS, type CollaborationRefusal, type CollaboratorEntry, type TeamRole } from './contract.ts'
import { Input } from '#app/ui/input.tsx'
import { Label } from '#app/ui/label.tsx'
import { Select } from '#app/ui/select.tsx'

/** Online (used the product in the last few minutes) or Offline, as the specification shows it. */
export function Presence({ online }: { online: boolean }) {
  return (
    <span
      className={`inline-flex items-center gap-1 text-xs ${online ? 'text-emerald-700' : 'text-slate-500'}`}
    >
      <span aria-hidden className={`h-2 w-2 rounded-full ${online ? 'bg-emerald-500' : 'bg-slate-300'}`} />
      {online ? 'Online' : 'Offline'}
    </span>
  )
}

export function RoleBadge({ role }: { role: TeamRole }) {
  const tone =
    role === 'owner'
      ? 'bg-brand-50 text-brand-700'
      : role === 'admin'
        ? 'bg-purple-50 text-purple-800'
        : role === 'editor'
          ? 'bg-amber-50 text-amber-900'
          : 'bg-slate-100 text-slate-700'
  return <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${tone}`}>{ROLE_LABELS[role]}</span>
}

/** Who they are: name, e-mail, role and presence. */
function Identity({
  name,
  email,
  role,
  online,
  note,
}: {
  name: string
  email: string
  role: TeamRole
  online: boolean
  note?: string
}) {
  return (
    <div className="min-w-0">
      <p className="flex flex-wrap items-center gap-2">
        <span className="font-medium break-words">{name}</span>
        <RoleBadge role={role} />
        <Presence online={online} />
      </p>
      <p className="text-xs break-all text-slate-600">{email}</p>
      {note ? <p className="text-xs text-slate-500">{note}</p> : null}
    </div>
  )
}

/** A pending invitation's single-use link (also mailed to them), read-only and selected on focus so it copies without JavaScript. */
function InvitationLink({ url, name, id }: { url: string; name: string; id: string }) {
  const inputId = `invitation-${id}`
  return (
    <div className="flex flex-col gap-1">
      <Label htmlFor={inputId} className="text-xs">
        Invitation link for {name} — e-mailed to them; it works once
      </Label>
      <Input
        id={inputId}
        readOnly
        value={url}
        onFocus={(e) => e.currentTarget.select()}
        className="w-full rounded-md border border-slate-300 bg-slate-50 px-2 py-1 font-mono text-xs shadow-none"
        data-testid="invitation-link"
      />
    </div>
  )
}

export function OwnerRow({ owner }: { owner: { name: string; email: string; online: boolean } }) {
  return (
    <li className="py-2" data-testid="team-member">
      <Identity
        name={owner.name}
        email={owner.email}
        role="owner"
        online={owner.online}
        note="Owns the document; cannot be removed."
      />
    </li>
  )
}

/**
 * One collaborator; for the owner and admins with a role select and Remove, each its own
 * small form posting to /document/<id> (with JavaScript through a fetcher, so a refusal
 * stays beside the row).
 */
export function CollaboratorRow({
  agreementId,
  collaborator,
  canManage,
  returnTo,
  refused,
}: {
  agreementId: string
  collaborator: CollaboratorEntry
  canManage: boolean
  returnTo: string
  refused: CollaborationRefusal | null
}) {
  const roleFetcher = useFetcher<CollaborationRefusal>()
  const removeFetcher = useFetcher<CollaborationRefusal>()
  const confirmFetcher = useFetcher<CollaborationRefusal>()
  const answered = [roleFetcher, removeFetcher, confirmFetcher].find(
    (f) => f.state === 'idle' && f.data,
  )?.data
  const refusal = answered ?? refused
  // The row's forms show one line: the role's message or the form's.
  const error = refusal ? firstMessage(refusal) : null
  const c = collaborator
  const selectId = `role-${c.id}`
  // A refused role change (rendered by the server without JavaScript) keeps the role chosen.
  const chosen =
    refused?.intent === 'change-role' && isCollaboratorRole(refused.values.role)
      ? refused.values.role
      : c.role
  return (
    <li className="flex flex-col gap-2 py-2" data-testid="team-member">
      <Identity
        name={c.name}
        email={c.email}
        role={c.role}
        online={c.online}
        {...(c.pending
          ? {
              note: 'Invited — we e-mailed them the invitation link. No access until they accept it, or verify this address on their account.',
            }
          : {})}
      />
      {c.invitationUrl ? <InvitationLink url={c.invitationUrl} name={c.name} id={c.id} /> : null}
      {canManage && c.pending && c.signedUp ? (
        <p className="text-xs text-amber-900" data-testid="invitation-account-note">
          {c.signedUpVerified
            ? 'An account has verified this address. Confirm access to give that account the role now.'
            : 'An account uses this address but has not verified it, so it cannot be confirmed: the person must verify their address (the link we e-mailed them at sign-up) or accept through the e-mailed invitation link.'}
        </p>
      ) : null}
      {canManage ? (
        <div className="flex flex-wrap items-center gap-2">
          <roleFetcher.Form
            method="post"
            action={`/document/${agreementId}`}
            className="flex items-center gap-1"
          >
            <CsrfInput />
            <FormKeyInput />
            <input type="hidden" name="intent" value="change-role" />
            <input type="hidden" name="collaboratorId" value={c.id} />
            <input type="hidden" name="returnTo" value={returnTo} />
            <Label htmlFor={selectId} className="sr-only">
              Role for {c.name}
            </Label>
            <Select
              id={selectId}
              name="role"
              defaultValue={chosen}
              key={`${c.role}-${chosen}`}
              className="rounded-md border border-slate-300 bg-white px-2 py-1 text-sm shadow-none"
            >
              {ROLE_OPTIONS.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </Select>
            <StatusButton
              type="submit"
              disabled={roleFetcher.state !== 'idle'}
              status={roleFetcher.state !== 'idle' ? 'pending' : 'idle'}
              variant="outline"
              className="px-2 py-1"
              aria-label={`Change role of ${c.name}`}
            >
              Change role
            </StatusButton>
          </roleFetcher.Form>
          {c.pending && c.signedUpVerified ? (
            <confirmFetcher.Form method="post" action={`/document/${agreementId}`}>
              <CsrfInput />
              <FormKeyInput />
              <input type="hidden" name="intent" value="confirm-invitation" />
              <input type="hidden" name="collaboratorId" value={c.id} />
              <input type="hidden" name="returnTo" value={returnTo} />
              <StatusButton
                type="submit"
                disabled={confirmFetcher.state !== 'idle'}
                status={confirmFetcher.state !== 'idle' ? 'pending' : 'idle'}
                variant="outline"
                className="px-2 py-1"
                aria-label={`Confirm access for the account of ${c.email}`}
              >
                Confirm access
              </StatusButton>
            </confirmFetcher.Form>
          ) : null}
          <removeFetcher.Form method="post" action={`/document/${agreementId}`}>
            <CsrfInput />
            <FormKeyInput />
            <input type="hidden" name="intent" value="remove-collaborator" />
            <input type="hidden" name="collaboratorId" value={c.id} />
            <input type="hidden" name="returnTo" value={returnTo} />
            <StatusButton
              type="submit"
              disabled={removeFetcher.state !== 'idle'}
              status={removeFetcher.state !== 'idle' ? 'pending' : 'idle'}
              variant="ghost"
              className="px-2 py-1 text-red-700 hover:bg-red-50"
              aria-label={`Remove ${c.name}`}
            >
              {removeFetcher.state !== 'idle' ? 'Removing…' : 'Remove'}
            </StatusButton>
          </removeFetcher.Form>
        </div>
      ) : null}
      <FormError message={error} />
    </li>
  )
}
