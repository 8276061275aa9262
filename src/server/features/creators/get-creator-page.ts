import type { Db } from '../../db/client.ts'
import type { CreatorProfile } from '../../../shared/creators/creator.ts'
import type { PublicTemplate } from '../../../shared/catalog/public-template.ts'
import { getCreatorProfile } from './get-creator-profile.ts'
import { listCreatorTemplates } from './list-creator-templates.ts'

/** What /creators/:handle shows: the profile (404 unless an approved creator) and their active templates. */
export async function getCreatorPage(
  db: Db,
  handle: string,
): Promise<{ creator: CreatorProfile; templates: PublicTemplate[] }> {
  const creator = await getCreatorProfile(db, handle)
  const { items } = await listCreatorTemplates(db, creator.handle)
  return { creator, templates: items }
}
