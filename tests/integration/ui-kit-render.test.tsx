import { Form } from '@remix-run/react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { Button, buttonVariants, BUTTON_VARIANTS, type ButtonVariant } from '#app/ui/button.tsx'
import { Checkbox } from '#app/ui/checkbox.tsx'
import { cn } from '#app/ui/cn.ts'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '#app/ui/dropdown-menu.tsx'
import { Field } from '#app/ui/field.tsx'
import { Select } from '#app/ui/select.tsx'
import { StatusButton } from '#app/ui/status-button.tsx'
import { TabLink, TabLinks } from '#app/ui/tab-links.tsx'
import { Toast, ToastAction } from '#app/ui/toast.tsx'
import { renderInRouter } from '#tests/support/render.tsx'

const classesOf = (html: string, tag: string): string[] => {
  const match = html.match(new RegExp(`<${tag}[^>]*class="([^"]*)"`))
  if (!match?.[1]) throw new Error(`no <${tag} class=…> in ${html}`)
  return match[1].split(' ')
}

describe('cn()', () => {
  it('lets the later of two conflicting Tailwind classes win and drops falsy parts', () => {
    expect(cn('px-4 py-2', 'py-1.5')).toBe('px-4 py-1.5')
    expect(cn('bg-brand-600 text-white', false, null, undefined, 'bg-red-600')).toBe('text-white bg-red-600')
    expect(cn('text-sm text-slate-700', 'text-red-700')).toBe('text-sm text-red-700')
  })

  it('a caller’s padding replaces the button’s instead of both landing in the markup', () => {
    const classes = buttonVariants({ variant: 'outline', className: 'self-start py-1.5' }).split(' ')
    expect(classes).toContain('py-1.5')
    expect(classes).not.toContain('py-2')
    expect(classes).toContain('self-start')
  })
})

describe('Button', () => {
  it('has six variants, each with its own look, the default being the brand button', () => {
    const looks = new Set(
      Object.keys(BUTTON_VARIANTS).map((v) => buttonVariants({ variant: v as ButtonVariant })),
    )
    expect(looks.size).toBe(6)
    const html = renderToString(<Button type="submit">Save</Button>)
    expect(classesOf(html, 'button')).toEqual(
      expect.arrayContaining(['bg-brand-600', 'text-white', 'px-4', 'py-2']),
    )
  })

  it('variant and size produce their classes and a size replaces the default padding', () => {
    const html = renderToString(
      <Button variant="destructive" size="sm" className="w-full">
        Delete
      </Button>,
    )
    const classes = classesOf(html, 'button')
    expect(classes).toEqual(
      expect.arrayContaining(['bg-red-600', 'hover:bg-red-700', 'px-3', 'py-1.5', 'w-full']),
    )
    expect(classes).not.toContain('px-4')
    expect(classes).not.toContain('py-2')
    expect(classesOf(renderToString(<Button variant="link">More</Button>), 'button')).toContain('underline')
    expect(classesOf(renderToString(<Button variant="outline">Cancel</Button>), 'button')).toContain(
      'border-slate-300',
    )
  })

  it('the default button is the brand button and the outline one keeps the outlined look of the pages', () => {
    const set = (s: string) => new Set(s.split(' ').filter(Boolean))
    expect(set(buttonVariants())).toEqual(
      set(
        'inline-flex items-center justify-center gap-2 rounded-md px-4 py-2 text-sm font-medium transition-colors disabled:cursor-not-allowed bg-brand-600 text-white hover:bg-brand-700 disabled:bg-brand-600/60',
      ),
    )
    expect(set(buttonVariants({ variant: 'outline' }))).toEqual(
      set(
        'inline-flex items-center justify-center gap-2 rounded-md px-4 py-2 text-sm font-medium transition-colors disabled:cursor-not-allowed border border-slate-300 bg-white text-slate-900 hover:bg-slate-100',
      ),
    )
  })

  it('asChild puts the button look on a link instead of nesting a <button>', () => {
    const html = renderToString(
      <Button asChild variant="outline">
        <a href="/subscription">Upgrade</a>
      </Button>,
    )
    expect(html).not.toContain('<button')
    expect(classesOf(html, 'a')).toContain('border-slate-300')
    expect(html).toContain('href="/subscription"')
  })
})

describe('StatusButton', () => {
  it('without JavaScript is a plain submit button of its form, with its name, value and formAction', async () => {
    const html = await renderInRouter(
      <Form method="post" action="/app">
        <input type="hidden" name="intent" value="rename" />
        <StatusButton type="submit" name="decision" value="save" formAction="/app?tab=chats">
          Save
        </StatusButton>
      </Form>,
    )
    const form = html.match(/<form[^>]*method="post"[^>]*action="\/app"[^>]*>(.*?)<\/form>/)
    expect(form?.[1]).toBeDefined()
    const button = form![1]!.match(/<button[^>]*>/)![0]
    expect(button).toContain('type="submit"')
    expect(button).toContain('name="decision"')
    expect(button).toContain('value="save"')
    expect(button).toContain('formaction="/app?tab=chats"')
    expect(button).not.toMatch(/\sdisabled(=|\s|>)/)
    expect(button).not.toContain('aria-busy')
    expect(button).toContain('data-status="idle"')
    expect(form![1]).toMatch(/<button[^>]*>Save<\/button>/)
  })

  it('pending (only ever with JavaScript) shows a spinner and aria-busy, and stays a submit button', () => {
    const html = renderToString(
      <StatusButton type="submit" status="pending">
        Save
      </StatusButton>,
    )
    expect(html).toContain('aria-busy="true"')
    expect(html).toContain('data-testid="status-pending"')
    expect(html).toContain('type="submit"')
    expect(html).not.toMatch(/\sdisabled(=|\s|>)/)
  })
})

describe('form controls and the rest of the kit', () => {
  it('Select and Checkbox are native controls that post with their form', () => {
    const select = renderToString(
      <Select name="role" defaultValue="editor">
        <option value="viewer">Viewer</option>
        <option value="editor">Editor</option>
      </Select>,
    )
    expect(select).toMatch(/^<select[^>]*name="role"/)
    expect(select).toMatch(/<option value="editor" selected="">/)
    const checkbox = renderToString(<Checkbox name="notify" value="yes" defaultChecked />)
    expect(checkbox).toMatch(/^<input[^>]*type="checkbox"/)
    expect(checkbox).toMatch(/\sname="notify"/)
    expect(checkbox).toMatch(/\svalue="yes"/)
    expect(checkbox).toMatch(/\schecked=""/)
  })

  it('Field labels its input and, when invalid, points it at the error', () => {
    const html = renderToString(<Field id="email" name="email" label="Email" error="Enter an email" />)
    expect(html).toContain('<label')
    expect(html).toContain('for="email"')
    expect(html).toContain('aria-invalid="true"')
    expect(html).toContain('aria-describedby="email-error"')
    expect(html).toContain('<p id="email-error"')
  })

  it('TabLinks mark the current tab as the current page', async () => {
    const html = await renderInRouter(
      <TabLinks aria-label="Sidebar tabs">
        <TabLink to="/app?tab=templates" current={false}>
          Templates
        </TabLink>
        <TabLink to="/app?tab=chats" current>
          Chats
        </TabLink>
      </TabLinks>,
    )
    expect(html).toMatch(
      /<a[^>]*aria-current="page"[^>]*href="\/app\?tab=chats"|<a[^>]*href="\/app\?tab=chats"[^>]*aria-current="page"/,
    )
    expect(html).not.toMatch(/<a[^>]*href="\/app\?tab=templates"[^>]*aria-current/)
  })

  it('a Toast shows its title, description and action link server-side, and a close button only when it can close', async () => {
    const html = await renderInRouter(
      <Toast
        tone="success"
        title="Chat deleted"
        description="Lease"
        action={<ToastAction to="/app?tab=chats">Undo</ToastAction>}
      />,
    )
    expect(html).toContain('role="status"')
    expect(html).toContain('Chat deleted')
    expect(html).toMatch(/<a[^>]*href="\/app\?tab=chats"[^>]*>Undo<\/a>/)
    expect(html).not.toContain('Close notification')
    const closable = renderToString(<Toast tone="error" title="Failed" onClose={() => undefined} />)
    expect(closable).toContain('role="alert"')
    expect(closable).toContain('aria-label="Close notification"')
  })

  it('a DropdownMenu renders only its trigger until opened in the browser', () => {
    const html = renderToString(
      <DropdownMenu>
        <DropdownMenuTrigger>Actions</DropdownMenuTrigger>
        <DropdownMenuContent>
          <DropdownMenuItem>Rename</DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>,
    )
    expect(html).toContain('Actions')
    expect(html).toContain('aria-haspopup="menu"')
    expect(html).not.toContain('Rename')
  })
})
