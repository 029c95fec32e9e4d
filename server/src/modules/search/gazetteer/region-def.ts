/** A region people name: a group of cities, states or countries (regions.ts, continents.ts). */
export interface RegionDef {
  id: string;
  name: string;
  aliases: string[];
  cities?: string[];
  states?: string[];
  countries?: string[];
  /** Abroad, first-level divisions of `country` (GeoNames admin1 codes): their towns are in it. */
  divisions?: string[];
  /** Everywhere except this country ("abroad"). */
  notCountry?: string;
  country?: string;
}
