/** A region people name: a group of cities, states or countries (regions.ts, continents.ts). */
export interface RegionDef {
  id: string;
  name: string;
  aliases: string[];
  cities?: string[];
  states?: string[];
  countries?: string[];
  /** Everywhere except this country ("abroad"). */
  notCountry?: string;
  country?: string;
}
