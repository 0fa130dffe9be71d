import type { Db } from '../client'
import { customPages, settings } from '../schema/index'

/** Marks that the legal pages were made once: an admin who deletes one does not get it back on restart. */
const MARKER = 'seeded.legal_pages'

const PAGES = [
  {
    slug: 'privacy-policy',
    title: 'Privacy policy',
    body:
      '<h2>Privacy policy</h2><p>This page says what personal data this site keeps, why, and for how long. ' +
      'The administrator should replace this text with the site\'s own policy (Admin → Custom pages).</p>' +
      '<p>The site stores the cookies it needs to keep you signed in and to remember your choices, such as the cookie notice.</p>',
  },
  {
    slug: 'terms-of-service',
    title: 'Terms of service',
    body: '<h2>Terms of service</h2><p>The rules for using this site. The administrator should replace this text with the site\'s own terms (Admin → Custom pages).</p>',
  },
]

/**
 * A privacy policy and terms of service as editable custom pages (issue 25): the cookie notice's
 * "Learn more" opens /pages/privacy-policy by default, which must exist. Made once per database.
 */
export async function seedLegalPages(db: Db): Promise<void> {
  const first = await db.insert(settings).values({ name: MARKER, value: true, private: true }).onConflictDoNothing({ target: settings.name }).returning({ name: settings.name })
  if (first.length === 0) return
  await db.insert(customPages).values(PAGES).onConflictDoNothing({ target: customPages.slug })
}
