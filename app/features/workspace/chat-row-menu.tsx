import { Link } from '@remix-run/react'
import { Button } from '#app/ui/button.tsx'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '#app/ui/dropdown-menu.tsx'
import { MoreIcon } from '#app/ui/icons.tsx'

/** A conversation's Rename/Delete menu (JavaScript only: its items are the same links as without it). */
export function ChatRowMenu({
  title,
  renameHref,
  deleteHref,
}: {
  title: string
  renameHref: string
  deleteHref: string
}) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" className="h-7 w-7 shrink-0" aria-label={`Actions for ${title}`}>
          <MoreIcon />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuItem asChild>
          <Link to={renameHref}>Rename</Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild destructive>
          <Link to={deleteHref}>Delete</Link>
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  )
}
