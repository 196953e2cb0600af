import { notFound } from '#app/platform/api-auth.server.ts'

// Any other /api/ address answers JSON, not the site's HTML 404 page.
export async function loader() {
  return notFound()
}

export async function action() {
  return notFound()
}
