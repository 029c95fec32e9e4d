import type { RegionDef } from "./region-def.js";

/**
 * Belts and regions of industry and geography people name across states (data, read with
 * regions.ts): Chota Nagpur, the coal belt, the steel cities, Bundelkhand.
 */
export const BELTS: RegionDef[] = [
  {
    // The plateau of Jharkhand and the districts beside it in Odisha, Chhattisgarh and Bengal.
    id: "chota-nagpur",
    name: "Chota Nagpur",
    aliases: [
      "chota nagpur",
      "chhota nagpur",
      "chotanagpur",
      "chota nagpur plateau",
      "chota nagpur region",
    ],
    states: ["JH"],
    cities: ["Raurkela", "Sundargarh", "Purulia", "Ambikapur", "Jashpur Nagar"],
    country: "IN",
  },
  {
    // Where India's coal is mined: the coalfields' towns (Coal India's subsidiaries, NTPC's pitheads).
    id: "coal-belt",
    name: "the coal belt",
    aliases: [
      "coal belt",
      "the coal belt",
      "coalfields",
      "coal fields",
      "coal mining belt",
      "coal areas",
    ],
    cities: [
      "Dhanbad",
      "Jharia",
      "Bokaro",
      "Chas",
      "Ramgarh",
      "Hazaribagh",
      "Giridih",
      "Asansol",
      "Raniganj",
      "Durgapur",
      "Korba",
      "Bilaspur",
      "Singrauli",
      "Talcher",
      "Angul",
      "Chandrapur",
      "Nagpur",
      "Sambalpur",
      "Ranchi",
    ],
    country: "IN",
  },
  {
    // The towns of the big steel plants.
    id: "steel-cities",
    name: "the steel cities",
    aliases: ["steel cities", "the steel cities", "steel city", "steel towns", "steel belt"],
    cities: [
      "Jamshedpur",
      "Bokaro",
      "Bhilai",
      "Raurkela",
      "Durgapur",
      "Asansol",
      "Visakhapatnam",
      "Salem",
      "Bhadravati",
      "Ballari",
      "Angul",
      "Raigarh",
      "Kalinganagar",
    ],
    country: "IN",
  },
  {
    id: "bundelkhand",
    name: "Bundelkhand",
    aliases: ["bundelkhand", "bundelkhand region"],
    cities: [
      "Jhansi",
      "Lalitpur",
      "Banda",
      "Mahoba",
      "Hamirpur",
      "Orai",
      "Chitrakoot",
      "Sagar",
      "Chhatarpur",
      "Tikamgarh",
      "Damoh",
      "Panna",
      "Datia",
    ],
    country: "IN",
  },
];
