import type { LoaderFunctionArgs } from '@remix-run/node'
import { exportDownload } from '#app/features/export/download.server.ts'

// GET /app/documents/<id>/export/<pdf|docx|html|txt>: the file, made on the server (a resource route).
export const loader = (args: LoaderFunctionArgs) => exportDownload(args)
