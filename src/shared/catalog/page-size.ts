// Largest page of GET /api/templates. Its own zod-free module so the web app can read it without loading zod up front.
export const maxTemplatePage = 1000
