/**
 * Indian places the generated gazetteer lacks (GeoNames lists towns from 1,000 people; these are
 * villages, industrial estates and towns it misses) where members live and work: the Chandigarh
 * tri-city's villages and satellite towns, and the industrial belts the centre's trades go to.
 * By hand: name | state code | latitude | longitude (approximate, two decimals; from the places'
 * Survey of India / OpenStreetMap positions). Ids are `cx:<name>`, stable once members resolve to
 * them. A place that is part of a bigger one people name instead (IMT Manesar, Gurugram) is an
 * alias in aliases.ts, not a row here.
 */
export const SMALL_PLACE_ROWS = `Gharuan|PB|30.77|76.57
Landran|PB|30.69|76.67
Sohana|PB|30.69|76.70
Bhabat|PB|30.65|76.81
Dhakoli|PB|30.66|76.84
Nayagaon|PB|30.77|76.79
Mullanpur Garibdas|PB|30.79|76.72
Kurali|PB|30.83|76.58
Lalru|PB|30.49|76.80
Sahnewal|PB|30.85|75.97
Barotiwala|HP|30.90|76.84
Kala Amb|HP|30.51|77.21
Kundli|HR|28.88|77.13
Neemrana|RJ|27.99|76.39
Khushkhera|RJ|28.00|76.79
Tapukara|RJ|28.08|76.82
Oragadam|TN|12.84|79.96
Ranjangaon|MH|18.76|74.24
Becharaji|GJ|23.50|72.05
Dahej|GJ|21.70|72.58
Pantnagar|UK|29.03|79.49
Selaqui|UK|30.36|77.87
Bhagwanpur|UK|29.94|77.81`;
