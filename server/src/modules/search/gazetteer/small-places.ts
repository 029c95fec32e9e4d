/**
 * Indian places the generated gazetteer lacks (GeoNames lists towns from 1,000 people; these are
 * villages, industrial estates and towns it misses) where members live and work: the Chandigarh
 * tri-city's villages and satellite towns, the industrial belts the centre's trades go to, and
 * district towns of Punjab, Himachal, Uttarakhand and Jammu & Kashmir that the package misses.
 * By hand: name | state code | latitude | longitude (approximate, two decimals; from the places'
 * Survey of India / OpenStreetMap positions) | population (optional, Census 2011: cities the
 * package misses altogether, such as Udaipur, Rajasthan, which it knows only as a town of 30,000
 * at another place, and Shahjahanpur; a city with people ranks before its namesakes). Ids are `cx:<name>`, stable once members resolve to
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
Balachaur|PB|31.06|76.30
Udaipur|RJ|24.58|73.71|451100
Shahjahanpur|UP|27.88|79.91|327975
Bally|WB|22.65|88.34|291972
Ambarnath|MH|19.20|73.19|253475
English Bazar|WB|25.00|88.14|205521
Deoghar|JH|24.48|86.70|203123
Mehsana|GJ|23.59|72.37|190753
Bahraich|UP|27.57|81.60|186241
Tenali|AP|16.24|80.64|164937
Nagaon|AS|26.35|92.68|147137
Sasaram|BR|24.95|84.03|147408
Guntakal|AP|15.17|77.37|126270
Motihari|BR|26.65|84.92|125183
Miryalaguda|TS|16.87|79.56|109891
Suryapet|TS|17.14|79.62|106805
Karaikudi|TN|10.07|78.78|106714
Ballia|UP|25.76|84.15|104271
Jehanabad|BR|25.21|84.99|103202
Phusro|JH|23.77|85.99|89178
Mapusa|GA|15.59|73.81|40487
Dharwad|KA|15.46|75.01|200000
Butibori|MH|20.94|79.00
Alang|GJ|21.41|72.19
Vadinar|GJ|22.47|69.69
Lote|MH|17.60|73.45
Kanjikode|KL|10.79|76.76
Zawar|RJ|24.35|73.72
Hazira|GJ|21.11|72.65
Ayodhya|UP|26.78|82.14|165000
Barabanki|UP|26.93|81.19|146831
Ballarpur|MH|19.84|79.35|89452
Gadchiroli|MH|20.18|80.00|54152
Mhow|MP|22.55|75.76|85023
Kushinagar|UP|26.74|83.89|22214
Surathkal|KA|13.01|74.79
Kundapura|KA|13.62|74.69|30444
Neyveli|TN|11.54|79.48|105687`;
