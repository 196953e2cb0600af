import { buttonVariants } from '#app/ui/button.tsx'

// "Your data" on the Profile tab: the right of access of the Digital Personal Data
// Protection Act 2023. Two plain links to files made on the server, so they work the same
// with or without JavaScript.

export const DATA_DOWNLOADS = {
  json: '/profile/data/json',
  zip: '/profile/data/zip',
} as const

export function YourData() {
  return (
    <section aria-labelledby="your-data" className="rounded-xl border border-slate-200 bg-white p-6">
      <h2 id="your-data" className="text-lg font-semibold">
        Your data
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Under the Digital Personal Data Protection Act 2023 you may have a copy of the personal data we hold
        about you. The file holds your profile, where you are signed in, your conversations, your documents
        with every version, the comments you wrote, the people you invited, your API tokens (names only) and
        your plan, payments and invoices. Passwords and tokens are never in it.
      </p>
      <div className="mt-4 flex flex-wrap gap-3">
        <a href={DATA_DOWNLOADS.json} download className={buttonVariants({ variant: 'outline' })}>
          Download my data (JSON)
        </a>
        <a href={DATA_DOWNLOADS.zip} download className={buttonVariants({ variant: 'outline' })}>
          Download my data and documents (ZIP)
        </a>
      </div>
      <p className="mt-2 text-xs text-slate-500">
        The ZIP adds each of your documents as a text file and the files you attached.
      </p>
    </section>
  )
}
