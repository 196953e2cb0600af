/** A link's mail that has not gone out: still being retried, or given up on. */
export function MailProblem({ to, problem }: { to: string; problem: { givenUp: boolean } | null }) {
  if (!problem) return null
  return (
    <p role="alert" className="basis-full text-sm text-red-800">
      {problem.givenUp
        ? `We could not deliver the link to ${to}. Check the address, then send it again.`
        : `The link to ${to} has not been delivered yet: the mail service refused it, and we are trying again.`}
    </p>
  )
}
