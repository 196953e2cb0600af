// Placeholder until AI edit is built (issue 5 part 3).
export function AiEditBox(_props: { agreementId: string; version: number; returnTo: string; open: boolean; closeHref: string }) {
  return null
}
