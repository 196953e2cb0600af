import { Link } from '@remix-run/react'

/**
 * The workspace's pointer to personal API tokens. The tokens themselves live on
 * /app/api-tokens (and the profile links there): listing them on every view of /app cost
 * the generator page a read and a form it seldom needs (tests/bench/RESULTS.md, workspace).
 */
export function ApiAccessNote() {
  return (
    <p className="text-sm text-slate-600">
      Using the JSON API from a script?{' '}
      <Link to="/app/api-tokens" className="font-medium text-brand-700 hover:underline">
        Manage API tokens
      </Link>
    </p>
  )
}
