import type { LoaderFunctionArgs } from '@remix-run/node'
import { dataDownload } from '#app/features/account/data-download.server.ts'

// GET /profile/data/<json|zip>: "Download my data" — the signed-in account's own data (a resource route).
export const loader = ({ request, params }: LoaderFunctionArgs) => dataDownload(request, params.format)
