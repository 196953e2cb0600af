import { Link } from '@remix-run/react'
import { useEffect, useState } from 'react'
import { Button, buttonVariants } from '#app/ui/button.tsx'
import { useHydrated } from '#app/platform/use-hydrated.ts'

/**
 * Full Screen: with JavaScript the browser's full screen for the element `targetId`
 * (Escape or the button again leaves it); without JavaScript, or where the browser has no
 * full screen, a link to the print-friendly view of the same document.
 */
export function FullScreenButton({ targetId, printHref }: { targetId: string; printHref: string }) {
  const hydrated = useHydrated()
  const [full, setFull] = useState(false)
  useEffect(() => {
    const onChange = () => setFull(document.fullscreenElement !== null)
    document.addEventListener('fullscreenchange', onChange)
    return () => document.removeEventListener('fullscreenchange', onChange)
  }, [])
  const supported = hydrated && document.fullscreenEnabled
  if (!supported) {
    return (
      <Link to={printHref} className={buttonVariants({ variant: 'outline', className: 'py-1.5' })}>
        Full Screen
      </Link>
    )
  }
  async function toggle() {
    try {
      if (document.fullscreenElement) await document.exitFullscreen()
      else await document.getElementById(targetId)?.requestFullscreen()
    } catch {
      window.location.assign(printHref)
    }
  }
  return (
    <Button
      type="button"
      onClick={() => void toggle()}
      aria-pressed={full}
      variant="outline"
      className="py-1.5"
    >
      {full ? 'Exit Full Screen' : 'Full Screen'}
    </Button>
  )
}
