import { z } from 'zod';
import { languageCodeSchema } from './system.ts';

/** Banner groups by route (spec 2 "Banners"), plus the login and registration modal groups. */
export const bannerGroups = [
  'home',
  'rng',
  'live',
  'fish',
  'pvp',
  'sports',
  'esports',
  'elott',
  'down',
  'promotions',
  'pointMall',
  'help',
  'register',
  'inhouse',
  'w_reg',
  'login',
] as const;

export const bannerQuerySchema = z
  .object({
    groupName: z.enum(bannerGroups),
    url: z.string().max(2048).optional(),
    /** The site's language: each banner's artwork in it where the merchant has one. */
    language: languageCodeSchema.optional(),
  })
  .strict();

export const bannerSchema = z.object({
  bannerId: z.number().int(),
  url: z.string(),
  title: z.string(),
  linkageType: z.enum(['NONE', 'URL', 'ROUTE']),
  linkTarget: z.string().nullable(),
  groupName: z.string(),
});
export type Banner = z.infer<typeof bannerSchema>;

export const bannerListValueSchema = z.object({ list: z.array(bannerSchema) });
