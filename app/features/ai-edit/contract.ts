/** Where the AI editor is: on the document page, open. */
export const aiEditorHref = (id: string) => `/app/documents/${id}?tab=document&ai=1#ai-edit`
