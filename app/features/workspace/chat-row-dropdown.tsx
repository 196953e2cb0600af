import { Link } from '@remix-run/react'
import { Button } from '#app/ui/button.tsx'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '#app/ui/dropdown-menu.tsx'
import { MoreIcon } from '#app/ui/icons.tsx'

// Loaded lazily by the chat list once the page has hydrated: the menu and its positioning
// code are most of the workspace route's JavaScript, and only the Chats tab shows it.

/** A conversation's Rename/Delete menu (JavaScript only: its items are the same links as without it). */
export default function ChatRowMenu({
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
