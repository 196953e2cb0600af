import type { LoaderFunctionArgs } from '@remix-run/node'
import { invoiceDownload } from '#app/features/billing/invoice-download.server.ts'

// GET /subscription/invoices/<ND-2026-27-00001>: the signed-in owner's tax invoice as a PDF (a resource route).
export const loader = (args: LoaderFunctionArgs) => invoiceDownload(args)
