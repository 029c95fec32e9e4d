/**
 * Indian places the generated gazetteer lacks (GeoNames lists towns from 1,000 people; these are
 * villages, industrial estates and towns it misses) where members live and work: the Chandigarh
 * tri-city's villages and satellite towns, the industrial belts the centre's trades go to, and
 * district towns of Punjab, Himachal, Uttarakhand and Jammu & Kashmir that the package misses.
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
Sri City|AP|13.55|79.99
Halwara|PB|30.75|75.63
Duliajan|AS|27.36|95.32
Sunabeda|OD|18.73|82.83
Damanjodi|OD|18.76|82.92
Khushkhera|RJ|28.00|76.79
Tapukara|RJ|28.08|76.82
Oragadam|TN|12.84|79.96
Ranjangaon|MH|18.76|74.24
Becharaji|GJ|23.50|72.05
Dahej|GJ|21.70|72.58
Pantnagar|UK|29.03|79.49
Selaqui|UK|30.36|77.87
Bhagwanpur|UK|29.94|77.81
Rudrapur|UK|28.98|79.40
Nainital|UK|29.39|79.45
Kotdwar|UK|29.75|78.52
Gopeshwar|UK|30.41|79.32
Bhimtal|UK|29.34|79.56
Kullu|HP|31.96|77.11
Kangra|HP|32.10|76.27
Sundernagar|HP|31.53|76.88
Keylong|HP|32.57|77.03
Reckong Peo|HP|31.54|78.27
Rampur Bushahr|HP|31.45|77.63
Jogindernagar|HP|31.99|76.79
Baramulla|JK|34.20|74.34
Sopore|JK|34.30|74.47
Rajouri|JK|33.38|74.31
Poonch|JK|33.77|74.09
Ganderbal|JK|34.23|74.78
Budgam|JK|34.02|74.72
Reasi|JK|33.08|74.83
Bandipora|JK|34.42|74.64
Shopian|JK|33.72|74.83
Firozpur|PB|30.92|74.61
Sri Muktsar Sahib|PB|30.47|74.52
Gurdaspur|PB|32.04|75.40
Anandpur Sahib|PB|31.24|76.50
Fatehgarh Sahib|PB|30.65|76.39
Malerkotla|PB|30.53|75.88
Samana|PB|30.15|76.19
Goraya|PB|31.12|75.77
Balachaur|PB|31.06|76.30`;
