/**
 * Airports' codes (IATA, as printed on tickets and used in messages: "YYZ area", "IXR
 * electronics") and the towns they serve, for queries: India's airports with scheduled flights
 * and the airports of the cities abroad where members live. By hand from the airports' IATA
 * codes; a code that is also a town's name (Bah) or a common abbreviation (NGO, JLR, ACC, BEL,
 * IST, AUS, MAN, PER) is left out, as are codes the gazetteer already knows as names (BOM, BLR).
 * code|town (a name the gazetteer knows).
 */
export const AIRPORT_ROWS = `DEL|Delhi
MAA|Chennai
COK|Kochi
TRV|Thiruvananthapuram
CCJ|Kozhikode
IXE|Mangaluru
GOI|Goa
GOX|Goa
PNQ|Pune
NAG|Nagpur
AMD|Ahmedabad
STV|Surat
BDQ|Vadodara
UDR|Udaipur
JDH|Jodhpur
JAI|Jaipur
VNS|Varanasi
IXD|Prayagraj
GOP|Gorakhpur
KNU|Kanpur
PAT|Patna
IXR|Ranchi
IXW|Jamshedpur
BBI|Bhubaneswar
RPR|Raipur
VTZ|Visakhapatnam
VGA|Vijayawada
TIR|Tirupati
RJA|Rajahmundry
IXM|Madurai
TRZ|Tiruchirappalli
CJB|Coimbatore
IXG|Belagavi
HBX|Hubballi
MYQ|Mysuru
IXU|Aurangabad
NDC|Nanded
KLH|Kolhapur
BHJ|Bhuj
JGA|Jamnagar
BHU|Bhavnagar
IDR|Indore
BHO|Bhopal
GWL|Gwalior
IXC|Chandigarh
ATQ|Amritsar
LUH|Ludhiana
BUP|Bathinda
IXP|Pathankot
IXJ|Jammu
SXR|Srinagar
IXL|Leh
DED|Dehradun
KUU|Kullu
DHM|Dharamshala
SLV|Shimla
GAU|Guwahati
DIB|Dibrugarh
JRH|Jorhat
IXS|Silchar
IMF|Imphal
IXA|Agartala
DMU|Dimapur
SHL|Shillong
IXB|Siliguri
IXZ|Port Blair
YYZ|Toronto
YVR|Vancouver
YYC|Calgary
YEG|Edmonton
YWG|Winnipeg
YOW|Ottawa
YUL|Montreal
YHZ|Halifax
YXE|Saskatoon
YQR|Regina
LHR|London
LGW|London
STN|London
BHX|Birmingham
GLA|Glasgow
EDI|Edinburgh
ABZ|Aberdeen
DUB|Dublin
ORK|Cork
JFK|New York
EWR|Newark
SFO|San Francisco
SJC|San Jose
LAX|Los Angeles
ORD|Chicago
IAH|Houston
DFW|Dallas
BOS|Boston
IAD|Washington
ATL|Atlanta
DTW|Detroit
PHX|Phoenix
SYD|Sydney
MEL|Melbourne
BNE|Brisbane
ADL|Adelaide
AKL|Auckland
WLG|Wellington
CHC|Christchurch
SHJ|Sharjah
DOH|Doha
MCT|Muscat
KWI|Kuwait City
RUH|Riyadh
JED|Jeddah
DMM|Dammam
SIN|Singapore
KUL|Kuala Lumpur
BKK|Bangkok
HKG|Hong Kong
NRT|Tokyo
HND|Tokyo
KIX|Osaka
ICN|Seoul
FRA|Frankfurt
MUC|Munich
BER|Berlin
DUS|Dusseldorf
STR|Stuttgart
CDG|Paris
AMS|Amsterdam
ZRH|Zurich
GVA|Geneva
BRU|Brussels
CPH|Copenhagen
ARN|Stockholm
OSL|Oslo
SVG|Stavanger
HEL|Helsinki
VIE|Vienna
WAW|Warsaw
PRG|Prague
BUD|Budapest
FCO|Rome
MXP|Milan
MAD|Madrid
BCN|Barcelona
LIS|Lisbon
NBO|Nairobi
EBB|Kampala
DAR|Dar es Salaam
JNB|Johannesburg
CPT|Cape Town
PHC|Port Harcourt`;
