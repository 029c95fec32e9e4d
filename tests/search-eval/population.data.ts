import { EMPLOYERS, type EmployerKey } from "./employers.js";
import { PLACES, type PlaceKey } from "./places.js";
import { CRAFTS, TRADES, type Craft, type Trade } from "./truth.js";

/**
 * The search evaluation's population (not the demo data): members written the way they type their
 * profiles, each with a hidden ground truth (craft, trade, employer, place, student) used only to
 * label the queries.
 */

export interface EvalProfile {
  fullName: string;
  rollNumber: string | null;
  trade: string | null;
  course: string | null;
  batchYear: number | null;
  currentLocation: string | null;
  jobTitle: string | null;
  company: string | null;
  occupation: string | null;
  companyOrganization: string | null;
  skills: string[];
  bio: string | null;
}

export interface EvalMember {
  key: string;
  profile: EvalProfile;
  truth: {
    craft: Craft;
    alsoCraft: Craft[];
    trade: Trade;
    student: boolean;
    batch: number;
    employer: EmployerKey | null;
    place: PlaceKey;
  };
}

/**
 * One member a line. As typed on the profile: key | full name | batch | trade | current location |
 * job title | company | skills; then the ground truth: craft (+ a second one) | trade of the
 * centre | employer (employers.ts) | place (places.ts); then an optional bio. A batch marked `*` is
 * not stated on the profile (only the roll number carries it). A student has craft `student`, no
 * title, company or employer ("-").
 */
const TABLE = `
e01 | Gurpreet Singh | 2012 | Electrical | Ludhiana | Electrician | Vardhman Textiles Ltd | wiring, panel wiring, motor rewinding | electrician | electrical | vardhman | ludhiana
e02 | Manpreet Kaur | 2015 | Electrical Engg | Patiala, Punjab | Electrical Engineer | PSPCL | substation, protection relays | electrical-engineer | electrical | pspcl | patiala
e03 | Rajinder Kumar | 2004 | electrical | Kharar | Lecturer (Electrical) | Govt. Polytechnic Khunimajra | teaching, electrical machines | lecturer | electrical | govtPoly | kharar | Teaching electrical trade students for 15 years.
e04 | Sandeep Thakur | 2010 | Electrical | Mandi, HP | Junior Engineer | HPSEBL | distribution, transformers | electrical-engineer | electrical | hpsebl | mandi
e05 | Mohd Irfan Bhat | 2013 | Electrical | Srinagar, J&K | Assistant Engineer | Power Development Department | power distribution, AutoCAD | electrical-engineer | electrical | pddJk | srinagar
e06 | Vikas Yadav | 2016 | Electrical | Lucknow | JE Electrical | UPPCL | metering, 11kV lines | electrical-engineer | electrical | uppcl | lucknow
e07 | Harjit Singh Sidhu | 2008 | Electrical | Dubai, UAE | Electrician | Al Futtaim Engineering | MEP, building wiring | electrician | electrical | alFuttaim | dubai
e08 | Baljinder Singh | 2011 | Electrical | Brampton, Ontario | Industrial Electrician | Magna International | PLC troubleshooting, 309A licence | electrician | electrical | magna | brampton
e09 | Amandeep Sharma | 2019 | Electrical | Bangalore | Electrical Design Engineer | Schneider Electric | ETAP, LV panels | electrical-engineer | electrical | schneider | bengaluru
e10 | Pooja Rani | 2025 | Electrical | Mohali | - | - | wiring, basic electronics | student | electrical | - | mohali
e11 | Kuldeep Chand | 2006 | Electrical | Dharamshala | Lineman | HPSEBL | HT lines, pole work | lineman | electrical | hpsebl | dharamshala
e12 | Ravi Shankar | 2014 | Electrical | Noida | Sr. Electrical Engineer | NTPC Ltd | power plant, switchyard | electrical-engineer | electrical | ntpc | noida
e13 | Jaspreet Kaur | 2017 | Electrical | Jamshedpur | Electrical Maintenance Engineer | Tata Steel | drives, preventive maintenance | electrical-engineer | electrical | tataSteel | jamshedpur
e14 | Lakhwinder Singh | 2009 | Electrical | Samrala | Electrician | self employed | house wiring, inverter repair | electrician | electrical | own | samrala
e15 | Neeraj Kumar | 2003 | Electrical | Panchkula | Substation Engineer | Power Grid Corporation of India Ltd | 400kV substation, SCADA | electrical-engineer | electrical | powergrid | panchkula
e16 | Tarun Negi | 2018 | Electrical | Ahmedabad, Gujarat | Electrical Supervisor | Adani Green Energy Ltd | solar plant O&M | electrical-engineer | electrical | adaniGreen | ahmedabad
e17 | Gagandeep Singh | 2012 | Electrical | Moga | Electrical Instructor | Government ITI | teaching, wireman trade | instructor | electrical | govtIti | moga
e18 | Sukhwinder Kaur | 2001 | Electrical | Ambala Cantt | Electrical Engineer | Indian Railways | traction, OHE | electrical-engineer | electrical | railways | ambala
e19 | Pardeep Sharma | 2010 | Electrical | Ambala | Airman (Electrical Fitter) | Indian Air Force | aircraft electrical systems | electrician | electrical | airForce | ambala
e20 | Shivani | 2018 | Electrical | Vizag | Electrical Engineer | GAIL (India) Ltd | compressor station, HT motors | electrical-engineer | electrical | gail | vizag
e21 | Mohan Lal | 2000 | Electrical | Chandigarh | Electrician | Chandigarh Administration, Engineering Dept | street lighting, wiring | electrician | electrical | chdEngg | chandigarh
e22 | Sarabjit Kaur | 2023 | Electrical | Pinjore | Apprentice Electrician | HMT Machine Tools Ltd | control panels | electrician | electrical | hmt | pinjore
e23 | Neha Saini | 2020 | Electrical | Melbourne, Victoria | Electrical Draughtsperson | AECOM | Revit MEP, AutoCAD Electrical | draughtsman | electrical | aecom | melbourne
e24 | Hitesh Arora | 2007 | Electrical | Jalandhar | Area Sales Manager | Havells India | channel sales, lighting | sales | electrical | havells | jalandhar
e25 | Alok Tiwari | 2015 | Electrical | Jaipur | Project Manager (Solar EPC) | Tata Power | EPC, solar, project planning | project-manager | electrical | tataPower | jaipur

x01 | Jatin Arora | 2018 | Electronics & Comm. | Bengaluru | Embedded Software Engineer | Bosch Global Software Technologies | embedded C, AUTOSAR, CAN | embedded-engineer | electronics | bgsw | bengaluru
x02 | Simran Gill | 2015 | ECE | Dublin, Ireland | Embedded Systems Engineer | Stryker | C, RTOS, ARM | embedded-engineer | electronics | stryker | dublin
x03 | Ankit Verma | 2012 | Electronics | Panchkula | Electronics Technician | Bharat Electronics Ltd | soldering, testing, radar modules | electronics-technician | electronics | bel | panchkula
x04 | Harpreet Saini | 2010 | Electronics | Ludhiana | Field Service Technician | Siemens Healthineers | medical equipment repair | electronics-technician | electronics | siemens | ludhiana
x05 | Divya Sharma | 2016 | Electronics | Hyderabad | VLSI Design Engineer | Qualcomm | Verilog, physical design | hardware-engineer | electronics | qualcomm | hyderabad
x06 | Rohit Kumar | 2014 | Electronics | Pune | PCB Design Engineer | Tata Elxsi | Altium, PCB layout | hardware-engineer | electronics | tataElxsi | pune
x07 | Nitin Chauhan | 2009 | Electronics | Shimla | Telecom Engineer | BSNL | OFC, exchanges | telecom-engineer | electronics | bsnl | shimla
x08 | Meenakshi | 2013 | Electronics | Navi Mumbai | RF Engineer | Reliance Jio Infocomm | RF planning, 4G/5G | telecom-engineer | electronics | jio | navimumbai
x09 | Arjun Mehta | 2020 | Electronics | Jamnagar, Gujarat | Instrumentation Engineer | Reliance Industries Ltd | DCS, field instruments | instrumentation-engineer | electronics | reliance | jamnagar
x10 | Sunil Kumar | 2007 | Electronics | Chandigarh | Technical Officer | CSIR-CSIO | instrument calibration, electronics | electronics-technician | electronics | csio | chandigarh
x11 | Karan Bhalla | 2024 | Electronics | Zirakpur | - | - | arduino, soldering | student | electronics | - | zirakpur
x12 | Navjot Kaur | 2022 | Electronics | Noida | Electronics Technician | Tata Power Solar | inverter testing | electronics-technician | electronics | tataPower | noida
x13 | Abhishek Rana | 2011 | ECE | San Jose, CA | Hardware Design Engineer | Cisco Systems | board design, signal integrity | hardware-engineer | electronics | cisco | sanjose
x14 | Prabhjot Singh | 2017 | Electronics | Munich, Germany | Embedded Developer (IoT) | Siemens | embedded C, IoT, MQTT | embedded-engineer | electronics | siemens | munich
x15 | Rakesh Sharma | 2005 | Electronics | Amritsar | Lecturer Electronics | Govt. Polytechnic College, Amritsar | teaching, microcontrollers | lecturer | electronics | govtPoly | amritsar
x16 | Sahil Khan | 2019 | Electronics | Bengaluru | Avionics Technician | Hindustan Aeronautics Ltd | avionics, LRU testing | electronics-technician | electronics | hal | bengaluru
x17 | Ravinder Kumar | 2004 | Electronics | Jammu | Radar Technician | Indian Army | radar maintenance | electronics-technician | electronics | army | jammu
x18 | Gagan Bedi | 2019 | Electronics | Kullu, Himachal | Service Engineer | Siemens | X-ray machines, service | electronics-technician | electronics | siemens | kullu
x19 | Vinay Kumar | 2017 | Electronics | Trivandrum | Embedded Engineer | Tata Elxsi | embedded linux, device drivers | embedded-engineer | electronics | tataElxsi | trivandrum
x20 | Gurmeet Kaur | 2001 | Electronics | Phagwara | Assistant Professor (ECE) | Lovely Professional University | teaching, VLSI | lecturer | electronics | lpu | phagwara
x21 | Sonia Arora | 2012 | Electronics | Gurugram | HR Manager | Siemens Ltd | recruitment, HRBP | hr | electronics | siemens | gurugram

a01 | Gurleen Sandhu | 2016 | Mechatronics | Pune | PLC Programmer | Tata Motors | Siemens S7, TIA Portal | plc-programmer | mechatronics | tataMotors | pune
a02 | Varun Khurana | 2018 | Mechatronics | Gurgaon | Robot Programmer | KUKA India | KUKA KRL, robot cells | robot-programmer | mechatronics | kuka | gurugram
a03 | Deepak Saini | 2014 | Mechatronics | Vadodara | Automation Engineer | ABB India | DCS, drives, commissioning | automation-engineer | mechatronics | abb | vadodara
a04 | Ishita Goyal | 2020 | Mechatronics | IMT Manesar, Gurgaon | Robotics Engineer | Maruti Suzuki India Ltd | welding robots, FANUC | automation-engineer+robot-programmer | mechatronics | maruti | gurugram
a05 | Mandeep Singh | 2012 | Mechatronics | Dubai | SCADA/PLC Engineer | Siemens | PLC, SCADA, HMI | plc-programmer | mechatronics | siemens | dubai
a06 | Ritika Bansal | 2025 | Mechatronics | Panchkula | - | - | arduino, pneumatics | student | mechatronics | - | panchkula
a07 | Amanpreet Grewal | 2013 | Mechatronics | Toronto, Canada | Controls Engineer | Alstom | controls, Allen-Bradley | automation-engineer | mechatronics | bombardier | toronto
a08 | Kunal Joshi | 2021 | Mechatronics | Chakan, Pune | Robot Programmer (FANUC) | Fanuc India Pvt Ltd | FANUC robots, teach pendant | robot-programmer | mechatronics | fanuc | pune
a09 | Tejinder Pal | 2010 | Mechatronics | Ludhiana | Maintenance Engineer - Automation | Vardhman Textiles | PLC, VFD, maintenance | automation-engineer+maintenance-engineer | mechatronics | vardhman | ludhiana
a10 | Shreya Kapoor | 2023 | Mechatronics | Nashik | Graduate Engineer Trainee | Bosch Ltd | automation, lean | automation-engineer | mechatronics | bosch | nashik
a11 | Navneet Sidhu | 2012 | Mechatronics | Pune | Product Manager | Siemens Digital Industries | product management, roadmaps | product-manager | mechatronics | siemens | pune

c01 | Balwinder Singh | 2008 | CNC Machining | Hoshiarpur | CNC Programmer | Sonalika Tractors | Fanuc, G-code, Mastercam | cnc-programmer | cnc | sonalika | hoshiarpur
c02 | Rajesh Kumar | 2011 | CNC | Mohali | VMC Operator | Swaraj Tractors | VMC, setting | cnc-operator | cnc | swaraj | mohali
c03 | Harmeet Singh | 2015 | Advanced CNC | Mumbai | CAM Programmer | Godrej & Boyce | NX CAM, 5-axis | cnc-programmer | cnc | godrej | mumbai
c04 | Sunny Verma | 2019 | CNC Machining | Mandi Gobindgarh | CNC Machinist | Bhogal Precision Works | turning, VMC | machinist | cnc | smallShop | gobindgarh
c05 | Paramjit Singh | 2003 | Machinist | Bhilai | Machinist | SAIL Bhilai Steel Plant | lathe, milling | machinist | cnc | sail | bhilai
c06 | Anil Kumar | 2006 | CNC | Haridwar | CNC Setter cum Operator | Hero MotoCorp | CNC turning, setting | cnc-operator | cnc | hero | haridwar
c07 | Vishal Thakur | 2022 | CNC Machining | Pune | CNC Operator | Bajaj Auto Ltd | CNC lathe | cnc-operator | cnc | bajajAuto | pune
c08 | Mehak Arora | 2026 | CNC | Chandigarh | - | - | G-code | student | cnc | - | chandigarh
c09 | Gursewak Singh | 2010 | CNC Machining | Winnipeg, MB | CNC Machinist | Boeing Canada | 5-axis machining, GD&T | machinist | cnc | boeing | winnipeg
c10 | Ajay Pal | 2017 | CNC | Faridabad | CNC Programmer & Operator | JCB India | Fanuc, Siemens controls | cnc-programmer | cnc | jcb | faridabad
c11 | Taranjit Singh | 2015 | CNC | Milan, Italy | CNC Machinist | Bosch | CNC milling | machinist | cnc | bosch | milan

t01 | Harish Gupta | 2005 | Tool & Die Making | Gurgaon | Toolroom Head | Hero MotoCorp | press tools, tool room | tool-die-maker | tool-die | hero | gurugram
t02 | Parveen Kumar | 2009 | TDM | Gurugram | Tool & Die Maker | Maruti Suzuki | press dies, EDM | tool-die-maker | tool-die | maruti | gurugram
t03 | Navdeep Kaur | 2014 | Tool and Die | Nashik | Tool Designer | Mahindra & Mahindra Ltd | UG NX, press tool design | tool-designer | tool-die | mahindra | nashik
t04 | Sanjay Rawat | 2012 | Die & Mould Making | Mumbai | Mould Designer | Godrej | mould design, Moldflow | mould-designer | die-mould | godrej | mumbai
t05 | Vinod Kumar | 2002 | Tool & Die | Stuttgart | Toolmaker | Mercedes-Benz | toolmaking, EDM | tool-die-maker | tool-die | daimler | stuttgart
t06 | Pardeep Singh | 2007 | Tool and Die Making | Mohali | Press Tool Designer | Swaraj Tractors | press tools, AutoCAD | tool-designer | tool-die | swaraj | mohali
t07 | Rupinder Kaur | 2018 | Die and Mould | Jaipur | Injection Mould Designer | Bosch | injection moulds, Creo | mould-designer | die-mould | bosch | jaipur
t08 | Manoj Bisht | 2011 | TDM | Rudrapur, Uttarakhand | Tool & Die Maker | Tata Motors | dies, fitting | tool-die-maker | tool-die | tataMotors | rudrapur
t09 | Jaswinder Singh | 2004 | Tool & Die Making | Ludhiana | Owner | JS Tools & Dies | press tools, business | founder+tool-die-maker | tool-die | own | ludhiana | Running my own tool room in Ludhiana since 2012.
t10 | Ankita Thakur | 2025 | Tool & Die | Solan | - | - | AutoCAD, fitting | student | tool-die | - | solan
t11 | Gaurav Sood | 2013 | Tool & Die | Bangalore | Tool Maker | Toyota Kirloskar Motor | stamping dies | tool-die-maker | tool-die | toyota | bengaluru
t12 | Ramandeep Singh | 2016 | Tool & Die Making | Hosur | Die Maker | Ashok Leyland | forging dies | tool-die-maker | tool-die | ashokLeyland | hosur
t13 | Kamal Kishore | 2000 | Tool & Die | Chandigarh | Workshop Instructor (Tool Room) | ISTC (CSIO) | training, tool room | instructor | tool-die | istc | chandigarh
t14 | Balraj Singh | 2001 | Tool & Die | Rajpura | Assistant Professor | Chitkara University | teaching, manufacturing processes | lecturer | tool-die | chitkara | rajpura
t15 | Kamaljeet Kaur | 2010 | Tool & Die | Stuttgart, Germany | Project Manager | Bosch | project management, tooling | project-manager | tool-die | bosch | stuttgart
t16 | Dilpreet Singh | 2024 | Die & Mould | Kalka | - | - | mould making | student | die-mould | - | kalka

m01 | Farhan Ali | 2013 | Mechanical | Ludhiana | Production Engineer | Hero MotoCorp | production planning, lean | production-engineer | mechanical | hero | ludhiana
m02 | Amit Sharma | 2010 | Mech | Chennai | Design Engineer | Mahindra & Mahindra | CATIA, GD&T | design-engineer | mechanical | mahindra | chennai
m03 | Surinder Pal | 2006 | Mechanical | Patiala | Draughtsman | PWD Punjab | AutoCAD, drafting | draughtsman | mechanical | pwdPunjab | patiala
m04 | Sukhdev Singh | 2001 | Mechanical | Haridwar | Sr. Draughtsman (Mech.) | BHEL Haridwar | drafting, AutoCAD | draughtsman | mechanical | bhel | haridwar
m05 | Neha Bhardwaj | 2015 | Mechanical Engg | Vadodara | CAD Designer / Draftsman | L&T Technology Services | SolidWorks, drafting | draughtsman | mechanical | ltts | vadodara
m06 | Rohan Malhotra | 2012 | Mechanical | Pune | Mechanical Design Engineer | Tata Motors | CATIA, BIW | design-engineer | mechanical | tataMotors | pune
m07 | Vikram Negi | 2008 | Mechanical | Solan, HP | Maintenance Engineer | UltraTech Cement | kiln maintenance | maintenance-engineer | mechanical | ultratech | solan | Son of a teacher. Maintenance is my world.
m08 | Deepak Kumar | 2009 | Mechanical | Barnala | Plant Manager | Trident Ltd | operations, plant management | plant-manager | mechanical | trident | barnala
m09 | Ashish Goyal | 2003 | Mechanical | Baddi | Production Manager | Vardhman | production, team lead | production-manager | mechanical | vardhman | baddi
m10 | Sachin Kumar | 2016 | Mech. | Gurgaon | Quality Engineer | Maruti | PPAP, SPC, 8D | quality-engineer | mechanical | maruti | gurugram
m11 | Pawan Kumar | 2011 | Mechanical | Vadodara | QC Inspector | Larsen & Toubro Heavy Engineering | NDT, inspection | quality-inspector | mechanical | lt | vadodara
m12 | Gurdeep Singh | 2007 | Mechanical | Mumbai | Mechanical Engineer | ONGC | offshore rigs, rotating equipment | mechanical-engineer | mechanical | ongc | mumbai
m13 | Rahul Chauhan | 2014 | Mechanical | Dammam, Saudi Arabia | Mechanical Engineer | Saudi Aramco | pumps, compressors | mechanical-engineer | mechanical | aramco | dammam
m14 | Hardeep Singh | 2010 | Mechanical | Doha, Qatar | Mechanical Fitter | QatarEnergy LNG | pipe fitting, pumps | fitter | mechanical | qatarGas | doha
m15 | Manish Thakur | 2005 | Mechanical | Bhilai | Maintenance Fitter | SAIL | fitting, gearbox | fitter | mechanical | sail | bhilai
m16 | Priya Kapoor | 2019 | Mechanical | Faridabad | Graduate Engineer Trainee (Mech) | NHPC Ltd | hydro turbines | mechanical-engineer | mechanical | nhpc | faridabad
m17 | Yogesh Sharma | 2013 | Mechanical | Shimla | Mechanical Engineer | SJVN Ltd | hydro power plant | mechanical-engineer | mechanical | sjvn | shimla
m18 | Karanveer Singh | 2017 | Mechanical | Birmingham, UK | Mechanical Engineer | Jaguar Land Rover | powertrain, CAE | mechanical-engineer | mechanical | jlr | birmingham
m19 | Lovepreet Singh | 2018 | Mechanical | Surrey, BC | Millwright | Magna | millwright, conveyors | fitter | mechanical | magna | surrey
m20 | Arshdeep Kaur | 2024 | Mechanical | Kharar | - | - | SolidWorks | student | mechanical | - | kharar
m21 | Nikhil Jain | 2025 | Mechanical | Ambala | - | - | AutoCAD | student | mechanical | - | ambala
m22 | Saurabh Mishra | 2012 | Mechanical | Chennai | Sr. Design Engineer | Ashok Leyland | Creo, chassis design | design-engineer | mechanical | ashokLeyland | chennai
m23 | Jagdeep Singh | 2002 | Mechanical | Bathinda | Lecturer Mechanical Engg | Govt Polytechnic, Bathinda | teaching, thermodynamics | lecturer | mechanical | govtPoly | bathinda
m24 | Anmol Sharma | 2015 | Mechanical | Kolkata | Mechanical Engineer | Hindalco Industries | rolling mill | mechanical-engineer | mechanical | hindalco | kolkata
m25 | Ajit Singh | 2005 | Mechanical | Patiala | Junior Engineer | DMW Patiala (Indian Railways) | loco components | mechanical-engineer | mechanical | dmw | patiala
m26 | Ashwani Kumar | 2014 | Mechanical | Panipat | Mechanical Engineer | Indian Oil Corporation Ltd | refinery maintenance | mechanical-engineer | mechanical | iocl | panipat
m27 | Prem Lal | 2002 | Mechanical | Ropar | Fitter | PSPCL Ropar Thermal Plant | boiler maintenance | fitter | mechanical | pspcl | ropar
m28 | Rohan Thapar | 2021 | Mechanical | Kolkata | Draughtsman | Tata Projects | AutoCAD, piping drawings | draughtsman | mechanical | tataProjects | kolkata
m29 | Harvinder Kaur | 2012 | Mechanical | Coimbatore | Mechanical Engineer | L&T Valves | valves, testing | mechanical-engineer | mechanical | lt | coimbatore
m30 | Uday Pratap | 2008 | Mechanical | Ludhiana | Founder | Pratap Auto Components Pvt Ltd | entrepreneurship, forging | founder | mechanical | own | ludhiana
m31 | Varinder Singh | 2009 | Mechanical | Ludhiana | Sales Engineer | Fanuc India | technical sales, CNC | sales | mechanical | fanuc | ludhiana
m32 | Rajat Mahajan | 2006 | Mechanical | Mumbai | Plant Head | JSW Steel | operations, P&L | plant-manager | mechanical | jsw | mumbai
m33 | Gaurav Chopra | 2011 | Mechanical | Toronto | Design Engineer | Magna International | SolidWorks, tooling | design-engineer | mechanical | magna | toronto
m34 | Ravneet Kaur | 2009 | Mechanical | Khanna | Accounts Executive | Khanna Paper Mills | Tally, GST | accountant | mechanical | khannaPaper | khanna
m35 | Inder Mohan | 2003 | Mechanical | Dehradun | Mechanical Engineer | ONGC | drilling, maintenance | mechanical-engineer | mechanical | ongc | dehradun

u01 | Ramesh Chand | 2009 | Automobile | Una | Auto Mechanic | Bhatia Motors | engine overhaul | auto-mechanic | automobile | smallDealer | una
u02 | Jagmohan Singh | 2012 | Automobile Engg | Zirakpur | Service Advisor | Bhatia Motors (Maruti Arena) | customer handling, job cards | service-advisor | automobile | smallDealer | zirakpur
u03 | Amrit Pal | 2014 | Automobile | Calgary, Alberta | Automotive Technician | Canadian Tire | diagnostics, brakes | auto-mechanic | automobile | canadianTire | calgary
u04 | Suresh Kumar | 2006 | Automobile | Pathankot | Craftsman (Vehicle Mechanic) | Indian Army | vehicle maintenance | army-technician+auto-mechanic | automobile | army | pathankot
u05 | Rohit Saini | 2020 | Automobile | Chennai | Automobile Engineer | Mahindra Research Valley | vehicle testing, NVH | automobile-engineer | automobile | mahindra | chennai
u06 | Gurwinder Singh | 2016 | Auto | Melbourne, Australia | Diesel Mechanic | Volvo Group Australia | heavy vehicles, diesel | auto-mechanic | automobile | volvo | melbourne
u07 | Kavita Devi | 2025 | Automobile | Ropar | - | - | engines | student | automobile | - | ropar
u08 | Harpal Singh | 2003 | Automobile | Jalandhar | Loco Pilot | Indian Railways | diesel locos | loco-pilot | automobile | railways | jalandhar
u09 | Sahil Bansal | 2018 | Automobile | Bengaluru | EV Design Engineer | Ola Electric | EV, battery packs | automobile-engineer | automobile | olaElectric | bengaluru

w01 | Lakshay Jain | 2015 | Welding | Shimla, HP | Welder | Himachal Fab Works | arc welding, fabrication | welder | welding | smallShop | shimla | Son of a teacher; I train students in welding.
w02 | Bikramjit Singh | 2011 | Welding & Fabrication | Abu Dhabi | TIG Welder | Petrofac | TIG, 6G | welder | welding | petrofac | abudhabi
w03 | Sanjeev Kumar | 2008 | Welding | Muscat, Oman | Welding Inspector (CSWIP 3.1) | Petrofac | CSWIP, NDT | welding-inspector | welding | petrofac | muscat
w04 | Jasvir Singh | 2013 | Welding | Calgary | Pipe Welder | Ledcor | pipeline welding | welder | welding | ledcor | calgary
w05 | Dinesh Kumar | 2005 | Welding | Nawanshahr | Welding Instructor | Govt ITI | teaching, welder trade | instructor | welding | govtIti | nawanshahr
w06 | Mukesh | 2017 | Welding | Kharar | Welder Fabricator | own workshop | MIG welding, gates and grills | welder | welding | own | kharar
w07 | Angad Singh | 2012 | Welding Technology | Hyderabad | QA/QC Welding Engineer | BHEL | WPS, PQR, inspection | welding-inspector | welding | bhel | hyderabad
w08 | Reena | 2026 | Welding | Chandigarh | - | - | MIG | student | welding | - | chandigarh
w09 | Inderjit Singh | 2003 | Welding | Brisbane, Australia | Boilermaker | Downer Group | boilermaking, welding | welder | welding | downer | brisbane

s01 | Aarav Sharma | 2016 | Computer Science | Chandigarh | Software Engineer | Infosys | React, Node.js | software-developer | computer | infosys | chandigarh
s02 | Bhavna Kaur | 2017 | Computer Sc. | Mohali | Full Stack Developer | Quark Software | Python, Django | software-developer | computer | quark | mohali
s03 | Chetan Verma | 2015 | CSE | Hyderabad | SDE II | Microsoft | C#, Azure | software-developer | computer | microsoft | hyderabad
s04 | Kriti Malhotra | 2013 | Computer Science | Zurich, Switzerland | Senior Software Engineer | Google | Go, distributed systems | software-developer | computer | google | zurich
s05 | Tanvi Rao | 2011 | Computer Science | Vancouver, Canada | Product Manager | Amazon | product management, A/B testing | product-manager | computer | amazon | vancouver
s06 | Rahul Gaur | 2014 | IT | Gurugram | Technical Product Manager | Zomato | product roadmap, SQL | product-manager | computer | zomato | gurugram
s07 | Mansi Sethi | 2019 | Computer Science | Noida | Data Analyst | TCS | SQL, Power BI | data-analyst | computer | tcs | noida
s08 | Akash Deep | 2012 | CSE | Hyderabad | Data Scientist | Tech Mahindra | Python, machine learning | data-scientist | computer | techMahindra | hyderabad
s09 | Rohit Sood | 2010 | Computer | Lucknow | IT Support Engineer | HCL Technologies | desktop support, ITIL | it-support | computer | hcl | lucknow
s10 | Gurpreet Kaur | 2016 | Computer Science | Chennai | Network Engineer | Wipro | CCNA, routing | network-engineer | computer | wipro | chennai
s11 | Arun Nair | 2014 | Computer Sc | Kochi | Software Developer | Tata Consultancy Services | Java, Spring | software-developer | computer | tcs | kochi
s12 | Harsimran Singh | 2018 | CSE | Toronto | Software Developer | Shopify | Ruby, React | software-developer | computer | shopify | toronto
s13 | Neeru Bala | 2009 | Computer | Chandigarh | Lecturer Computer Science | Govt Polytechnic for Women | teaching, C++ | lecturer | computer | govtPoly | chandigarh
s14 | Vivek Singh | 2020 | CSE | Sydney, Australia | Backend Developer | Atlassian | Java, Kotlin, AWS | software-developer | computer | atlassian | sydney
s15 | Ritu Rani | 2024 | Computer Science | Mohali | - | - | Python, HTML | student | computer | - | mohali
s16 | Shubham Garg | 2026 | Computer Science | Kharar | - | - | C, Java | student | computer | - | kharar
s17 | Pankaj Bhatt | 2015 | Computer Science | Dehradun | Software Engineer | Infosys | Java, microservices | software-developer | computer | infosys | dehradun
s18 | Yasir Ahmad | 2017 | IT | Srinagar | Web Developer | Freelance | WordPress, PHP | software-developer | computer | own | srinagar
s19 | Komal Sharma | 2021 | Computer Science | Bengaluru | QA Engineer | Tata Consultancy Services | Selenium, manual testing | software-tester | computer | tcs | bengaluru
s20 | Manish Kumar | 2011 | CSE | Bengaluru | Engineering Manager | Amazon | team leadership, Java | engineering-manager | computer | amazon | bengaluru
s21 | Deepika Chawla | 2013 | Computer Science | Mohali | Founder & CEO | LearnKaro (EdTech startup) | startups, product | founder | computer | own | mohali
s22 | Sukhpreet Kaur | 2010 | Computer | London | Program Manager | Microsoft | program management | project-manager | computer | microsoft | london
s23 | Aditya Kaushik | 2019 | IT | Pune | DevOps Engineer | LTIMindtree | Kubernetes, AWS, CI/CD | software-developer | computer | ltim | pune
s24 | Sunita Devi | 2016 | Computer | Pathankot | Computer Operator | Punjab Govt (Sewa Kendra) | MS Office, data entry | it-support | computer | pbGovt | pathankot
s25 | Parul Jain | 2014 | Computer Science | Amritsar | Python Developer | Zomato | Python, FastAPI | software-developer | computer | zomato | amritsar

v01 | Deepa Rani | 2014 | Civil | Chandigarh | Site Engineer | Larsen & Toubro | site execution, MS Project | civil-engineer | civil | lt | chandigarh
v02 | Isha Malhotra | 2011 | Civil Engg | Ludhiana, Punjab | Quantity Surveyor | DLF | estimation, billing | surveyor | civil | dlf | ludhiana
v03 | Amanpreet Singh | 2008 | Civil | Moga | SDO | PWD (B&R) Punjab | roads, estimates | civil-engineer | civil | pwdPunjab | moga
v04 | Rakesh Rawat | 2012 | Civil | Dehradun | Junior Engineer (Civil) | Uttarakhand Irrigation Department | canals, surveying | civil-engineer | civil | ujvn | dehradun
v05 | Kiran Kumari | 2016 | Civil | Hyderabad | Civil Engineer | Tata Projects | structures, QA | civil-engineer | civil | tataProjects | hyderabad
v06 | Manjit Singh | 2004 | Civil | Auckland, NZ | Land Surveyor | self | total station, GPS survey | surveyor | civil | own | auckland
v07 | Sidharth Rao | 2019 | Civil | Mundra | Site Engineer | Adani Ports | marine works, concrete | civil-engineer | civil | adaniPorts | mundra
v08 | Heena | 2025 | Civil | Yamunanagar | - | - | AutoCAD, surveying | student | civil | - | yamunanagar
v09 | Gurnam Singh | 2007 | Civil | Kathua | Assistant Engineer | Power Development Department | civil works, hydro | civil-engineer | civil | pddJk | kathua

r01 | Baldev Singh | 2007 | Refrigeration & AC | Dubai | HVAC Technician | Carrier | chillers, VRF | hvac-technician | rac | carrier | dubai
r02 | Mohit Sharma | 2013 | RAC | Karnal | AC Mechanic | own shop | split AC repair | hvac-technician | rac | own | karnal
r03 | Jyoti Rana | 2016 | Refrigeration and Air Conditioning | Kuwait | HVAC Engineer | Blue Star | HVAC design, heat load | hvac-technician | rac | bluestar | kuwait

z01 | Sarbjeet Singh | 2000 | Mechanical | Yamunanagar | Sr. Manager (Maintenance) | BHEL | maintenance, turbines | maintenance-engineer | mechanical | bhel | yamunanagar
z02 | Meena Kumari | 2002 | Electronics | Karnal | Teacher | Govt. Sr. Sec. School | teaching, physics | lecturer | electronics | govtSchool | karnal
z03 | Rajiv Bhalla | 2005 | Electrical | Hisar | Electrical Engineer | UHBVN | distribution, billing | electrical-engineer | electrical | uhbvn | hisar
z04 | Jasleen Kaur | 2019 | Mechanical | Hoshiarpur | Quality Inspector | Sonalika International Tractors Ltd | inspection, gauges | quality-inspector | mechanical | sonalika | hoshiarpur
z05 | Ravi Teja | 2015 | Mechanical | Visakhapatnam | Mechanical Engineer | HPCL Visakh Refinery | static equipment | mechanical-engineer | mechanical | hpcl | vizag
z06 | Pooja Thakur | 2020 | Civil | SAS Nagar | Civil Engineer | GMADA contractor | site supervision | civil-engineer | civil | smallShop | mohali
z07 | Tarsem Lal | 2004 | Welding | Jalandhar | Welding Foreman | Indian Railways (RCF Kapurthala) | coach welding | welder | welding | railways | jalandhar
z08 | Kuldip Singh | 2008 | Electrical | Dera Bassi | Maintenance Electrician | Ind-Swift Labs | plant electrical | electrician | electrical | smallShop | derabassi
z09 | Anjali Verma | 2021 | Computer Science | Panchkula | Frontend Developer | Quark | React, TypeScript | software-developer | computer | quark | panchkula
z10 | Mohammed Rafi | 2009 | Mechanical | Riyadh | HVAC Mechanical Engineer | Al Futtaim | HVAC, MEP | mechanical-engineer | mechanical | alFuttaim | riyadh
z11 | Ashok Kumar | 2001 | Tool & Die | Faridabad | Tool Room Incharge | JCB India Ltd | tool room, jigs and fixtures | tool-die-maker | tool-die | jcb | faridabad
z12 | Sandeep Kaur | 2017 | Electronics | Ghaziabad | Test Engineer | Bharat Electronics | ATE, testing | electronics-technician | electronics | bel | ghaziabad
z13 | Harshdeep Singh | 2022 | Mechatronics | Mohali | Automation Technician | Swaraj Engines | PLC, pneumatics | automation-engineer | mechatronics | swaraj | mohali
z14 | Naveen Sharma | 2010 | Automobile | Kurukshetra | Workshop Manager | Toyota dealership | service operations | service-advisor | automobile | smallDealer | kurukshetra
z15 | Rekha Devi | 2013 | Electrical | Una, Himachal Pradesh | Junior Engineer (Electrical) | HPSEBL | distribution | electrical-engineer | electrical | hpsebl | una
z16 | Amritpal Singh | 2016 | CNC | Brampton | CNC Operator | Magna | CNC, quality checks | cnc-operator | cnc | magna | brampton
z17 | Chandan Kumar | 2012 | Electronics | Rudrapur | Production Supervisor | Tata Motors | assembly line | production-engineer | electronics | tataMotors | rudrapur
z18 | Gurjit Kaur | 2014 | Computer Science | Brampton, ON | Data Analyst | Canadian Tire | SQL, Tableau | data-analyst | computer | canadianTire | brampton
z19 | Vijay Kumar | 2003* | Mechanical | Jammu | Mechanical Engineer | NHPC | hydro projects | mechanical-engineer | mechanical | nhpc | jammu
z20 | Lovish Goyal | 2018* | Electrical | Bathinda | Electrical Engineer | NFL Bathinda | plant electrical | electrical-engineer | electrical | nfl | bathinda

n01 | Sukhjinder Singh | 2015 | Refrigeration & AC | Baddi, HP | Refrigeration Technician | Daikin Airconditioning India Pvt Ltd | chillers, VRV, brazing | hvac-technician | rac | daikin | baddi
n02 | Vikram Yadav | 2018 | RAC | Neemrana, Rajasthan | AC Service Engineer | Daikin | split AC installation, gas charging | hvac-technician | rac | daikin | neemrana
n03 | Harpreet Kaur Bains | 2012 | Refrigeration and Air Conditioning | Noida | HVAC Design Engineer | Johnson Controls | HAP, duct design, chiller selection | hvac-technician | rac | johnsonControls | noida
n04 | Rajbir Singh | 2010 | RAC | Ludhiana | Cold Storage Plant Operator | Sharma Cold Chain | ammonia refrigeration, compressors | hvac-technician | rac | smallShop | ludhiana
n05 | Amit Kumar | 2019 | Refrigeration & Air-conditioning | Sharjah, UAE | HVAC Technician | Voltas | AHU, FCU maintenance | hvac-technician | rac | voltas | sharjah
n06 | Pawan Kumar | 2021 | RAC | Chandigarh | AC Technician | LG Electronics Service Centre | inverter AC, PCB repair | hvac-technician | rac | lg | chandigarh
n07 | Rakesh Yadav | 2016 | Automobile Engg | Manesar | Vehicle Testing Engineer | Honda Motorcycle & Scooter India | durability testing | automobile-engineer | automobile | honda | gurugram
n08 | Manjeet Singh | 2011 | Automobile | Ludhiana | Motor Mechanic | PRTC (Punjab Roadways) | bus engines, fuel pumps | auto-mechanic | automobile | punjabRoadways | ludhiana
n09 | Sonu | 2017 | Auto | Gharuan, Mohali | Two Wheeler Mechanic | own garage | bike repair, servicing | auto-mechanic | automobile | own | gharuan
n10 | Anuj Sharma | 2013 | Automobile | Chennai | Service Manager | Hyundai Motor India | workshop operations, warranty | service-advisor | automobile | hyundai | chennai
n11 | Ritesh Gupta | 2012 | Electronics | Noida | Production Engineer | Samsung India Electronics | SMT line, production | production-engineer | electronics | samsung | noida
n12 | Simranjeet Kaur | 2016 | Mechanical | Pune | Quality Engineer | Honeywell Automation | QA/QC, supplier audits | quality-engineer | mechanical | honeywell | pune
n13 | Ishaan Verma | 2014 | Tool & Die | Chennai | Tooling Engineer | Hyundai Motor India | press tooling, die tryout | tool-designer+tool-die-maker | tool-die | hyundai | chennai
n14 | Naresh Kumar | 2008 | Mechanical | Baddi | Maintenance Fitter | Procter & Gamble | pumps, gearbox, fitting | fitter | mechanical | pg | baddi
n15 | Parminder Singh | 2014 | Electrical | Baddi, Himachal | Maintenance Electrician | Cipla Ltd | MCC panels, DG sets | electrician | electrical | cipla | baddi
n16 | Jaspreet Singh Gill | 2009 | Automobile | Gurugram | R&D Engineer | Maruti Suzuki | engine calibration, R&D | automobile-engineer | automobile | maruti | gurugram
n17 | Mohit Kumar | 2020 | CNC | Bhiwadi | CNC Operator | Honda Cars India | CNC turning, press shop | cnc-operator | cnc | honda | bhiwadi
n18 | Gurpreet Singh Dhillon | 2006 | RAC | Jalandhar | Refrigeration Mechanic | self employed | fridge repair, deep freezers | hvac-technician | rac | own | jalandhar
h01 | Navdeep Singh | 2016 | Mech | Sonipat, Haryana | Maintenance Engineer | Maruti Suzuki India Ltd (Kharkhoda) | TPM, hydraulics, breakdown maintenance | maintenance-engineer | mechanical | maruti | sonipat
h02 | Kavita Devi | 2020 | Electrical | Rohtak | ALM (Asst. Lineman) | UHBVN | LT lines, meter replacement | lineman | electrical | uhbvn | rohtak
h03 | Arjun Malhotra | 2011 | Computer Science | Indore, MP | Senior Software Engineer | Infosys | Java, Spring Boot, microservices | software-developer | computer | infosys | indore
h04 | Rohit Patidar | 2018 | Mechatronics | Indore | Robotics Engineer | FANUC India | robot programming, welding robots, offline programming | robot-programmer | mechatronics | fanuc | indore
h05 | Sunita Chauhan | 2009 | Civil | Bhopal | Assistant Engineer (Civil) | PWD Madhya Pradesh | roads, estimates, tendering | civil-engineer | civil | mpPwd | bhopal
h06 | Deepak Wankhede | 2014 | E&C | Nagpur | Instrumentation Engineer | NTPC Mouda | DCS, field instruments, calibration | instrumentation-engineer | electronics | ntpc | nagpur
h07 | Hardik Patel | 2017 | Welding | Surat, Gujarat | Welding Inspector (CSWIP 3.1) | L&T Heavy Engineering, Hazira | NDT, WPS/PQR, radiography | welding-inspector | welding | lt | surat
h08 | Mehul Desai | 2021 | Die & Mould | Surat | Mould Designer | Shree Plast Moulds | NX, plastic injection moulds | mould-designer | die-mould | smallShop | surat
h09 | Anthony Fernandes | 2013 | Mechanical | Vasco, Goa | Marine Fitter | Goa Shipyard Ltd | ship machinery, alignment | fitter | mechanical | goaShipyard | panaji
h10 | Gagandeep Kaur | 2015 | Electrical | Perth, WA | Electrician (A-grade licence) | Downer | mining sites, HV switching | electrician | electrical | downer | perth
h11 | Jaskaran Singh Randhawa | 2012 | Automobile | Edmonton, Alberta | Heavy Duty Mechanic | Ledcor | CAT equipment, hydraulics, diesel engines | auto-mechanic | automobile | ledcor | edmonton
h12 | Tanvir Singh | 2019 | CNC | Edmonton, AB | CNC Machinist | Precision Machining Inc | Mazak, G-code, setups | cnc-operator+machinist | cnc | smallShop | edmonton
h13 | Priyanka Sharma | 2016 | Computer | Frankfurt, Germany | Data Engineer | Deutsche Bank | Spark, Airflow, SQL | data-analyst+software-developer | computer | deutscheBank | frankfurt
h14 | Lakhwinder Singh | 2007 | Tool & Die | Nalagarh, HP | Toolroom Foreman | Himalaya Press Tools | press tools, jigs & fixtures | tool-die-maker | tool-die | smallShop | nalagarh
h15 | Ramandeep Kaur | 2024 | Computer | Sangrur | - | - | python, web development | student | computer | - | sangrur
h16 | Harsimran Singh | 2025 | Mechatronics | Kapurthala | - | - | arduino, sensors, pneumatics | student | mechatronics | - | kapurthala
h17 | Vikram Rathi | 2010 | Mechanical | Rewari | Production Manager | Hero MotoCorp, Dharuhera | assembly lines, lean, kaizen | production-manager | mechanical | hero | rewari
h18 | Anil Kumar Saini | 2005 | Electrical | Sonipat | SDO | Uttar Haryana Bijli Vitran Nigam | distribution, revenue | electrical-engineer | electrical | uhbvn | sonipat
h19 | Neha Gupta | 2018 | Electronics | Bhopal | Telecom Engineer | BSNL | OFC, BTS, broadband | telecom-engineer | electronics | bsnl | bhopal
h20 | Sukhpal Singh | 2002 | Mechanical | Indore | Lecturer Mechanical | Govt. Polytechnic College Indore | thermodynamics, workshop | lecturer | mechanical | govtPoly | indore
h21 | Manoj Kumar Yadav | 2013 | Civil | Nagpur | Site Engineer | L&T Construction | metro, viaduct, QA/QC | civil-engineer | civil | lt | nagpur
h22 | Ritika Bansal | 2019 | Electrical | Perth | Project Engineer (Electrical) | AECOM | HV design, estimation | electrical-engineer | electrical | aecom | perth
h23 | Shubham Thakur | 2022 | RAC | Panaji, Goa | AC Technician | Blue Star | VRF, split AC | hvac-technician | rac | bluestar | panaji
h24 | Inderjit Singh | 1998 | Mechanical | Rohtak | Proprietor | Inder Engineering Works | fabrication, agricultural implements | founder | mechanical | own | rohtak
h25 | Pardeep Kumar | 2015 | Automobile | Rohtak | Service Advisor | Bhatia Motors (Maruti dealer) | job cards, customer handling | service-advisor | automobile | smallDealer | rohtak
h26 | Simran Arora | 2020 | Computer | Sonipat | QA Engineer | HCL Technologies | selenium, manual testing | software-tester | computer | hcl | sonipat
q01 | Rohit Bhardwaj | 2011 | Mechanical | Bangalore, Karnataka | Sr. Engg. – Maint. | Hindustan Aeronautics Ltd | hydraulic test rigs, preventive maintenance | maintenance-engineer | mechanical | hal | bengaluru
q02 | Kirandeep Kaur | 2016 | Mech. Engg | Haridwar, Uttarakhand | Asst. Manager (QA) | BHEL Haridwar | ISO 9001, inspection planning, turbine blades | quality-engineer | mechanical | bhel | haridwar
q03 | Sanjay Negi | 2009 | Civil | Almora, Uttarakhand | Site Supervisor | State PWD Uttarakhand | retaining walls, hill roads | civil-engineer | civil | ukPwd | almora
q04 | Mahesh Chand | 2003 | Mechanical | Mohali | Draftsman | Punjab Mandi Board | AutoCAD 2D, drawings | draughtsman | mechanical | mandiBoard | mohali
q05 | Harbans Lal | 1999 | Electrical | Ludhiana | Electrician Gr. II | Municipal Corporation Ludhiana | street lights, pump house wiring | electrician | electrical | mcLudhiana | ludhiana
q06 | Ananya Kapoor | 2017 | CSE | Bengaluru | SDE-2 | Amazon | Java, DynamoDB, system design | software-developer | computer | amazon | bengaluru
q07 | Gurtej Singh | 2014 | Mechatronics | Jamshedpur, Jharkhand | PLC/SCADA Engr | Tata Steel | Rockwell PLC, WinCC | plc-programmer | mechatronics | tataSteel | jamshedpur
q08 | Bhupinder Singh | 2012 | Welding | Jubail, KSA | Welder (TIG/MIG) | Saudi Aramco | TIG, MIG, 6G pipe | welder | welding | aramco | jubail
q09 | Jatinder Kumar | 2018 | RAC | Doha, Qatar | Technician – HVAC | Voltas Ltd (Qatar) | chillers, AHU, BMS | hvac-technician | rac | voltas | doha
q10 | Amrinder Singh | 2008 | Electrical | Patiala | AE (Distribution) | Punjab State Power Corporation | 66kV substations, feeder maintenance | electrical-engineer | electrical | pspcl | patiala
q11 | Surjit Singh | 2001 | Mechanical | Patiala | Section Engineer | Indian Railways – DMW Patiala | loco assembly, bogies | mechanical-engineer | mechanical | dmw | patiala
q12 | Nisha Verma | 2019 | Computer | Jaipur, Rajasthan | Technical Support Associate | Infosys BPM | desktop support, ticketing | it-support | computer | infosysBpm | jaipur
q13 | Imran Qureshi | 2010 | Mechanical | Dubai | Aircraft Maint. Technician (B1) | Emirates Engineering | line maintenance, B777 | maintenance-engineer | mechanical | emirates | dubai
q14 | Navpreet Dhaliwal | 2013 | Mechanical | Montreal, QC, Canada | Manufacturing Engineer | Bombardier | aerostructures, lean, CATIA | production-engineer | mechanical | bombardierAero | montreal
q15 | Pallavi Joshi | 2015 | Electrical | Berlin, Germany | Commissioning Engr – Grid | Siemens Energy | HVDC, commissioning | electrical-engineer | electrical | siemensEnergy | berlin
q16 | Ramneek Sodhi | 2020 | Electrical | Bhuj, Kutch | GET – Solar O&M | Adani Green | inverters, SCADA monitoring | electrical-engineer | electrical | adaniGreen | bhuj
q17 | Vipin Rawat | 2012 | Mechanical | Toranagallu, Ballari | Shift Incharge – Blast Furnace | JSW | blast furnace, shift operations | production-engineer | mechanical | jsw | ballari
q18 | Sukhwinder Singh | 2006 | Civil | Leh, Ladakh | Overseer | Border Roads Organisation (Project Himank) | road construction, snow clearance | civil-engineer | civil | bro | leh
q19 | Ramesh Kumar | 2005 | Electrical | Udhampur, J&K | Hav. Electrician (EME) | Indian Army | generators, field wiring | army-technician+electrician | electrical | army | udhampur
q20 | Gurmail Singh | 2002 | Welding | Hoshiarpur | Welding Instructor | Govt. ITI Hoshiarpur | SMAW, gas welding, teaching | instructor | welding | govtIti | hoshiarpur
q21 | Aman Deep | 2026 | Electronics & Comm. | Mohali, Punjab | - | - | soldering, 8051 | student | electronics | - | mohali
q22 | Simrat Kaur | 2025 | RAC | Panchkula | - | - | refrigeration cycle, brazing | student | rac | - | panchkula
q23 | Harshit Sharma | 2026 | Civil | Nangal, Punjab | - | - | AutoCAD, levelling | student | civil | - | nangal
q24 | Rajat Saini | 2025 | Automobile | Kurukshetra | - | - | engine assembly | student | automobile | - | kurukshetra
q25 | Tanya | 2026 | Die & Mould | Baddi | - | - | mould design, NX | student | die-mould | - | baddi
q26 | Harnoor Kaur | 2014 | Computer Science | Christchurch, New Zealand | Software Dev | Xero | .NET, React | software-developer | computer | xero | christchurch
q27 | Paramvir Singh | 2009 | Automobile | Mississauga, Ontario | Licensed Auto Tech (310S) | Mississauga Toyota | diagnostics, brakes, hybrids | auto-mechanic | automobile | dealerCa | mississauga
q28 | Kulwant Singh | 2007 | Electrical | Regina, Saskatchewan | Journeyman Electrician | PCL Construction | industrial wiring, conduit | electrician | electrical | pcl | regina
q29 | Manpreet Singh Sandhu | 2011 | Mechanical | Adelaide, South Australia | Maintenance Planner | BHP | SAP PM, shutdown planning | maintenance-engineer | mechanical | bhp | adelaide
q30 | Ravi Kant | 2016 | CNC | Derby, UK | CNC Setter/Operator | Rolls-Royce | 5-axis, Heidenhain | cnc-operator | cnc | rollsRoyce | derby
q31 | Deepinder Gill | 2013 | Mechatronics | Detroit, Michigan | Controls Engineer | Stellantis | Allen-Bradley, robotics cells | automation-engineer | mechatronics | stellantis | detroit
q32 | Sneha Iyer | 2018 | Electronics | Singapore | Test Engr (Semicon) | Micron Technology | ATE, wafer test | hardware-engineer | electronics | micron | singapore
q33 | Amarjeet Singh | 2005 | Welding | Manama, Bahrain | Welding Foreman | Alba (Aluminium Bahrain) | fabrication, SMAW | welder | welding | alba | manama
q34 | Rajwinder Kaur | 2012 | Civil | Abu Dhabi | QA/QC Engineer (Civil) | Aldar Properties | concrete testing, QA/QC | civil-engineer | civil | aldar | abudhabi
q35 | Tejpal Singh | 2010 | Electrical | Hamburg, Germany | Electrician (Industrial) | Airbus | aircraft cabin wiring | electrician | electrical | airbus | hamburg
q36 | Kavya Sharma | 2019 | Computer | Seattle, WA, USA | SWE II | Microsoft | C#, Azure | software-developer | computer | microsoft | seattle
q37 | Arun Kumar | 2010 | Mechanical | Madras | Production Engr | TVS Motor Company | line balancing, kaizen | production-engineer | mechanical | tvs | chennai
q38 | Jagjit Singh | 2008 | Tool & Die | Bombay | Tool Room Supervisor | Mahindra & Mahindra, Kandivali | press tools, die maintenance | tool-die-maker | tool-die | mahindra | mumbai
q39 | Tanu Priya | 2014 | Electronics | Calcutta | Sr. Technician (Signalling) | Metro Railway Kolkata | signalling, relays | electronics-technician | electronics | railways | kolkata
q40 | Abhinav Menon | 2017 | Computer Science | Trivandrum, Kerala | Associate – Software Engg | UST Global | Java, Angular | software-developer | computer | ust | trivandrum
q41 | Rahul Deshmukh | 2013 | Automobile | Aurangabad, Maharashtra | Asst. Manager – Vehicle Testing | Bajaj Auto Ltd, Waluj | vehicle testing, validation | automobile-engineer | automobile | bajajAuto | aurangabad
q42 | Karthik R | 2015 | Mechatronics | Coimbatore | Automation Engr | L&T Smart World & Communication | PLC, SCADA, integration | automation-engineer | mechatronics | lt | coimbatore
q43 | Jasmeet Kaur | 2016 | Die & Mould | Rajkot, Gujarat | Mould Maker | Shree Precision Moulds | mould making, EDM | tool-die-maker | die-mould | smallShop | rajkot
q44 | Deepak Yadav | 2012 | Civil | Mangalore | Jr. Engineer (Civil) | Mangalore Refinery & Petrochemicals (MRPL) | civil maintenance, estimates | civil-engineer | civil | mrpl | mangaluru
q45 | Pushkar Bisht | 2011 | Electrical | Nainital, Uttarakhand | JE (Elect.) | UPCL | 33kV lines, distribution | electrical-engineer | electrical | upcl | nainital
q46 | Mohd Yousuf | 2016 | Electronics | Anantnag, J&K | Lab Assistant (Electronics) | Govt. Polytechnic Anantnag | lab instruction, digital electronics | instructor | electronics | govtPoly | anantnag
q47 | Bikash Das | 2014 | Mechanical | Guwahati, Assam | Maint. Engr | IOCL Guwahati Refinery | pumps, rotating equipment | maintenance-engineer | mechanical | iocl | guwahati
q48 | Lalit Thakur | 2010 | Computer | Palampur (HP) | Computer Instructor | Govt. ITI Palampur | COPA trade, MS Office | instructor | computer | govtIti | palampur
q49 | Rinku Sharma | 2018 | Electrical | Manali | Lineman | HPSEBL | LT/HT lines, pole climbing | lineman | electrical | hpsebl | manali
q50 | Daniel Lyngdoh | 2015 | Civil | Shillong, Meghalaya | Surveyor | Meghalaya PWD | total station, levelling | surveyor | civil | mlPwd | shillong
q51 | Ritu Yadav | 2021 | Mechanical | Gurgaon | Design Engg. (BIW) | Maruti Suzuki India Ltd | CATIA V5, BIW fixtures | design-engineer | mechanical | maruti | gurugram
q52 | Jaswant Singh | 1998 | Tool & Die | Mohali | Proprietor | JS Precision Tools | press tools, dies | founder+tool-die-maker | tool-die | own | mohali
q53 | Sumit Kumar | 2019 | Electrical | Panipat | Electrician (Maint.) | IndianOil Panipat Refinery | motors, MCC, maintenance | electrician | electrical | iocl | panipat
q54 | Monika | 2022 | Computer Science | Chandigarh | Jr. Data Analyst | Infosys BPM | SQL, Power BI | data-analyst | computer | infosysBpm | chandigarh
q55 | Rupesh Kumar | 2011 | Electronics | Ramgarh, Panchkula | Technical Officer 'B' | DRDO – TBRL | instrumentation, data acquisition | electronics-technician | electronics | drdo | panchkula
q56 | Pritam Singh | 2004 | Welding | Jagadhri, Haryana | Welder Gr. I | Indian Railways (Jagadhri Workshop) | coach repair, arc welding | welder | welding | railways | yamunanagar
q57 | Komalpreet Kaur | 2020 | Civil | Amritsar | JE Civil | Municipal Corporation Amritsar | roads, sewerage, estimates | civil-engineer | civil | mcAmritsar | amritsar
q58 | Anil Rana | 2015 | Mechatronics | Pune | Robotics Programmer – Paint Shop | Tata Motors | ABB robots, paint robots | robot-programmer | mechatronics | tataMotors | pune
q59 | Sakshi Gupta | 2023 | Electronics | Noida | Jr. Embedded Engr | HCLTech | embedded C, STM32 | embedded-engineer | electronics | hcl | noida
q60 | Arvind Kumar | 2009 | Electrical | Vadodara | Electrical Engg – Projects | Siemens Energy | switchgear, transformers | electrical-engineer | electrical | siemensEnergy | vadodara
p01 | Subhashree Mohanty | 2017 | Mechanical | Bhubaneswar, Odisha | Asst. Manager (Mech. Maint.) | NALCO, Angul Smelter Plant | rotating equipment, gearbox overhaul | maintenance-engineer | mechanical | nalco | bhubaneswar
p02 | Debasish Nayak | 2012 | Electrical | Rourkela | Jr. Manager (Elect.) | SAIL - Rourkela Steel Plant | HT motors, drives | electrical-engineer | electrical | sail | rourkela
p03 | Pradeep Sahu | 2008 | Electrical | Cuttack, Orissa | Lineman | TPCODL (Tata Power) | LT/HT lines, pole work | lineman | electrical | tpcodl | cuttack
p04 | Ritesh Agrawal | 2019 | Computer Science | Raipur, C.G. | Co-founder & Tech Lead | ShopKaro (startup) | Flutter, Firebase, startups | founder+software-developer | computer | own | raipur
p05 | Ramprasad Sahu | 2006 | Electrical | Korba, Chhattisgarh | Shift In-charge (Operation) | NTPC Korba Super Thermal | turbine operation, switchyard | electrical-engineer | electrical | ntpc | korba
p06 | Kamlesh Verma | 2015 | Electrical | Bilaspur, Chhattisgarh | J.E. | CSPDCL | distribution, metering | electrical-engineer | electrical | cspdcl | bilaspurCg
p07 | Amit Kumar Mahto | 2011 | Mechanical | Ranchi | Foreman (Machine Shop) | Heavy Engg. Corp. (HEC) | lathe, horizontal boring | machinist | mechanical | hec | ranchi
p08 | Santosh Oraon | 2023 | Welding | Dhanbad, Jharkhand | Welder Trainee | BCCL | arc welding, gas cutting | welder | welding | bccl | dhanbad
p09 | Neelam Kumari | 2025 | Electronics | Ranchi, Jharkhand | - | - | soldering, arduino | student | electronics | - | ranchi
p10 | Joaquim D'Souza | 2014 | RAC | Margao, Goa | Proprietor | Cool Care AC Services | split AC, VRF servicing | founder+hvac-technician | rac | own | margao
p11 | Ashwin Naik | 2020 | Auto Engg | Panjim, Goa | Service Advisor | Kamat Motors (Tata Motors dealer) | job cards, DMS | service-advisor | automobile | smallDealer | panaji
p12 | Anoop Varghese | 2010 | Electrical | Thrissur, Kerala | Sub Engineer | KSEB Ltd | 11kV feeders, substation | electrical-engineer | electrical | kseb | thrissur
p13 | Sreejith P | 2016 | Mechanical | Kochi | Fitter Gr. II | Cochin Shipyard Ltd | ship outfitting, pipe fitting | fitter | mechanical | cochinShipyard | kochi
p14 | Fathima Rasheed | 2022 | Computer Science | Calicut | Jr. Software Developer | Vinam Solutions Pvt Ltd | PHP, Laravel | software-developer | computer | smallIt | kozhikode
p15 | Venkatesh Goud | 2013 | Civil | Warangal, Telangana | AE (Civil) | Greater Warangal Municipal Corpn | roads, drains, estimates | civil-engineer | civil | mcWarangal | warangal
p16 | Srikanth Reddy | 2018 | Electronics | Secunderabad | Sr. Tech. (S&T) | South Central Railway | signalling, interlocking | electronics-technician | electronics | railways | hyderabad
p17 | Pranjal Bora | 2012 | Mechanical | Duliajan, Assam | Sr. Engineer (Production) | Oil India Ltd | well services, pumps | mechanical-engineer | mechanical | oilIndia | duliajan
p18 | Bitupan Kalita | 2024 | Civil | Guwahati | - | - | AutoCAD, surveying | student | civil | - | guwahati
p19 | Rajeev Ranjan | 2009 | Electrical | Muzaffarpur, Bihar | Asst. Executive Engineer | NBPDCL | distribution, revenue | electrical-engineer | electrical | nbpdcl | muzaffarpur
p20 | Nitish Kumar | 2021 | Computer | Patna | Freelance Web Developer | Freelancer | React, WordPress | software-developer | computer | own | patna
p21 | Vikas Thakur | 2014 | Electrical | Hamirpur (H.P.) | Electrician - bijli ka kaam, wiring | Self-employed (Thakur Electricals) | house wiring, motor rewinding | electrician | electrical | own | hamirpur
p22 | Anjana Devi | 2026 | Computer | Bilaspur, HP | - | - | MS Office, python | student | computer | - | bilaspurHp
p23 | Kishan Chand | 2005 | Civil | Vill. Chirgaon, Teh. Rohru, Distt. Shimla | Junior Engineer | HP PWD | hill roads, culverts | civil-engineer | civil | hpPwd | chirgaon
p24 | Deepak Bisht | 2019 | Mechatronics | Pantnagar, Uttarakhand | PLC Technician | Tata Motors Pantnagar Plant | PLC, HMI, conveyors | plc-programmer | mechatronics | tataMotors | pantnagar
p25 | Himanshu Rawat | 2023 | Die & Mould | Kashipur, Uttarakhand | Trainee Mould Maker | Kumaon Polymers | injection moulds, polishing | tool-die-maker | die-mould | smallShop | kashipur
p26 | Gurlal Singh | 2010 | Automobile | Ferozepur Cantt | Civilian Motor Mechanic | Army Base Workshop | engine overhaul, gypsy, trucks | auto-mechanic | automobile | army | firozpur
p27 | Harmanpreet Kaur | 2018 | Computer | Sri Muktsar Sahib | Computer Faculty | Govt. Sen. Sec. School | teaching, MS Office | lecturer | computer | govtSchool | muktsar
p28 | Jagtar Singh | 2003 | Welding | Malerkotla | Owner | Jagtar Welding Works | gates grills, trolley fabrication | founder+welder | welding | own | malerkotla
p29 | Rajbir Kaur | 2016 | Mechanical | Jind, Haryana | Quality Inspector | Jind Agro Implements | inspection, vernier, gauges | quality-inspector | mechanical | smallShop | jind
p30 | Sombir Sheoran | 2008 | Electrical | Bhiwani | LINEMAN | DHBVN | LT lines, transformer repair | lineman | electrical | dhbvn | bhiwani
p31 | Pawan Godara | 2021 | Electronics | Sirsa, Hry | mobile repairing shop owner | Godara Mobile Care | mobile repair, soldering | founder+electronics-technician | electronics | own | sirsa
p32 | Manjinder Singh | 2012 | Mechanical | Sur, Sultanate of Oman | Mechanical Supervisor (Static) | Oman LNG | static equipment, shutdowns | maintenance-engineer | mechanical | omanLng | sur
p33 | Arif Khan | 2015* | Electrical | Ahmadi, Kuwait | Electrical Technician | KNPC Mina Al-Ahmadi Refinery | substation maintenance | electrician | electrical | knpc | ahmadi
p34 | Gurvinder Singh | 2009 | Automobile | Jeddah, KSA | Heavy Equipment Mechanic | Zahid Tractor (CAT) | CAT dozers, hydraulics | auto-mechanic | automobile | zahid | jeddah
p35 | Satnam Singh | 2011 | CNC | Torino, Italy | Operatore CNC / CNC Operator | Meccanica Rossi SRL | Fanuc, CNC lathe | cnc-operator | cnc | smallShop | turin
p36 | Akshay Menon | 2016 | Electronics | Eindhoven, NL | Hardware Engineer | Philips | FPGA, board bring-up | hardware-engineer | electronics | philips | eindhoven
p37 | Nandini Rao | 2019 | Computer Science | Amsterdam | Data Engineer | Booking.com | Python, Spark | data-analyst+software-developer | computer | booking | amsterdam
p38 | Karan Sachdeva | 2013 | Mechatronics | Nagoya, Japan | Production Engg (Robotics) | Denso Corporation | robot cells, kaizen | robot-programmer+production-engineer | mechatronics | denso | nagoya
p39 | Priya Nair | 2017 | Computer | Tokyo | SWE | Rakuten | Java, Kotlin | software-developer | computer | rakuten | tokyo
p40 | Harjeet Kaur | 2014 | Electronics | Penang, Malaysia | Test Engineer | Intel Malaysia | ATE, post-silicon validation | hardware-engineer | electronics | intel | penang
p41 | Rakesh Patel | 2010 | Civil | Nairobi, Kenya | Project Engr (Civil) | Laxmanbhai Construction | building works, site management | civil-engineer | civil | laxmanbhai | nairobi
p42 | Sukhraj Singh | 2018 | Automobile | Wroclaw, Poland | Quality Engineer (Buses) | Volvo Buses | PPAP, audits | quality-engineer | automobile | volvo | wroclaw
p43 | Amanjot Kaur | 2020 | Computer Science | Cork, Ireland | Software Engineer | Apple | Swift, iOS | software-developer | computer | apple | cork
p44 | Joginder Pal | 2004 | Welding | Muscat | Welding Foreman | Bahwan Engineering Co. | SMAW, pipe welding, supervision | welder | welding | bahwan | muscat
p45 | Sunil Dash | 2007 | Mechanical | Bhubaneswar | HOD Mechanical | Govt. Polytechnic Bhubaneswar | thermodynamics, workshop | lecturer | mechanical | govtPoly | bhubaneswar
p46 | Ankita Mishra | 2024 | Mechanical | Cuttack | - | - | CATIA | student | mechanical | - | cuttack
p47 | Rohan Pillai | 2021 | Automobile | Bengaluru | Vehicle Validation Engg | Ather Energy | EV testing, data logging | automobile-engineer | automobile | ather | bengaluru
p48 | Harish Yadav | 2014 | Mechanical | Baroda | Tech Lead - CAE | L&T Technology Services | ANSYS, FEA | design-engineer | mechanical | ltts | vadodara
p49 | Sneha Kulkarni | 2018 | Computer Sc. | Poona | Tech Lead | Persistent Systems | Java, AWS, team lead | software-developer | computer | persistent | pune
p50 | Arvind Swamy | 2011 | RAC | Madras | HVAC Supervisor | Carrier Midea India | chillers, AHU | hvac-technician | rac | carrier | chennai
p51 | Sourav Ghosh | 2013 | Electrical | Calcutta | Loco Pilot (Goods) | Eastern Railway | electric locos | loco-pilot | electrical | railways | kolkata
p52 | Tanmay Das | 2022 | Mechanical | Bokaro Steel City | Apprentice (Mech.) | SAIL Bokaro | fitting, maintenance | fitter | mechanical | sail | bokaro
p53 | Rekha Kumari | 2012 | Mechanical | Gaya, Bihar | Freelance AutoCAD Draftsman | Self | AutoCAD 2D, drawings | draughtsman | mechanical | own | gaya
p54 | Balkar Singh | 2009 | Electrical | AF Station Halwara | Electrician (Civilian) | Indian Air Force | generators, airfield lighting | electrician | electrical | airForce | halwara
p55 | Mandeep Kaur | 2026 | RAC | Tarn Taran | - | - | refrigeration basics | student | rac | - | tarntaran
p56 | Arjun Thakur | 2025 | Welding | Chamba, Himachal | - | - | MIG, arc welding | student | welding | - | chamba
p57 | Yogesh Kumar | 2010 | Civil | Pathankot | JE (Civil) | MES (Military Engineer Services) | estimates, barracks works | civil-engineer | civil | mes | pathankot
p58 | Rupali Sahoo | 2020 | Electronics | Bhubaneswar | Network Admin | Infosys | CCNA, firewalls | network-engineer | electronics | infosys | bhubaneswar
p59 | Gurjeet Singh | 2012 | T&D | Nabha | Tool Room In-charge | Nabha Precision Tools | press tools, jig boring | tool-die-maker | tool-die | smallShop | nabha
p60 | Abhishek Tirkey | 2013 | CNC | Jamshedpur | CNC Programmer | Tata Cummins | Fanuc, Siemens 840D | cnc-programmer | cnc | tataCummins | jamshedpur
k01 | Rakesh Meena | 2011 | Mechanical | Kota, Rajasthan | Shift Engineer | RVUNL, Kota Super Thermal Power Stn. | boiler operation, turbine auxiliaries | mechanical-engineer | mechanical | rvunl | kota
k02 | Devendra Singh Rathore | 2016 | Electrical | Jodhpur | Site In-charge | Suzlon Energy Ltd | wind turbine erection, HT yard | electrical-engineer | electrical | suzlon | jodhpur
k03 | Kavita Choudhary | 2026 | Computer Sc. | Udaipur (Raj.) | - | - | python, html, css | student | computer | - | udaipur
k04 | Anil Kushwaha | 2008 | Welding | Jabalpur M.P. | Foreman Gr-I | Gun Carriage Factory, Jabalpur | MMAW, MIG, heavy fabrication | welder | welding | gcf | jabalpur
k05 | Priyanka Tomar | 2019 | Civil | Gwalior | Draughtsman (Civil) Gr. II | CPWD, Gwalior Central Divn. | AutoCAD, working drawings | draughtsman | civil | cpwd | gwalior
k06 | Sunil Patidar | 2014 | Die & Mould | Pithampur, Distt. Dhar | Sr. Executive – Maintenance | Force Motors Ltd (Pithampur Unit) | press dies, die maintenance, press shop | maintenance-engineer | die-mould | forceMotors | pithampur
k07 | Ajay Nishad | 2021 | Automobile | Gorakhpur (U.P.) | Service Advisor | Maa Durga Motors | job cards, customer handling, warranty | service-advisor | automobile | dealerGkp | gorakhpur
k08 | Shubham Srivastava | 2017 | Electrical | Varanasi | JE (Elect.) | BLW, Varanasi | loco electricals, traction motors | electrical-engineer | electrical | blw | varanasi
k09 | Aman Pandey | 2025 | Mechatronics | Prayagraj | - | - | arduino, pneumatics | student | mechatronics | - | prayagraj
k10 | Sourav Ghosh | 2012 | Mechanical | Durgapur, W.B. | Technical Assistant | DVC (DSTPS) | coal handling plant, pumps overhaul | maintenance-engineer | mechanical | dvc | durgapur
k11 | Arijit Mondal | 2018 | Electronics | Haldia | Instrument Technician | HPL, Haldia | transmitters, DCS loop checking | instrumentation-engineer | electronics | haldiaPetro | haldia
k12 | Pema Wangchuk Bhutia | 2013 | Civil | Gangtok, Sikkim | Asst. Engineer (Civil) | Roads & Bridges Dept., Govt. of Sikkim | hill roads, retaining walls | civil-engineer | civil | sikkimRb | gangtok
k13 | Tanmoy Debbarma | 2010 | Electrical | Agartala, Tripura | Lineman | TSECL | 11kV lines, LT maintenance | lineman | electrical | tsecl | agartala
k14 | Mohd Yaseen Wani | 2020 | RAC | Tangmarg, Baramulla | AC Technician | self employed | split AC installation, gas charging | hvac-technician | rac | own | tangmarg
k15 | Gurlal Singh | 2009 | Tool & Die | Vill. Dhudike, PO Dhudike, Distt. Moga | Toolroom Incharge | Own workshop (Guru Nanak Tools) | press tools, jigs and fixtures | tool-die-maker+founder | tool-die | own | dhudike
k16 | Harmanjot Kaur | 2026 | Electronics | Vill. Mehraj, Distt. Bathinda | - | - | soldering, basic circuits | student | electronics | - | mehraj
k17 | Sukhdev Singh Brar | 2005 | Automobile | Vill. Jandiala Manjki, PO Jandiala, Distt. Jalandhar | Mechanic | Own tractor repair shop | tractor engines, hydraulics | auto-mechanic+founder | automobile | own | jandialaManjki
k18 | Karthik Subramanian | 2015 | CNC | Trichy, TN | CNC Setter cum Operator | BHEL Tiruchirappalli | Fanuc 0i, VMC setting | cnc-operator | cnc | bhel | trichy
k19 | Meenakshi Sundaram | 2022 | Computer | Madurai | Software Engineer | HCL Tech | Java, Spring Boot | software-developer | computer | hcl | madurai
k20 | Venkatesh Reddy | 2007 | Civil | Nellore, A.P. | Estimator | L&T Construction | BOQ, rate analysis, tendering | civil-engineer | civil | lt | nellore
k21 | Lakshmi Prasanna | 2019 | Electronics | Tirupati | Quality Inspector | Amara Raja Batteries Ltd | battery testing, SPC | quality-inspector | electronics | amaraRaja | tirupati
k22 | Nikhil Dubey | 2023 | Mechanical | Pithampur | DET | VECV (Eicher Trucks & Buses) | assembly line, 5S | production-engineer | mechanical | vecv | pithampur
k23 | Deepak Saini | 2024 | Electrical | Alwar, Raj. | Apprentice (NAPS) | Havells India Ltd (Alwar Works) | motor winding, testing | electrician | electrical | havells | alwar
k24 | Jaskaran Singh Gill | 2014 | Automobile | Fargo, ND, USA | Field Service Engr | John Deere | combines, hydraulics, diagnostics | automobile-engineer | automobile | johnDeere | fargo
k25 | Navdeep Kaur | 2012 | CNC | Greenville, South Carolina | CNC Machinist | BMW Manufacturing Co. | 5-axis, Mazak | machinist | cnc | bmwUs | greenville
k26 | Ritesh Malhotra | 2011 | Die & Mould | Toulouse, France | Tooling Engineer | Airbus | composite moulds, CATIA | mould-designer | die-mould | airbus | toulouse
k27 | Simranjeet Sandhu | 2016 | Mechatronics | Gothenburg, Sweden | Automation Engineer | Volvo Cars | ABB robots, PLC | automation-engineer | mechatronics | volvo | gothenburg
k28 | Harish Nair | 2006 | Welding | Lagos, Nigeria | Welding Inspector (CSWIP 3.1) | Dangote Refinery | NDT, WPS/PQR | welding-inspector | welding | dangote | lagos
k29 | Paramjit Singh Bains | 2003 | Electrical | Johannesburg, South Africa | Electrical Foreman | Sasol | MV switchgear, plant electricals | electrician | electrical | sasol | johannesburg
k30 | Mukesh Kumar | 2013 | RAC | Ras Laffan, Qatar | HVAC Technician | Qatargas | chillers, AHU | hvac-technician | rac | qatarGas | rasLaffan
k31 | Jagdeep Singh | 2010 | Tool & Die | Mesaieed, Qatar | Machinist | QAFCO | lathe, milling, spares | machinist | tool-die | qafco | mesaieed
k32 | Anoop Varghese | 2009 | Electronics | Seria, Brunei | Instrument Engineer | Brunei Shell Petroleum | DCS, SIS, field instruments | instrumentation-engineer | electronics | bsp | seria
k33 | Rahul Kapoor | 2015 | Computer | Haifa, Israel | Firmware Engineer | Elbit Systems | C++, embedded Linux | embedded-engineer | computer | elbit | haifa
k34 | Simran Arora | 2021 | CSE | Udaipur | Full Stack Developer (Freelance) | self | React, Node.js | software-developer | computer | own | udaipur
k35 | Vivek Rai | 2020 | Mechatronics | Chennai | Robotics Engineer | Agnikul Cosmos (startup) | ROS, robot arms | robot-programmer | mechatronics | agnikul | chennai
k36 | Farhan Qureshi | 2026 | Automobile | Varanasi | - | - | two-wheeler servicing | student | automobile | - | varanasi
k37 | Ongmu Lepcha | 2025 | RAC | Gangtok | - | - | refrigeration cycle, brazing | student | rac | - | gangtok
k38 | Moumita Das | 2018 | Civil | Siliguri, West Bengal | Site Engineer | Shapoorji Pallonji | highway works, QA/QC | civil-engineer | civil | shapoorji | siliguri
k39 | Ramesh Chandra Yadav | 2002 | Welding | Salem TN | Sr. Welder | JSW Steel, Salem Works | TIG, pipe welding | welder | welding | jsw | salem
k40 | Pawan Kumar Sharma | 2017 | Die & Mould | Vill. Suchetgarh, Teh. R.S. Pura, Jammu | Mould Designer | Freelance (work from home) | NX, plastic moulds | mould-designer | die-mould | own | suchetgarh
g01 | Satpal Dhull | 2004 | Mechanical | Assandh, Distt. Karnal | Proprietor | Dhull Agro Works | combine harvester repair, reapers, fabrication | founder | mechanical | own | assandh | Repairing combines and making reapers for farmers of our area since 2009.
g02 | Priyanka Sihag | 2017 | Electrical | Fatehabad (Hry.) | Asstt. Engineer (Transmission) | HVPNL | 220kV substation, relay testing | electrical-engineer | electrical | hvpnl | fatehabad
g03 | Ravinder Yadav | 2009 | Tool & Die | Narnaul, Distt. Mahendragarh | Tool Room Supervisor | Shri Krishna Press Components | progressive dies, wire EDM | tool-die-maker | tool-die | smallShop | narnaul
g04 | Gaurav Tanwar | 2015 | Electronics | Palwal | Quality Engineer | Uno Minda Ltd | SMT, AOI, process audits | quality-engineer | electronics | minda | palwal
g05 | Jaspal Singh Randhawa | 2007 | Mechanical | Gurdaspur | Lecturer (Mech. Engg.) | Govt. Polytechnic College, Batala | strength of materials, workshop practice | lecturer | mechanical | govtPoly | gurdaspur
g06 | Harjot Kaur | 2026 | Electrical | Abohar, Distt. Fazilka | - | - | wiring, motor control | student | electrical | - | abohar
g07 | Ankush Sethi | 2012 | CNC | Batala | Proprietor | Sethi CNC Job Works | CNC turning job work, Fanuc 0i, costing | founder+cnc-operator | cnc | own | batala
g08 | Kulwinder Singh Sidhu | 2003 | Welding | Bhikhi, Distt. Mansa | Welding Instructor | Govt. ITI Mansa | arc welding, gas cutting, teaching | instructor | welding | govtIti | bhikhi
g09 | Navjot Singh Brar | 2019 | Computer | Faridkot | Android Developer (Remote) | Zoho Corporation | Kotlin, Android, Jetpack Compose | software-developer | computer | zoho | faridkot
g10 | Lakhbir Singh | 1999 | Electrical | Anandpur Sahib, Distt. Ropar | Addl. Asstt. Engineer | BBMB, Nangal | hydro generators, switchyard | electrical-engineer | electrical | bbmb | anandpurSahib
g11 | Muskan | 2026 | Civil | Kaithal (Haryana) | - | - | AutoCAD, surveying | student | civil | - | kaithal
g12 | Deepika Thakur | 2014 | Civil | Sundernagar, Distt. Mandi | AE (Civil) | Jal Shakti Vibhag, HP | water supply schemes, estimates | civil-engineer | civil | jsvHp | sundernagar
g13 | Sanjeev Negi | 2008 | Electronics | Rampur Bushahr | Technician (C&I) | SJVN Ltd (NJHPS Jhakri) | control & instrumentation, SCADA | instrumentation-engineer | electronics | sjvn | rampur
g14 | Ankit Katoch | 2026 | Mechatronics | Kangra HP | - | - | arduino, sensors, PLC basics | student | mechatronics | - | kangra
g15 | Pooja Rawat | 2018 | Computer | Rishikesh | IT Executive | AIIMS Rishikesh | hospital IT, networking, HIS support | it-support | computer | aiims | rishikesh
g16 | Naveen Joshi | 2010 | Automobile | Haldwani, Nainital | Owner / Head Mechanic | Joshi Auto Care | 4-wheeler repair, scanning, denting painting | founder+auto-mechanic | automobile | own | haldwani
g17 | Kamal Singh Dhami | 2005 | Electrical | Pithoragarh | Lineman Gr. I | UPCL | HT/LT lines, hill distribution | lineman | electrical | upcl | pithoragarh
g18 | Aijaz Ahmad Mir | 2012 | Civil | Baramulla, Kashmir | JE (Civil) | R&B Department, J&K | roads, bridges, estimates | civil-engineer | civil | rbJk | baramulla
g19 | Rohit Manhas | 2022 | CNC | Samba, J&K | VMC Operator | Shiva Precision, SIDCO Samba | VMC, Fanuc, setting | cnc-operator | cnc | smallShop | samba
g20 | Sajjad Hussain | 2014 | Electrical | Kargil, Ladakh | JE (Hydel) | Power Development Department, Ladakh | mini hydel, DG sets, distribution | electrical-engineer | electrical | pddLadakh | kargil
g21 | Jignesh Patel | 2011 | Automobile | Sanand, Ahmedabad | Asst. Manager – Assembly | Tata Motors (Sanand Plant) | vehicle assembly, TPM | production-engineer | automobile | tataMotors | sanand
g22 | Bhavesh Solanki | 2009 | Electronics | Ankleshwar, Bharuch | Sr. Instrument Technician | UPL Ltd | transmitters, control valves, DCS | instrumentation-engineer | electronics | upl | ankleshwar
g23 | Manish Vasava | 2017 | Mechanical | Dahej, Bharuch | Mechanical Technician (Rotating Eqpt.) | Reliance Industries Ltd, Dahej | pumps, compressors, mechanical seals | fitter+maintenance-engineer | mechanical | reliance | dahej
g24 | Kiran Parmar | 2025 | Die & Mould | Morbi, Gujarat | - | - | mould design basics, CNC | student | die-mould | - | morbi
g25 | Sachin Patil | 2008 | Mechanical | Kolhapur, MH | Sr. Draughtsman | Kirloskar Oil Engines, Kagal | AutoCAD, SolidWorks, engine drawings | draughtsman | mechanical | kirloskarOil | kolhapur
g26 | Omkar Sawant | 2019 | Electrical | Ratnagiri | Technician Gr. III (Elect.) | Konkan Railway Corporation | OHE, TRD maintenance | electrician | electrical | konkanRail | ratnagiri
g27 | Shraddha Jadhav | 2021 | Mechatronics | Satara MH | PLC & SCADA Engineer (freelance) | self | Siemens S7-1200, Delta PLC, panel commissioning | plc-programmer | mechatronics | own | satara
g28 | Basavaraj Hiremath | 2006 | CNC | Belgaum, Karnataka | CNC Programmer (5-axis) | Aequs Aerospace | Mastercam, 5-axis, aerospace parts | cnc-programmer | cnc | aequs | belagavi
g29 | Deepa Gowda | 2018 | Electronics | Tumkur | Technician (Avionics) | HAL Helicopter Factory, Tumakuru | avionics wiring, harness testing | electronics-technician | electronics | hal | tumakuru
g30 | Prashanth Shetty | 2010 | Welding | Karwar, Uttara Kannada | Chargeman (Welding) | Naval Ship Repair Yard, Karwar | ship hull welding, FCAW, supervision | welder | welding | navy | karwar
g31 | Anjali Nambiar | 2016 | Computer Science | Kannur, Kerala | Lecturer in Computer Engg. | Govt. Polytechnic College, Kannur | DBMS, Python, teaching | lecturer | computer | govtPoly | kannur
g32 | Shibu Thomas | 2004 | Refrigeration & AC | Kollam | Refrigeration Plant In-charge | Baby Marine Exports | ammonia plant, IQF freezers, cold rooms | hvac-technician | rac | smallShop | kollam
g33 | Jagroop Singh | 2006 | Mechanical | Ras Al Khaimah, UAE | Mechanical Foreman | RAK Ceramics | kiln maintenance, gearboxes, crew supervision | fitter+maintenance-engineer | mechanical | rakCeramics | rasAlKhaimah
g34 | Mohit Saini | 2014* | Electrical | Salalah, Oman | Electrical Technician | Dhofar Power Co. | 33kV switchgear, substation maintenance | electrician | electrical | dhofarPower | salalah
g35 | Iqbal Hussain | 2011 | Welding | Yanbu, KSA | QC Inspector – Welding | SABIC (Yanbu) | visual inspection, NDT, WPS | welding-inspector | welding | sabic | yanbu
g36 | Rajdeep Kaur | 2017 | Civil | Al Khobar, Saudi Arabia | Quantity Surveyor | Nesma & Partners | BOQ, QTO, billing | surveyor | civil | nesma | alKhobar
g37 | Harmanpreet Singh Dhaliwal | 2015 | Automobile | Abbotsford, BC | Heavy Duty Technician (Red Seal) | Finning (CAT) | CAT engines, hydraulics, diagnostics | auto-mechanic | automobile | finning | abbotsford
g38 | Sandeep Kaur Sran | 2012 | Electronics | Saskatoon, SK | Instrumentation Tech (Journeyperson) | Nutrien | PLC, analyzers, calibration | instrumentation-engineer | electronics | nutrien | saskatoon
g39 | Gurpreet Singh Mann | 2009 | Mechanical | Fort McMurray, Alberta | Millwright | Suncor Energy | pumps, conveyors, alignment | fitter | mechanical | suncor | fortMcMurray
g40 | Balvir Singh Johal | 2002 | Tool & Die | Coventry, UK | Press Toolmaker | JLR | press tools, die tryout, spotting | tool-die-maker | tool-die | jlr | coventry
g41 | Amrita Kaur Gill | 2019 | Computer | Leicester | Data Analyst | Next plc | SQL, Power BI, Excel | data-analyst | computer | nextPlc | leicester
g42 | Gurdev Singh Bains | 2005 | Mechanical | Aberdeen, Scotland | Rotating Equipment Technician (Offshore) | Wood Group | turbines, pumps, vibration analysis | maintenance-engineer | mechanical | wood | aberdeen
g43 | Rahul Sharma | 2013 | Automobile | Ingolstadt, Germany | Versuchsingenieur / Vehicle Test Engineer | AUDI AG | vehicle validation, CANalyzer | automobile-engineer | automobile | audi | ingolstadt
g44 | Simarpreet Kaur | 2016 | Mechatronics | Wolfsburg | Robot Programmer | Volkswagen AG | KUKA robots, body shop | robot-programmer | mechatronics | vw | wolfsburg
g45 | Tarun Bhatia | 2010 | Electrical | Stavanger, Norway | Lead Electrical Engineer (Offshore) | Equinor | Ex equipment, HV systems | electrical-engineer | electrical | equinor | stavanger
g46 | Harpreet Singh Virk | 2012 | Welding | Darwin NT | Boilermaker / Welder | Monadelphous | pipe welding, structural fabrication | welder | welding | monadelphous | darwin
g47 | Jasleen Kaur Dhillon | 2018 | Civil | Wellington, NZ | Site Engineer | Fletcher Construction | residential builds, site QA | civil-engineer | civil | fletcher | wellington
g48 | Lovepreet Kaur | 2020 | RAC | Hamilton, New Zealand | Refrigeration Technician | Fonterra | ammonia refrigeration, cool stores | hvac-technician | rac | fonterra | hamiltonNz
g49 | Hitesh Patel | 2008 | Mechanical | Kampala, Uganda | Head of Maintenance | Mukwano Industries | boilers, oil mill machinery, maintenance | maintenance-engineer | mechanical | mukwano | kampala
g50 | Imran Sheikh | 2011 | Mechanical | Dar es Salaam, Tanzania | Sales Engineer – Pumps | Davis & Shirtliff | pumps, technical sales | sales | mechanical | davis | darEsSalaam
y01 | Pranjit Baruah | 2014 | Electrical | Numaligarh, Golaghat (Assam) | Asst. Manager (Elect.) | Numaligarh Refinery Ltd. | HT motors, substation, relay coordination | electrical-engineer | electrical | nrl | numaligarh
y02 | Thoudam Bikramjit Singh | 2019 | Civil | Imphal, Manipur | Site Engineer | NHIDCL | highways, slope protection, QA/QC | civil-engineer | civil | nhidcl | imphal
y03 | Kevisezo Angami | 2026 | Computer | Dimapur, Nagaland | - | - | python, html, web basics | student | computer | - | dimapur
y04 | Wanphrang Syiem | 2011 | RAC | Shillong (Meghalaya) | Proprietor | Syiem Cooling Solutions | AC repair, cold rooms, refrigerators | founder+hvac-technician | rac | own | shillong | AC and fridge repair for homes and hotels in Shillong since 2015.
y05 | Biplab Debnath | 1996 | Electronics | Agartala | Chief Technician | Prasar Bharati (Doordarshan Kendra Agartala) | TV transmitters, broadcast equipment | electronics-technician | electronics | prasarBharati | agartala
y06 | Rashmi Ranjan Behera | 2010 | Mechanical | Angul, Odisha | Dy. Manager (Mech. Maint.) | Jindal Steel & Power Ltd, Angul | rolling mill, hydraulics, SAP PM | maintenance-engineer | mechanical | jspl | angul
y07 | Smruti Ranjan Panda | 2018 | Welding | Rourkela, Distt. Sundargarh | Welder | SAIL - RSP | structural welding, SMAW, gas cutting | welder | welding | sail | rourkela
y08 | Tulsi Sahu | 2027 | Mechanical | Bhilai, Durg (C.G.) | - | - | AutoCAD, workshop practice | student | mechanical | - | bhilai
y09 | Dinesh Kumar Kashyap | 2004 | Electrical | Korba (CG) | Shift Engineer | CSPGCL (HTPS Korba West) | generator protection, unit operation | electrical-engineer | electrical | cspgcl | korba
y10 | Abhay Agrawal | 2016 | Mechatronics | Raigarh, Chhattisgarh | Automation Engr | Jindal Steel & Power | Siemens S7, PCS7, drives | automation-engineer+plc-programmer | mechatronics | jspl | raigarh
y11 | Ravi Bhushan Singh | 1992 | Mechanical | Bokaro Steel City, Jharkhand | GM (Retd.) | SAIL Bokaro Steel Plant | blast furnace operations, mentoring | production-manager | mechanical | sail | bokaro | Retired in 2024 after 31 years at BSL. Happy to guide youngsters.
y12 | Md. Shahnawaz Alam | 2013 | Mechanical | Talcher, Distt. Angul | Asst. Manager (E&M) | Mahanadi Coalfields Ltd | HEMM maintenance, dumpers, shovels | maintenance-engineer | mechanical | mcl | talcher
y13 | Pooja Kumari | 2022 | Electrical | Hajipur, Vaishali | JE (Elect.) | East Central Railway | OHE, traction substation | electrical-engineer | electrical | railways | hajipur
y14 | Satyanarayana Murthy | 2008 | Mechanical | Vizag | Sr. Manager (Mech) | RINL - Vizag Steel Plant | sinter plant, gearboxes, condition monitoring | maintenance-engineer | mechanical | rinl | vizag
y15 | Sai Kiran Reddy | 2021 | Electronics | Sri City, Tirupati Distt. | Production Engineer | Daikin Airconditioning India (Sri City plant) | SMT, PCB assembly, line balancing | production-engineer | electronics | daikin | sriCity
y16 | Sanket Naik | 2015 | Electrical | Vasco da Gama, Goa | Electrician | Vedanta Ltd - Sesa Goa Iron Ore | mining electricals, conveyors, HT | electrician | electrical | vedanta | vasco
y17 | Rahul Yadav | 2017 | Automobile | Neemrana, Alwar | Quality Auditor | Hero MotoCorp (Neemrana) | PDI, vehicle audit, 8D | quality-engineer | automobile | hero | neemrana
y18 | Manoj Nagar | 1999 | Electrical | Rawatbhata, Distt. Chittorgarh | Scientific Assistant 'E' | NPCIL (RAPS) | reactor electricals, switchyard, DG sets | electrical-engineer | electrical | npcil | rawatbhata
y19 | Vikas Malviya | 2012 | Tool & Die | Mandideep, Raisen (M.P.) | Toolroom Engineer | TAFE Motors & Tractors | press tools, jigs & fixtures | tool-die-maker | tool-die | tafe | mandideep
y20 | Neha Tyagi | 2020 | Computer | Ghaziabad | Software Engg | Paytm (One97 Communications) | Java, Kafka, microservices | software-developer | computer | paytm | ghaziabad
y21 | Mohd. Arif | 2009 | Welding | Moradabad U.P. | Proprietor | Arif Brass & Steel Fabricators | TIG on brass and steel, export handicraft fabrication | founder+welder | welding | own | moradabad
y22 | Saurabh Gangwar | 2027 | Electrical | Bareilly | - | - | wiring, motors | student | electrical | - | bareilly
y23 | Ajitesh Kumar Singh | 2005 | Mechanical | Singapore | Project Manager | Seatrium (Sembcorp Marine) | FPSO conversion, rig repair, PMP | project-manager | mechanical | seatrium | singapore
y24 | Harvinder Singh Gill | 2013 | CNC | Shah Alam, Selangor, Malaysia | CNC Programmer | Proton Holdings | Mastercam, Fanuc, fixtures | cnc-programmer | cnc | proton | shahAlam
y25 | Rohit Chandel | 2024 | Mechatronics | Kariya, Aichi, Japan | Technical Intern Trainee (Maintenance) | Aisin Corporation | robot cell maintenance, JLPT N3 | automation-engineer | mechatronics | aisin | kariya
y26 | Gaganpreet Kaur | 2023 | Welding | Hamamatsu, Shizuoka | Technical Intern (Welding) | Suzuki Motor Corporation | spot welding, MIG, JLPT N4 | welder | welding | suzukiJp | hamamatsu
y27 | Amandeep Singh Bhullar | 2014 | Automobile | Gyor, Hungary | Engine Test Technician | Audi Hungaria | engine testing, diagnostics | automobile-engineer | automobile | audi | gyor
y28 | Vishal Rana | 2017 | CNC | Mlada Boleslav, Czech Republic | CNC Setter | Skoda Auto | Siemens 840D, machining centres | cnc-operator | cnc | skoda | mladaBoleslav
y29 | Jasmine Kaur | 2012 | Electronics | Galway, Ireland | Validation Engineer | Medtronic | test methods, ISO 13485, CAPA | quality-engineer | electronics | medtronic | galway
y30 | Kulbir Singh Sandhu | 1988 | Mechanical | Rustenburg, South Africa | Engineering Manager (Mines) | Anglo American Platinum | shaft winders, mine maintenance | maintenance-engineer | mechanical | angloPlat | rustenburg
y31 | Sunny Joseph | 2007 | Electronics | Port Harcourt, Nigeria | Instrument Technician (Offshore) | Shell (SPDC) | ESD, fire & gas, calibration | instrumentation-engineer | electronics | shellNg | portHarcourt
y32 | Rajesh Nair | 2010 | Mechanical | Sohar, Oman | Mechanical Engineer | Sohar Aluminium | pot room equipment, cranes, pumps | mechanical-engineer | mechanical | soharAlu | sohar
y33 | Paramjeet Kaur | 2015 | Civil | Kuwait City | Planning Engineer | Kharafi National | Primavera P6, scheduling, planning | civil-engineer | civil | kharafi | kuwait
y34 | Gurmeet Singh Matharu | 2001 | Electrical | Ras Tanura, KSA | Electrical Technician | Saudi Aramco | switchgear, MCC, cable jointing | electrician | electrical | aramco | rasTanura
y35 | Naveen Chaudhary | 2016 | Computer | Austin, TX | Senior Software Engineer | Tesla | Python, C++, factory software | software-developer | computer | tesla | austin
y36 | Jagdeep Kaur Brar | 2011 | Mechatronics | Warren, Michigan | Sr. Manufacturing Engineer | General Motors | body shop, PFMEA, robotics | production-engineer | mechatronics | gm | warren
y37 | Harjinder Singh Dhaliwal | 2008 | Automobile | Halifax, Nova Scotia | Automotive Service Technician (Red Seal) | Steele Auto Group | diagnostics, EV service | auto-mechanic | automobile | steeleAuto | halifax
y38 | Manpreet Kaur Sekhon | 2019 | RAC | Moncton, NB | Refrigeration Mechanic | Sobeys | rack refrigeration, walk-in coolers | hvac-technician | rac | sobeys | moncton
y39 | Balwant Singh | 1985 | Electrical | Estevan, Sask. | Power Engineer (Retired) | SaskPower (Boundary Dam) | boiler and turbine operation | electrical-engineer | electrical | saskpower | estevan | Retired 2020. 35 years in power plants, first in Punjab then in Saskatchewan.
y40 | Pallabi Gogoi | 2026 | Electronics | Jorhat, Assam | - | - | soldering, arduino | student | electronics | - | jorhat
b01 | Sunita Kerketta | 2009 | Electronics | Ranchi | Lecturer (ECE) | Govt. Polytechnic Ranchi | digital electronics, teaching | lecturer | electronics | govtPoly | ranchi
b02 | Hemanta Kumar Sahoo | 2003 | Electrical | Damanjodi, Koraput | Sr. Manager (Elect.) | NALCO Mines & Refinery Complex | captive power, HT distribution | electrical-engineer | electrical | nalco | damanjodi
b03 | Rituraj Gogoi | 2016 | Electrical | Guwahati | Engineer (Substation) | POWERGRID (NERTS) | 400kV GIS, protection | electrical-engineer | electrical | powergrid | guwahati
b04 | Laxmi Narayan Patel | 1994 | Mechanical | Sambalpur, Odisha | Sr. Instructor (Fitter) | Govt. ITI Sambalpur | fitter trade, teaching | instructor | mechanical | govtIti | sambalpur
b05 | Ashish Ekka | 2019 | CNC | Sunabeda, Koraput | CNC Operator | HAL Koraput Division | 5-axis, aero-engine parts | cnc-operator | cnc | hal | sunabeda
b06 | Priyanka Bhagat | 2014 | Electrical | Bhopal | Engineer (Quality) | BHEL Bhopal | transformer testing, QA | quality-engineer | electrical | bhel | bhopal
b07 | Amit Oraon | 2012 | Mechanical | Jabalpur | Chargeman (Mech) | Ordnance Factory Khamaria (MIL) | machining, production planning | production-engineer | mechanical | mil | jabalpur
b08 | Swati Singh | 2018 | Computer | Bokaro | HR Executive | ESL Steel Ltd (Vedanta) | recruitment, payroll, HRMS | hr | computer | vedanta | bokaro
b09 | Tapan Kalita | 2010 | Mechanical | Guwahati | Sales Manager (NE) | Kirloskar Brothers Ltd | pumps, channel sales | sales | mechanical | kbl | guwahati
b10 | Rahul Mahato | 2027 | Welding | Chas, Bokaro | - | - | arc welding, gas cutting | student | welding | - | bokaro
d01 | Sandeep Kulkarni | 2012 | Mechanical | Waluj MIDC, Aurangabad | Sr. Engineer – Machine Shop | Bajaj Auto Ltd. (Waluj) | SAP PP, line balancing, VMC, Six Sigma Green Belt | production-engineer | mechanical | bajajAuto | aurangabad
d02 | Pratiksha Deshpande | 2019 | Mech. Engg | Chhatrapati Sambhajinagar | Design Engineer | Endurance Technologies Ltd | CATIA V5, GD&T, die casting design | design-engineer | mechanical | endurance | aurangabad
d03 | Shaikh Salim | 2008 | Tool & Die | Shendra MIDC, Aurangabad | Toolroom Incharge | Varroc Engg. Pvt Ltd | press tools, wire EDM, Mastercam | tool-die-maker | tool-die | varroc | aurangabad
d04 | Harpreet Singh Bungai | 2014 | Electrical | Nanded (Hazur Sahib) | Lecturer Electrical | Govt. Polytechnic Nanded | electrical machines, MATLAB, teaching | lecturer | electrical | govtPoly | nanded
d05 | Balaji Shinde | 2027 | Civil | Latur, Marathwada | - | - | AutoCAD, STAAD Pro basics | student | civil | - | latur
d06 | Vaibhav Pawar | 2011 | Electrical | Latur | Electrical Supervisor | Manjara Sakhar Karkhana (sugar factory) | co-gen turbine, HT panels, motor control | electrical-engineer | electrical | manjara | latur
d07 | Rohit Meshram | 2016 | Mechatronics | Butibori MIDC, Nagpur | PLC Engineer | Indorama Synthetics (I) Ltd | Allen-Bradley, Siemens S7-300, WinCC | plc-programmer | mechatronics | indorama | butibori
d08 | Snehal Wankhade | 2020 | Electrical | Chandrapur | Junior Engineer (Elect.) | Mahagenco – CSTPS | switchyard, generator protection | electrical-engineer | electrical | mahagenco | chandrapur
d09 | Ganesh Bhoyar | 2006 | Mechanical | Ghugus, Distt. Chandrapur | Dy. Manager (E&M) | WCL (Western Coalfields) | HEMM, dumpers, SAP PM | maintenance-engineer | mechanical | wcl | chandrapur
d10 | Akshay Thakre | 2028 | Automobile | Amravati (Vidarbha) | - | - | two wheeler servicing, engines | student | automobile | - | amravati
d11 | Hitesh Rathod | 2013 | Die & Mould | Morbi | - | Varmora Granito Pvt. Ltd. | tile press moulds, EDM, polishing | tool-die-maker | die-mould | varmora | morbi
d12 | Jayesh Kansagara | 2017 | Electrical | Morbi, Gujarat | Electrical Maintenance Engineer | Simpolo Vitrified Pvt Ltd | kiln burners, PLC, VFD, ceramic plant | electrical-engineer | electrical | simpolo | morbi
d13 | Mehul Vaghasiya | 2010 | CNC | Rajkot | Proprietor | Shree Khodiyar CNC Works | CNC turning, Fanuc 0i, brass parts, job work | founder+cnc-operator | cnc | own | rajkot
d14 | Kinjal Dave | 2018 | CNC | Rajkot, Saurashtra | CNC Application Engineer | Jyoti CNC Automation Ltd. | Siemens 828D, Fanuc, CNC programming, machine trials | cnc-programmer | cnc | jyotiCnc | rajkot
d15 | Nilesh Nakum | 2009 | Mechanical | Jamnagar | Owner | Nakum Brass Components | brass turned parts, export, quality control | founder | mechanical | own | jamnagar
d16 | Rakesh Jadeja | 2015 | Electronics | Vadinar, Jamnagar | Instrument Engineer | Nayara Energy Ltd (Vadinar Refinery) | Yokogawa DCS, SIS, field instruments | instrumentation-engineer | electronics | nayara | jamnagar
d17 | Irfan Memon | 2007 | Welding | Alang, Distt. Bhavnagar | Cutting & Welding Supervisor | Priya Blue Industries (Ship Recycling) | gas cutting, ship breaking, SMAW, safety | welder | welding | priyaBlue | alang
d18 | Karan Ahir | 2014 | Mechanical | Gandhidham, Kutch | Crane Maintenance Engineer | Deendayal Port Authority (Kandla Port) | port cranes, hydraulics, wire ropes | maintenance-engineer | mechanical | dpa | gandhidham
d19 | Viral Chauhan | 2026 | Welding | Anjar, Kutch | - | - | SMAW, pipe welding | student | welding | - | gandhidham
d20 | Sarath Kumar | 2012 | Mechanical | Tiruppur | Maintenance Manager | KPR Mill Ltd | knitting machines, compressors, boilers | maintenance-engineer | mechanical | kpr | tiruppur
d21 | Gokul Raj | 2019 | Electrical | Erode, TN | Electrical Engineer | Sakthi Sugars Ltd | co-generation, HT breakers, ETAP | electrical-engineer | electrical | sakthiSugars | erode
d22 | Muthukumar S | 2005 | Welding | Karur | Owner | MK Bus Body Builders | MIG welding, bus body fabrication, sheet metal | founder+welder | welding | own | karur
d23 | Priya Dharshini | 2027 | Computer | Namakkal | - | - | Java, SQL | student | computer | - | namakkal
d24 | Senthil Nathan | 2011 | Tool & Die | Hosur | Tool Designer | TVS Motor Co. | press tool design, Siemens NX, AutoCAD | tool-designer | tool-die | tvs | hosur
d25 | Raghavendra Naidu | 2016 | Electrical | Kurnool (A.P.) | O&M Engineer – Solar | Greenko | solar inverters, SCADA, 33kV | electrical-engineer | electrical | greenko | kurnool
d26 | Lokesh Yadav | 2020 | Automobile | Penukonda, Anantapur | Quality Engineer | Kia India Pvt Ltd | PDI, vehicle audit, 8D | quality-engineer | automobile | kia | anantapur
d27 | Naga Lakshmi | 2013 | Electronics | Tirupati | Embedded Engineer | Amara Raja Electronics | embedded C, BMS, CAN | embedded-engineer | electronics | amaraRaja | tirupati
d28 | Venkata Ramana | 2003 | Mechanical | Kakinada | Sr. Engineer (Offshore Production) | ONGC Rajahmundry Asset | offshore platforms, rotating equipment, NEBOSH IGC | mechanical-engineer | mechanical | ongc | kakinada
d29 | Chaitanya Kumar | 2018 | Civil | Ongole, Prakasam Dt. | Site Engineer | Shapoorji Pallonji & Co | STAAD Pro, ETABS, site execution | civil-engineer | civil | shapoorji | ongole
d30 | Muhammed Shafi | 2009 | RAC | Malappuram | Proprietor | Shafi Cooling Centre | split AC, VRF, cold rooms | founder+hvac-technician | rac | own | malappuram
d31 | Anjali Menon | 2017 | Mechanical | Kanjikode, Palakkad | Production Engineer | BEML Ltd (Palakkad Complex) | rail coaches, SAP MM, production planning | production-engineer | mechanical | beml | palakkad
d32 | Jithin Jose | 2022 | Electrical | Cochin | Electrical Technician | BPCL Kochi Refinery | HT motors, Ex equipment, MCC | electrician | electrical | bpcl | kochi
d33 | Rahul Sawant | 2014 | Electronics | Lote MIDC, Chiplun | Instrument Technician | Gharda Chemicals Ltd | DCS, transmitters, calibration | instrumentation-engineer | electronics | gharda | chiplun
d34 | Prathamesh Gawade | 2026 | Mechanical | Kudal, Sindhudurg | - | - | AutoCAD, SolidWorks | student | mechanical | - | kudal
d35 | Ashok Patidar | 2008 | Electrical | Pithampur, Dhar | Maintenance Electrician | Lupin Ltd (Pithampur) | pharma utilities, HVAC panels, DG sets | electrician | electrical | lupin | pithampur
d36 | Yash Chouhan | 2021 | CNC | Dewas, MP | VMC Programmer | Kirloskar Brothers Ltd (Dewas) | Siemens 840D, Mastercam, pump casings | cnc-programmer | cnc | kbl | dewas
d37 | Devendra Jain | 2010 | Mechanical | Bhilwara (Raj.) | Sr. Executive – Spinning Maintenance | RSWM Ltd | ring frames, compressors, preventive maintenance | maintenance-engineer | mechanical | rswm | bhilwara
d38 | Mahendra Singh Rajpurohit | 2015 | Electrical | Zawar Mines, Udaipur | Electrical Engineer – Underground Mines | Hindustan Zinc Ltd | mine electricals, VFD, 6.6kV | electrical-engineer | electrical | hzl | udaipur
d39 | Shivam Tripathi | 2018 | Mechanical | Gorakhpur (U.P.) | Jr. Engineer (Mechanical) | HURL Gorakhpur (fertiliser plant) | urea plant, compressors, pumps | mechanical-engineer | mechanical | hurl | gorakhpur
d40 | Sukhmanpreet Singh | 2013 | Automobile | Sitarganj, Udham Singh Nagar | - | - | tractor repair, hydraulics, welding | auto-mechanic+founder | automobile | - | sitarganj | Running a small tractor repair workshop at Sitarganj.
j01 | Manpreet Singh Grewal | 2012 | Welding | Dandenong, VIC | Boilermaker-Welder | Volvo Group Australia | MIG, FCAW, AS/NZS 1554, truck chassis | welder | welding | volvo | melbourne
j02 | Sunil Yadav | 2009 | Mechanical | Mauritius | Mill Engineer | Omnicane | sugar mill machinery, boilers, bagasse handling | maintenance-engineer | mechanical | omnicane | portLouis
j03 | Arshdeep Singh Sandhu | 2019 | Mechanical | Brisbane QLD | Aircraft Maintenance Engineer (B1) | Qantas Engineering | line maintenance, B737, CASA licence | maintenance-engineer | mechanical | qantas | brisbane
j04 | Vineet Kumar | 2010 | Electronics | Perth, Western Australia | I&C Technician (FIFO, offshore) | Woodside Energy | DCS, fire & gas, HART, Ex | instrumentation-engineer | electronics | woodside | perth
j05 | Abdul Rehman Khan | 2013 | RAC | Mombasa, Kenya | Reefer Technician | Kenya Ports Authority | reefer containers, refrigeration, Carrier units | hvac-technician | rac | kpa | mombasa
j06 | Sreejesh K | 2014 | Electrical | Malé, Maldives | Powerhouse Electrician | STELCO | DG sets, synchronising panels, 11kV | electrician | electrical | stelco | male
j07 | Rajvinder Singh Bhogal | 2005 | Mechanical | Aberdeen | Subsea Engineer (Offshore) | Subsea7 | ROV tooling, pipelines, NEBOSH IGC | mechanical-engineer | mechanical | subsea7 | aberdeen
j08 | Karandeep Singh | 2015 | Mechatronics | München, Bavaria | Automation Engineer (Body Shop) | BMW Group | Siemens TIA Portal, KUKA, PROFINET | automation-engineer | mechatronics | bmw | munich
j09 | Tejinder Kaur Mann | 2018 | Automobile | Wrocław, Poland | EV Battery Process Engineer | LG Energy Solution Wrocław | battery cells, PFMEA, Six Sigma Green Belt | production-engineer | automobile | lgEs | wroclaw
j10 | Shahid Ansari | 2011 | Electrical | Mesaieed, Qatar | Electrical Supervisor | Qatar Steel | EAF, HV switchgear, NEBOSH | electrical-engineer | electrical | qatarSteel | mesaieed
f01 | Rakesh Thakur | 2013 | Electrical | Parwanoo (HP) | Maint. Electrician | Parwanoo Gears Pvt Ltd | MCC panels, VFD, DG sets | electrician | electrical | smallShop | parwanoo
f02 | Sonam Negi | 2019 | Mech. | parwanoo, distt solan | production supervisor | Shivalik Castings | die casting, line supervision, 5S | production-engineer | mechanical | smallShop | parwanoo
f03 | Mukesh Chauhan | 2008 | Electrical | Nalagarh, Distt. Solan | Asst. Mgr (Elect. Maint.) | Ambuja Cement (Nalagarh Grinding Unit) | HT motors, kiln drives, relay settings | electrical-engineer | electrical | ambuja | nalagarh
f04 | Priyanka Kaushal | 2017 | Computer | Baddi | IT Executive | Sun Pharma, Baddi | SAP basis, LAN, helpdesk | it-support | computer | sunPharma | baddi
f05 | Sahil Rana | 2026 | Mechanical | Baddi (H.P.) | - | - | AutoCAD, workshop practice | student | mechanical | - | baddi
f06 | Gurdial Singh | 2001 | Welding | Nalagarh | Proprietor | Gurdial Fabricators | structural sheds, MIG, TIG, gates | founder+welder | welding | own | nalagarh | Sheds, gates and trolleys; job work for the Baddi-Nalagarh units since 2006.
f07 | Ankit Bhatt | 2015 | Mechanical | Sidcul, Haridwar | Sr. Engineer – Maintenance | Hindustan Unilever Ltd (Haridwar) | utilities, boilers, TPM | maintenance-engineer | mechanical | hul | haridwar
f08 | Pooja Bisht | 2021 | Electronics | Pantnagar, U.S. Nagar | QC Inspector | Bajaj Auto Ltd, Pantnagar | incoming inspection, wiring harness | quality-inspector | electronics | bajajAuto | pantnagar
f09 | Deepak Joshi | 2011 | Tool & Die | Sidcul Pantnagar | Tool Room Incharge | Ashok Leyland (Pantnagar) | press tools, fixtures, die maintenance | tool-die-maker | tool-die | ashokLeyland | pantnagar
f10 | Harish Rawat | 2024 | Computer | Selaqui, Dehradun | Jr. Software Developer | Doon Softech (startup) | Flutter, Firebase, Node.js | software-developer | computer | smallIt | selaqui
f11 | Naveen Yadav | 2014 | CNC | Bawal, Rewari | CNC Programmer | Denso Haryana Pvt Ltd | Fanuc, Mastercam, VMC | cnc-programmer | cnc | denso | bawal
f12 | Reena Yadav | 2020 | Mechanical | Dharuhera | Quality Engineer | Hero Moto Corp (Dharuhera Plant) | PPAP, SPC, layout inspection | quality-engineer | mechanical | hero | dharuhera
f13 | Vikas Sangwan | 2016 | Electrical | Kundli, Sonipat | Licensed Electrical Contractor | Sangwan Electricals | industrial wiring, LT panels, solar rooftop, house wiring | electrician+founder | electrical | own | kundli | Wiring for factories and homes around Kundli, Narela and Sonipat. Rooftop solar too.
f14 | Manoj Kumar | 2005 | Mechanical | Panipat Refinery Township | Chief Manager (Mech) | IOCL Panipat Refinery | static equipment, turnarounds, API 510 | maintenance-engineer | mechanical | iocl | panipat
f15 | Sunil Kamboj | 2012 | Mechanical | Yamuna Nagar | Design Engr | Isgec Heavy Engg | boiler pressure parts, SolidWorks | design-engineer | mechanical | isgec | yamunanagar
f16 | Poonam Rani | 2022 | Computer | Hisar | Accounts Asst. | Jindal Stainless Ltd, Hisar | Tally Prime, GST returns, Excel | accountant | computer | jindalStainless | hisar
f17 | Ramesh Godara | 2027 | Electrical | Bikaner | - | - | wiring, solar basics | student | electrical | - | bikaner
f18 | Mahesh Bishnoi | 2010 | Electrical | Bikaner, Raj. | Site Engineer (Solar) | Adani Green Energy | solar park O&M, inverters, 33kV | electrical-engineer | electrical | adaniGreen | bikaner
f19 | Sandeep Saini | 2018 | Mechatronics | Tapukara, Bhiwadi | Maintenance Engr (Robotics) | Honda Cars India Ltd | FANUC robots, spot welding lines, PLC | automation-engineer+maintenance-engineer | mechatronics | honda | bhiwadi
f20 | Anil Sharma | 2003 | Tool & Die | Kota | Owner | Sharma Dies & Moulds | plastic moulds, EDM, press tools | founder+tool-die-maker | tool-die | own | kota
f21 | Kuldeep Rathore | 2015 | Civil | Jodhpur (Raj.) | Asst. Engineer | PHED Rajasthan | water supply, pipelines, estimates | civil-engineer | civil | phedRj | jodhpur
f22 | Hardik Shah | 2019 | Mechanical | Vapi, Valsad | Production Engg | Aarti Industries Ltd | batch production, reactors, SAP PP | production-engineer | mechanical | aarti | vapi
f23 | Nirav Patel | 2012 | Welding | Hazira, Surat | Welding Supervisor | AM/NS India | SAW, structural welding, WPS | welder | welding | amns | surat
f24 | Kalpesh Vasava | 2025 | Electronics | Ankleshwar GIDC | - | - | arduino, PLC basics | student | electronics | - | ankleshwar
f25 | Rutvik Desai | 2016 | Electrical | Sanand GIDC, Ahmedabad | Elect. Maint. Engr – Paint Shop | Tata Passenger Electric Mobility (Sanand) | PLC, drives, conveyors | electrical-engineer | electrical | tataMotors | sanand
f26 | Amit Kumar Singh | 2009 | Mechanical | Bokaro | Mgr (BF Mech.) | SAIL - BSL | blast furnace maintenance, hydraulics | maintenance-engineer | mechanical | sail | bokaro
f27 | Rajesh Mahato | 2014 | Electrical | Dhanbad | Electrical Supervisor | BCCL (Coal India Ltd) | mine electricals, substations, pumps | electrical-engineer | electrical | bccl | dhanbad
f28 | Sushant Pradhan | 2018 | Mechanical | Jharsuguda, Odisha | Executive (Mech. Maint.) | Vedanta Aluminium | pot line, cranes, compressors | maintenance-engineer | mechanical | vedanta | jharsuguda
f29 | Lipsa Mohapatra | 2021 | Civil | Angul | GET (Civil) | NTPC Talcher Kaniha | site QA, concrete, quantity estimation | civil-engineer | civil | ntpc | angul
f30 | Abhishek Jha | 2013 | Computer | Muzaffarpur | Founder | BiharCart (e-commerce startup) | Laravel, digital marketing, GST filing | founder+software-developer | computer | own | muzaffarpur | Started BiharCart in 2019. We also help small shops with GST filing and online listing.
f31 | Pranab Gogoi | 2007 | Mechanical | Digboi, Assam | Sr. Manager (Refinery Maint.) | IOCL (AOD) Digboi Refinery | heat exchangers, pumps, turnarounds | maintenance-engineer | mechanical | iocl | digboi
f32 | Ibandaplin Kharkongor | 2020 | Electronics | Shillong | Network Engineer | NIC Meghalaya | LAN, servers, firewalls | network-engineer | electronics | nic | shillong
f33 | Nikhil Naik | 2016 | Automobile | Verna, Goa | Service Technician | Goa Auto Services (Mahindra dealer) | engine diagnostics, AC servicing, brakes | auto-mechanic | automobile | smallDealer | margao
f34 | Ayesha Fernandes | 2026 | Computer | Panjim | - | - | Java, android | student | computer | - | panaji
f35 | Karthikeyan V | 2011 | Electrical | Pondicherry | Lecturer in EEE | Motilal Nehru Govt. Polytechnic | electrical machines, teaching | lecturer | electrical | govtPoly | puducherry
f36 | Ezhil Arasan | 2017 | RAC | Puducherry | AC & Fridge Service | Ezhil Cool Services | split AC, fridge repair, gas charging | founder+hvac-technician | rac | own | puducherry
f37 | Ravi Lal | 2012 | Civil | Port Blair, Andaman | JE (Civil) | APWD | jetties, roads, estimates | civil-engineer | civil | apwd | portBlair
f38 | Sujit Minz | 2023 | Electrical | Port Blair | Electrician (Powerhouse) | Electricity Dept., A&N Administration | DG sets, 11kV, synchronising | electrician | electrical | andamanElec | portBlair
f39 | Devinder Singh | 1999 | Mechanical | Mohali | Insurance Advisor | LIC of India | insurance, financial planning | sales | mechanical | lic | mohali | 15 years as a maintenance engineer at Swaraj Tractors, now an LIC agent since 2016.
f40 | Jyoti Sharma | 2018 | Computer | Mohali | UI/UX Designer & freelance graphic designer | self | Figma, logo design, Photoshop, React | software-developer | computer | own | mohali
o01 | Gurbaksh Singh Sandhu | 2006 | CNC | Fremont, CA | CNC Machinist | Tesla (Fremont Factory) | 5-axis, Haas, GD&T | machinist | cnc | tesla | fremont
o02 | Aditi Verma | 2015 | Computer Science | Bay Area, California | Senior Software Engineer | NVIDIA | CUDA, C++, Python | software-developer | computer | nvidia | sanjose
o03 | Harpreet Singh Chahal | 2009 | Electrical | Edison, NJ | Journeyman Electrician | PSE&G | substations, underground cable, IBEW | electrician | electrical | pseg | edison
o04 | Ravinder Kaur Dhillon | 2013 | Mechanical | Houston, Texas | QA/QC Inspector (API 510/570) | Bechtel | piping inspection, NDT, API 510 | quality-inspector | mechanical | bechtel | houston
o05 | Arun Thakur | 2011 | Mechatronics | Dearborn (Detroit), MI | Controls Engineer | Ford Motor Co. | Allen-Bradley, FANUC, conveyors | automation-engineer | mechatronics | ford | detroit
o06 | Jaswinder Pal | 2004 | Welding | Jubail Industrial City, KSA | Welding Foreman | SATORP | pipe welding, 6G, crew supervision | welder | welding | satorp | jubail
o07 | Mohd Sajid | 2016 | RAC | Sohar, Oman | HVAC Technician | Jindal Shadeed Iron & Steel | chillers, package units, AHU | hvac-technician | rac | jindalShadeed | sohar
o08 | Rohit Kapoor | 2014 | Electronics | Rotterdam, NL | Instrumentation Engineer | Shell Pernis Refinery | DCS, SIS, analysers | instrumentation-engineer | electronics | shell | rotterdam
o09 | Gurpreet Kaur Aujla | 2018 | Automobile | Bologna, Italy | Vehicle Test Engineer | Ducati Motor Holding | motorcycle testing, data acquisition | automobile-engineer | automobile | ducati | bologna
o10 | Sanjay Kumar | 2008 | Mechanical | Johor Bahru, Malaysia | Plant Manager | Panasonic Appliances Malaysia | operations, lean, plant management | plant-manager | mechanical | panasonic | johorBahru
l01 | Ramesh Prasad Dwivedi | 1998 | Mechanical | Satna, MP | Sr. Manager (Kiln & Mechanical) | Birla Corporation Ltd - Satna Cement Works | kiln maintenance, gearbox overhaul, vibration analysis | maintenance-engineer | mechanical | birlaCorp | satna | Joined Satna Cement Works in 2001; before that 3 years at the Jaypee Rewa cement plant.
l02 | Shailendra Kol | 2014 | Welding | Katni (M.P.) | Welder Gr. I | Ordnance Factory Katni | MIG, TIG, armour plate welding | welder | welding | ofKatni | katni
l03 | Priyanka Jain | 2026 | Computer | Katni | - | - | python, SQL, excel | student | computer | - | katni
l04 | Imran Qureshi | 2012 | Electrical | Mandideep, Bhopal | Shift Engineer (Electrical) | HEG Ltd | HT substation, furnace transformers, DG synchronising | electrical-engineer | electrical | heg | mandideep | ex-Maruti Suzuki Manesar (2012-2015), moved to HEG for the power side.
l05 | Dilip Sahu | 2009 | Electrical | Korba, Chhattisgarh | Sr. Technician, Potline | BALCO (Vedanta) | potline electrical, rectifiers, EOT crane maintenance | electrician | electrical | balco | korba
l06 | Tulsi Ram Patel | 2017 | mechanical | Raigarh CG | Maintenance Fitter | Jindal Steel & Power | rolling mill maintenance, hydraulics, alignment | fitter | mechanical | jspl | raigarh
l07 | Basavaraj Hiremath | 2011 | Mechanical | Dharwad, Karnataka | Production Supervisor | Tata Hitachi Construction Machinery | excavator assembly, 5S, TPM, Six Sigma Green Belt | production-engineer | mechanical | tataHitachi | dharwad | Six Sigma Green Belt certified. Previously at L&T Construction Equipment, Mysuru (2011-2016).
l08 | Shruti Kulkarni | 2019 | Computer | Hubli-Dharwad | Software Engineer | Infosys | Java, Spring Boot, microservices | software-developer | computer | infosys | dharwad
l09 | Mallikarjun Patil | 2003 | Civil | Davanagere | Civil Contractor & Proprietor | Patil Constructions | residential buildings, estimation, RCC design | founder+civil-engineer | civil | own | davanagere | Worked 6 years in Doha with a building contractor; came back to India in 2012 and started his own firm.
l10 | Raghavendra Naik | 2008 | Electrical | Shivamogga (Shimoga) | Lineman | MESCOM | HT/LT lines, live line work, pole climbing | lineman | electrical | mescom | shivamogga
l11 | Sai Kiran Reddy | 2016 | Electrical | Karimnagar, Telangana | Assistant Engineer (Operation) | TGNPDCL | 33/11kV substations, feeder maintenance | electrical-engineer | electrical | tgnpdcl | karimnagar
l12 | Venkatesh Goud | 2006 | Mechanical | Ramagundam | Senior Superintendent (Boiler Maintenance) | NTPC Ramagundam | boiler maintenance, turbine overhaul, IBR | maintenance-engineer | mechanical | ntpc | ramagundam
l13 | Lavanya Rao | 2022 | Civil | Godavarikhani (Ramagundam) | Mine Surveyor | Singareni Collieries Company Ltd | total station, mine survey, DGPS | surveyor | civil | sccl | ramagundam
l14 | Praveen Kumar Yadav | 2013 | Electronics & Instrumentation | Ramagundam, TS | Instrumentation Engineer | RFCL | DCS, control valves, ammonia plant | instrumentation-engineer | electronics | rfcl | ramagundam
l15 | Murugan S | 2010 | Tool & Die | Sriperumbudur | Tool Room Engineer | Saint-Gobain Glass India | press tools, jigs & fixtures, wire EDM | tool-die-maker | tool-die | saintGobain | sriperumbudur
l16 | Priya Dharshini | 2020 | Electronics | Sriperumbudur, Chennai | Process Engineer - SMT | Foxconn | SMT line, AOI, reflow profiling | production-engineer | electronics | foxconn | sriperumbudur
l17 | Karthik Raja | 2015 | Welding | Ranipet, TN | Welding Inspector (CSWIP 3.1) | BHEL Ranipet | boiler tube weld inspection, CSWIP 3.1, ASNT Level II RT | welding-inspector | welding | bhel | ranipet
l18 | Subhajit Mondal | 2007 | Mechanical | Asansol | Sr. Technician (Blast Furnace) | SAIL - IISCO Steel Plant, Burnpur | blast furnace maintenance, gas cutting, rigging | fitter | mechanical | sail | asansol
l19 | Anirban Ghosh | 2018 | Electrical | Chittaranjan, WB | Junior Engineer (Loco Assembly) | Chittaranjan Locomotive Works | traction motors, loco testing | electrical-engineer | electrical | clw | chittaranjan
l20 | Sourav Pal | 2014 | Electronics | Kharagpur | Lab Technician (Electronics) | IIT Kharagpur | lab instruments, PCB soldering, oscilloscopes | electronics-technician+instructor | electronics | iitKgp | kharagpur | Also runs a weekend Arduino class for school kids in Kharagpur.
l21 | Moumita Das | 2024 | Mechanical | Kharagpur, West Bengal | Graduate Engineer Trainee | Tata Metaliks | ductile iron pipes, foundry, quality | production-engineer | mechanical | tataMetaliks | kharagpur
l22 | Abhishek Chauhan | 2019 | Automobile | Greater Noida | Assembly Line Engineer | India Yamaha Motor | two-wheeler assembly, kaizen, torque audits | automobile-engineer | automobile | yamaha | greaterNoida | Previously a service advisor at a Hero MotoCorp dealership in Meerut.
l23 | Nidhi Bhati | 2027 | Computer | Greater Noida West | - | - | web development, React | student | computer | - | greaterNoida
l24 | Rakesh 'Pappu' Pandey | 2001 | Electrical | Kanpur | Electrical Contractor | Pandey Electricals | industrial wiring, LT panels, A-class electrical contractor licence | founder+electrician | electrical | own | kanpur | Ran the electrical section at Lohia Corp for 12 years before starting his own firm in 2014.
l25 | Faizan Ahmed | 2016 | RAC | Lucknow | HVAC Engineer | Apollomedics Super Speciality Hospital (Apollo Hospitals) | OT HVAC, chillers, BMS | hvac-technician | rac | apollo | lucknow
l26 | Pooja Maurya | 2012 | Electronics | Varanasi | Senior Section Engineer | Banaras Locomotive Works | IGBT converters, loco electronics testing | electrical-engineer | electronics | blw | varanasi
l27 | Gaurav Nishad | 2023 | Mechanical | Gorakhpur | CNC Operator | Gorakhpur Precision Works | VMC, Fanuc, measurement | cnc-operator | mechanical | smallShop | gorakhpur
l28 | Tsering Dorjay | 2010 | Civil | Leh, Ladakh | Assistant Executive Engineer | Border Roads Organisation (Project Himank) | high-altitude roads, bridges, snow clearance | civil-engineer | civil | bro | leh
l29 | Stanzin Angmo | 2021 | Electrical | Leh | Solar Technician & Trainer | Barefoot Solar Trust (NGO) | off-grid solar, battery banks, training village women | electrician+instructor | electrical | ngoSolar | leh
l30 | Abdul Khader K | 2005 | Electrical | Kavaratti, Lakshadweep | Power House Electrician | Electricity Department, UT of Lakshadweep | DG power house, solar PV, 11kV | electrician | electrical | ldElec | kavaratti
l31 | Mohd Arif | 2019 | Mechanical | Ghaziabad(UP) | Data Analyst | Insightloop Analytics | SQL, Power BI, Python | data-analyst | mechanical | smallIt | ghaziabad | Mechanical diploma; worked 3 years as a quality inspector at Minda before switching to data analytics.
l32 | Jagtar Singh (Jaggi) | 1987 | Tool & Die | Mohali | Retd. Foreman, now visiting trainer | self | press tools, toolroom, mentoring apprentices | tool-die-maker+instructor | tool-die | own | mohali | Retired in 2020 after 33 years at HMT Pinjore; now trains toolroom apprentices part-time.
l33 | Deepak Verma | 2002 | Mechanical | Bhopal | Principal | Government ITI Govindpura | administration, fitter trade, teaching | instructor | mechanical | govtIti | bhopal | Ex-serviceman: 16 years in the Army (EME) as a vehicle mechanic, then instructor at Govt ITI; principal since 2024.
l34 | Harsimran Kaur Bedi | 2011 | Computer | Mohali | HR Business Partner | Infosys | campus hiring, recruitment, HR operations | hr | computer | infosys | mohali | Previously an IT recruiter at TCS.
l35 | Harinder (Harry) Singh Grewal | 2015 | Electrical | Surrey, BC | Red Seal Electrician / Owner | Grewal Electric Ltd | residential wiring, service upgrades, Red Seal | founder+electrician | electrical | own | surrey | Came to Canada in 2017 after 2 years in Dubai with Al Futtaim.
l36 | Balwant Singh Sandhu | 2004 | Welding | Kelowna, BC | Red Seal Welder | Okanagan Steel Fab | structural steel, FCAW, SMAW | welder | welding | smallShop | kelowna | Moved from Muscat, Oman to Canada in 2014.
l37 | Kulwant Singh Dhaliwal | 2008 | Mechanical | Regina, SK | Industrial Mechanic (Millwright) | Evraz | millwright, Red Seal, rolling mill, alignment | fitter | mechanical | evraz | regina
l38 | Amrit Pal Singh Johal | 2012 | Electronics | Slough, UK | Multi-skilled Maintenance Engineer | Mars Wrigley | PLC, Siemens S7, packaging lines | maintenance-engineer+plc-programmer | electronics | mars | slough
l39 | Gurdev Singh Virk | 1999 | Automobile | Southall, London | MOT Tester & Garage Owner | Virk Motors Ltd | MOT testing, diagnostics, servicing | founder+auto-mechanic | automobile | own | southall
l40 | Sukhjeet Kaur Rai | 2014 | Mechanical | Wolverhampton | Manufacturing Engineer | Jaguar Land Rover (EMC i54) | engine assembly, PFMEA, Six Sigma Green Belt | production-engineer | mechanical | jlr | wolverhampton
i01 | Vivek Nair | 2016 | Electronics | Trondheim, Norway | Firmware Engineer | Nordic Semiconductor | BLE, Zephyr RTOS, nRF52 | embedded-engineer | electronics | nordicSemi | trondheim
i02 | Prateek Bansal | 2017 | Computer | Brno, Czech Republic | QA Automation Engineer | Honeywell | Selenium, Python, test automation, ISTQB | software-tester | computer | honeywell | brno
i03 | Mandeep Singh Chahal | 2010 | Electrical | Katowice, Poland | Commissioning Engineer | Hitachi Energy | transformers, HV testing, commissioning | electrical-engineer | electrical | hitachiEnergy | katowice | ex-BHEL Haridwar; moved to Poland in 2019.
i04 | Joginder Pal | 2005 | Electrical | Kigali, Rwanda | Site Manager (Transmission Lines) | KEC International | 220kV tower erection, stringing, site management | project-manager+lineman | electrical | kec | kigali
i05 | Rajat Malhotra | 2013 | Mechanical | Addis Ababa, Ethiopia | Aircraft Maintenance Engineer (B1 licence) | Ethiopian Airlines MRO | B1 licence, Boeing 787, line maintenance | maintenance-engineer | mechanical | ethiopian | addisAbaba | Earlier with Air India Engineering Services in Delhi.
i06 | Ravneel Prasad | 2011 | Electrical | Suva, Fiji | Protection Engineer | Energy Fiji Ltd | protection relays, 33kV, SCADA | electrical-engineer | electrical | energyFiji | suva
i07 | Sunil Thakur | 2013 | Automobile | Fujairah, UAE | HSE Officer (NEBOSH IGC) | VTTI Fujairah Terminals | NEBOSH IGC, permit to work, IOSH | quality-inspector | automobile | vtti | fujairah | Switched from auto workshops to safety in 2018.
i08 | Kamaljeet Singh Bains | 2007 | Mechanical | Duqm, Oman | Project Manager (PMP) | OQ8 Duqm Refinery | PMP, shutdowns, static equipment | project-manager | mechanical | oq8 | duqm | Previously at L&T Hydrocarbon, Hazira; moved to Oman in 2016.
i09 | Anil Kumar Rana | 2009 | Welding | Brunei | Welding Supervisor | Hengyi Industries (Pulau Muara Besar refinery) | pipe welding, 6G, CSWIP 3.1 | welder+welding-inspector | welding | hengyi | bandarSeriBegawan
i10 | Nurul Huda | 2020 | Computer | Kuala Lumpur | Cloud Support Engineer | Petronas Digital | AWS, Linux, networking | it-support | computer | petronas | kualaLumpur

r10 | Naveen Kumar Reddy | 2014 | Computer Science | Whitefield, Bangalore | Senior Developer | SAP Labs India | Java, ABAP, SAP HANA, microservices | software-developer | computer | sapLabs | whitefield | Worked 4 yrs at Wipro (Sarjapur road) before joining SAP Labs in ITPL area.
r11 | Priyanka Bhardwaj | 2019 | ECE | Electronic City Phase 1, Bengaluru | Test Engineer | Infosys | selenium, manual testing, ISTQB, JIRA | software-tester | electronics | infosys | electronicCity
r12 | Manjunath Gowda | 2008 | Tool & Die | Peenya Indl Area, Bangalore | Toolroom Incharge | Sri Lakshmi Precision Tools | press tools, wire EDM, jig grinding | tool-die-maker | tool-die | smallShop | peenya | Started as apprentice at HMT Jalahalli, then 6 yrs in a Peenya 2nd stage toolroom.
r13 | Shubham Patil | 2017 | Mechatronics | Hinjewadi Phase 2, Pune | AUTOSAR Engineer | KPIT Technologies | AUTOSAR, MATLAB Simulink, CAN, ECU testing | embedded-engineer | mechatronics | kpit | hinjewadi
r14 | Akshay Jadhav | 2012 | Automobile | Chakan MIDC, Pune | Sr. Engineer - Assembly | Bajaj Auto Ltd (Chakan plant) | KTM assembly line, Pulsar, TPM, line balancing | production-engineer | automobile | bajajAuto | chakan
r15 | Sagar Kulkarni | 2010 | CNC | Bhosari, PCMC | VMC Programmer | Tata Motors Ltd, Pimpri | Fanuc, Mastercam, VMC, HMC | cnc-programmer | cnc | tataMotors | pimpri
r16 | Rohan Deshmukh | 2016 | Electrical | Thane West | Service Engineer - Switchgear | Siemens Ltd, Kalwa Works | VCB, MV switchgear, commissioning, relay testing | electrical-engineer | electrical | siemens | thane
r17 | Farhan Shaikh | 2025 | Refrigeration & AC | Kharghar, Navi Mumbai | - | - | brazing, split AC installation, basic electrical | student | rac | - | navimumbai
r18 | Karthik Subramanian | 2013 | Automobile | Oragadam, Chennai | Quality Engineer - Paint Shop | Royal Enfield | paint shop, PPAP, 8D, Classic 350 | quality-engineer | automobile | royalEnfield | oragadam
r19 | Senthil Murugan | 2006 | Mechanical | Ambattur, Chennai | Maintenance Supervisor | TI Cycles of India (Murugappa) | preventive maintenance, hydraulics, tube mill | maintenance-engineer | mechanical | tii | ambattur | Ex Ashok Leyland Ennore (2006-2011).
r20 | Subhajit Ghosh | 2004 | Welding | Liluah, Howrah | Senior Section Engineer (Welding) | Eastern Railway, Liluah Workshop | coach repair, MIG, LHB shells | welder | welding | railways | howrah
r21 | Ananya Chatterjee | 2018 | Computer | Sector V, Salt Lake, Kolkata | Data Analyst | Wipro | SQL, Power BI, Python | data-analyst | computer | wipro | saltLake
r22 | Ramesh Yadav | 2005 | Automobile | Secunderabad | Naib Subedar (Vehicle Mechanic) | Indian Army (EME) | B vehicles, Gypsy, Stallion, recovery | army-technician+auto-mechanic | automobile | army | secunderabad | Posted at 1 EME Centre, Secunderabad.
r23 | Sneha Reddy | 2020 | Computer Sc. | HITEC City, Hyderabad | ML Engineer | Google | Python, TensorFlow, GCP | data-scientist | computer | google | hitecCity
r24 | Deepak Yadav | 2011 | Mechanical | IMT Manesar | Asst. Manager Production | Maruti Suzuki India Ltd (Manesar) | press shop, weld shop, TPM | production-engineer | mechanical | maruti | manesar
r25 | Ravi Kant | 2015 | Electronics | Okhla Phase 2, New Delhi | SMT Line Technician | RK Electrotech Pvt Ltd | SMT, soldering, AOI, PCB assembly | electronics-technician | electronics | smallShop | okhla
r26 | Amit Sehrawat | 2009 | Electrical | Shastri Park, Delhi | Asst. Manager (Traction) | DMRC | OHE, traction substation, 25 kV | electrical-engineer | electrical | dmrc | delhi
r27 | Kiran Kumar | 2019 | Mechatronics | Sri City, AP | Production Engineer (Bogie line) | Alstom Transport India | bogie assembly, PLC, metro rolling stock | production-engineer | mechatronics | alstom | sriCity | Worked on metro coaches for Melbourne and Delhi.
r28 | Lokesh Naik | 2022 | Electrical | Yeshwanthpur, Bengaluru | Train Operator | BMRCL (Namma Metro) | train operation, CBTC, Purple line | loco-pilot | electrical | bmrcl | bengaluru
r29 | Aditya Pawar | 2026 | Mechanical | Chinchwad, Pune | - | - | AutoCAD, SolidWorks, lathe | student | mechanical | - | pimpri
r30 | Lalremruata | 2012 | Electrical | Aizawl, Mizoram | Junior Engineer | Power & Electricity Dept., Govt of Mizoram | distribution, 33kV, hydel | electrical-engineer | electrical | mzPed | aizawl
r31 | Tage Yami | 2025 | Civil | Itanagar, Arunachal | - | - | AutoCAD, surveying, estimation | student | civil | - | itanagar
r32 | Pankaj Kumar Singh | 2010 | Mechanical | Begusarai, Bihar | Fitter (Grade A) | IOCL Barauni Refinery | pumps, compressors, alignment | fitter | mechanical | iocl | begusarai
r33 | Hiral Patel | 2017 | Die & Mould | Silvassa, DNH | Mould Designer | Shree Polymers | UG NX, mould flow, injection moulds | mould-designer | die-mould | smallShop | silvassa
r34 | Vikheno Sema | 2026 | Computer | Kohima, Nagaland | - | - | python, networking, CCNA | student | computer | - | kohima
r35 | Gurjit Singh Dhillon | 2009 | Electrical | Québec, QC | Monteur de lignes | Hydro-Québec | lignes HT, 735 kV, bilingue | lineman | electrical | hydroQuebec | quebecCity | Moved from Brampton to Québec in 2017, learnt French on the job.
r36 | Harleen Kaur | 2016 | Mechanical | Longueuil (Montréal) | Gas Turbine Assembly Technician | Pratt & Whitney Canada | PT6 engines, torque, blueprint reading | fitter | mechanical | prattWhitney | montreal
r37 | Arjun Mehta | 2015 | Computer | Paris, France | QA Automation Engineer | Capgemini | Selenium, Cypress, French B2 | software-tester | computer | capgemini | paris
r38 | Rajesh Nair | 2010 | Electronics | Antwerpen, Belgium | Instrument Technician | BASF Antwerpen | DCS, calibration, HART | instrumentation-engineer | electronics | basf | antwerp | Earlier with Reliance Jamnagar (2010-2016).
r39 | Anjali Thakur | 2012 | Electrical | Genève, Switzerland | Electrical Engineer | CERN | power converters, LHC, EPLAN | electrical-engineer | electrical | cern | geneva
r40 | Balwinder Singh | 2007 | Welding | Linz, Austria | Schweißer | voestalpine Stahl GmbH | MAG, TIG, EN ISO 9606 | welder | welding | voestalpine | linz
r41 | Nikhil Sood | 2014 | Automobile | Graz, Austria | Vehicle Integration Engineer | Magna Steyr | CATIA, vehicle integration, G-Class | automobile-engineer | automobile | magna | graz
r42 | Manpreet Singh Virk | 2018 | Mechatronics | Martorell, Barcelona | Robot Programmer | SEAT S.A. | KUKA KRC4, body shop, Spanish | robot-programmer | mechatronics | seat | barcelona
r43 | Sanjay Fernandes | 2016 | Computer | Lisboa, Portugal | Backend Developer | OutSystems | C#, .NET, Portuguese | software-developer | computer | outsystems | lisbon
r44 | Tejinder Pal | 2011 | Electrical | Aarhus, Denmark | Service Technician (Wind Turbines) | Vestas | wind turbine service, GWO, HV switching | electrician+maintenance-engineer | electrical | vestas | aarhus | ex-Suzlon, 5 yrs on wind farms near Dhule.
r45 | Ritu Sharma | 2013 | ECE | Espoo, Finland | 5G RAN Engineer | Nokia | 5G, LTE, RF optimisation | telecom-engineer | electronics | nokia | espoo
r46 | Hardeep Singh | 2008 | Mechanical | Monterrey, N.L., México | Gerente de Mantenimiento | Coca-Cola FEMSA | bottling lines, Krones, TPM | maintenance-engineer | mechanical | femsa | monterrey | Earlier at Hindustan Coca-Cola Beverages, Ameenpur (Hyderabad).
r47 | Prateek Joshi | 2017 | CNC | Querétaro, Mexico | CNC Programmer (5-axis) | Bombardier Aerospace | 5 axis, Siemens NX CAM, aerostructures | cnc-programmer | cnc | bombardierAero | queretaro
r48 | Aman Deep | 2019 | Electronics | Campinas, SP, Brasil | Engenheiro de Software Embarcado | Bosch | embedded C, automotive ECU, Portuguese | embedded-engineer | electronics | bosch | campinas
r49 | Jagdeep Singh Mann | 2005 | Electrical | Antofagasta, Chile | Electrical Supervisor (Mine) | BHP Escondida | HV, mining trucks, Spanish | electrician | electrical | bhp | antofagasta
u10 | Mohit Rana | 2010 | Electrical | Cairo, Egypt | Project Engineer (Substations) | Elsewedy Electric | GIS substations, 220kV, commissioning | electrical-engineer | electrical | elsewedy | cairo
u11 | Sukhdev Singh | 2006 | Welding | Tema, Ghana | Welding Foreman | Tema Oil Refinery | pipe welding, SMAW 6G, ASME IX | welder | welding | tor | tema
u12 | Imran Khan | 2014 | RAC | Basrah, Iraq | HVAC Technician | Rumaila Operating Organisation | chillers, package units, camp maintenance | hvac-technician | rac | roo | basra | Five years in Kuwait before Iraq.
u13 | Vinod Rawat | 2003 | Welding | Atyrau, Kazakhstan | QA/QC Welding Inspector | Tengizchevroil (TCO) | CSWIP 3.1, RT film interpretation | welding-inspector | welding | tco | atyrau
u14 | Neeraj Bisht | 2016 | Electronics | Bac Ninh, Vietnam | Process Engineer (SMT) | Samsung Electronics Vietnam | SMT, mobile assembly, Six Sigma | production-engineer | electronics | samsung | bacNinh
u15 | Parveen Kumar | 2012 | RAC | Bangkok, Thailand | Service Engineer | Daikin (Thailand) | VRV, inverter AC, chillers | hvac-technician | rac | daikin | bangkok
u16 | Rakesh Chauhan | 2009 | Automobile | Jakarta, Indonesia | After Sales Manager | Tata Motors Distribusi Indonesia | service, warranty, trucks | service-advisor | automobile | tataMotors | jakarta
u17 | Maria Dsouza | 2018 | Computer | Taguig, Metro Manila | Process Analyst | Infosys BPM | Excel, SQL, reporting | data-analyst | computer | infosysBpm | manila
u18 | Gurmeet Singh | 2010 | Welding | Ulsan, South Korea | Welder (Shipyard) | HD Hyundai Heavy Industries | FCAW, ship hull, E-7 visa | welder | welding | hhi | ulsan
u19 | Ashish Negi | 2015 | Electronics | Hsinchu, Taiwan | Equipment Engineer | TSMC | lithography tools, wafer fab, semiconductor | hardware-engineer | electronics | tsmc | hsinchu
r50 | S. Karthikeyan | 2013 | Electrical | Neyveli, Cuddalore Dt | JE / Electrical (Thermal Power Station-II) | NLC India Ltd | 210 MW units, HT motors, switchyard, lignite power | electrical-engineer | electrical | nlc | neyveli | Joined NLC as Graduate Apprentice in 2014, absorbed in 2016.
r51 | Antony Raj | 2009 | Mechanical | Tuticorin | Crane Mechanic | V.O. Chidambaranar Port Authority | harbour mobile cranes, hydraulics, gearbox | fitter | mechanical | vocPort | thoothukudi
r52 | P. Srinivasa Rao | 2001 | Mechanical | Rajahmundry, AP | Dy. General Manager (Drilling) | ONGC Rajahmundry Asset | drilling rigs, mud pumps, onshore rigs | mechanical-engineer | mechanical | ongc | rajahmundry | 20+ yrs with ONGC, KG basin onshore rigs.
r53 | Ch. Naga Babu | 2017 | Electrical | vijayawada | Plant Electrician | APGENCO - Dr NTTPS | LT motors, MCC panels, cable jointing | electrician | electrical | apgenco | vijayawada
r54 | Mohammed Ayub Patel | 2004 | Electrical | Gulbarga | Proprietor | Patel Motor Rewinding Works | motor rewinding, submersible pumps, starters | founder+electrician | electrical | own | kalaburagi | Rewinding motors & borewell pumps for farmers of Kalaburagi district since 2008.
r55 | Basavanagouda Patil | 2011 | Mechanical | Raichur, Karnataka | Asst. Executive Engineer (Boiler Maint.) | KPCL - Raichur Thermal Power Station | boiler tube leaks, coal mills, IBR | maintenance-engineer | mechanical | kpcl | raichur
r56 | Sandesh Shetty | 2015 | Welding | Malpe, Udupi | Welder (Hull) | Udupi Cochin Shipyard Ltd | FCAW, SMAW, tug hulls, fit-up | welder | welding | cochinShipyard | udupi
r57 | Joseph Varghese | 2010 | Civil | Alleppey, Kerala | plumber & sanitary contractor | self | plumbing, CPVC, sanitary fittings, water tank | plumber | civil | own | alappuzha | Houseboat and homestay plumbing work around Alleppey and Kuttanad. Call for any plumbing job.
r58 | Rakesh Malviya | 2006 | Electrical | Ujjain (M.P.) | Training Officer (Electrician Trade) | Govt. ITI Ujjain | electrician trade, CTS, practical training | instructor | electrical | govtIti | ujjain
r59 | Shweta Rajput | 2018 | Mechanical | Jhansi UP | QC Inspector - Transformers | BHEL Jhansi | transformer inspection, routine tests, ISO 9001 | quality-inspector | mechanical | bhel | jhansi
r60 | Irfan Qureshi | 2008 | Tool & Die | Aligarh | Tool & Die Maker | Link Locks Pvt Ltd | press tools, padlock dies, surface grinding | tool-die-maker | tool-die | linkLocks | aligarh
r61 | Aman Tyagi | 2026 | Computer | Meerut | - | - | COPA, MS Excel, Tally, HTML | student | computer | - | meerut
r62 | Sushil Kumar Saini | 2007 | Mechanical | saharanpur | Maintenance Fitter | Star Paper Mills Ltd | paper machine, pumps, bearings, alignment | fitter | mechanical | starPaper | saharanpur
r63 | Ranjeet Kumar Mandal | 2012 | Electronics | Kahalgaon, Bhagalpur | Sr. Technician (C&I) | NTPC Kahalgaon | control & instrumentation, transmitters, DCS | instrumentation-engineer | electronics | ntpc | kahalgaon
r64 | Debasish Sahoo | 2009 | Welding | Paradeep, Odisha | Sr. Engineer - Welding & NDT | Paradeep Phosphates Ltd | NDT Level II, welding inspection, shutdown jobs | welding-inspector | welding | ppl | paradip
r65 | Bikash Das | 2016 | Electrical | Bongaigaon, Assam | Jr. Operator (Electrical) | IOCL Bongaigaon Refinery | substation operation, HT/LT panels | electrician | electrical | iocl | bongaigaon
r66 | Rina Nath | 2014 | Computer | Silchar | Computer Teacher | Holy Cross School | teaching, MS Office, Python for kids | lecturer | computer | holyCross | silchar
r67 | Ch. Venkat Reddy | 2010* | Electrical | Kothagudem (Bhadradri) | AE Electrical | TSGENCO - KTPS | turbine generator, protection, 400kV switchyard | electrical-engineer | electrical | tsgenco | kothagudem
r68 | Vikram Singh Chundawat | 2013 | Mechanical | Chittorgarh | Shift Incharge - Zinc Smelter | Hindustan Zinc Ltd (Chanderiya) | smelter operations, roaster, leaching | production-engineer | mechanical | hzl | chittorgarh
r69 | Mohd Salim | 2005 | Mechanical | Ajmer | Technician Gr-I (Turner) | North Western Railway, Ajmer Workshop | centre lathe, turning, wheel shop | machinist | mechanical | railways | ajmer
r70 | Jignesh Parmar | 2015 | RAC | Anand, Gujarat | Refrigeration Technician | Amul Dairy | ammonia refrigeration, chilling plant, cold store | hvac-technician | rac | amul | anand
r71 | Krunal Patel | 2012 | Mechanical | Bharuch | Piping Draughtsman | Grasim Industries Ltd (Vilayat) | AutoCAD, piping isometrics, PDMS | draughtsman | mechanical | grasim | bharuch
r72 | Siddharth Kamble | 2019 | CNC | Solapur | CNC Setter-Operator | Precision Camshafts Ltd | CNC grinding, camshaft machining, setting | cnc-operator | cnc | precisionCam | solapur
r73 | Yogesh Patil | 2011 | Die & Mould | Jalgaon (MH) | Mould Maker | Jain Irrigation Systems Ltd | injection moulds, drip fittings, mould maintenance | tool-die-maker | die-mould | jainIrrigation | jalgaon
r74 | Amol Shinde | 2008 | Automobile | Ahmednagar | Technical Officer 'B' | DRDO - VRDE Ahmednagar | vehicle testing, armoured vehicles, field trials | automobile-engineer | automobile | drdo | ahmednagar
r75 | Pratiksha Jadhav | 2027 | Automobile | Sangli | - | - | two wheeler servicing, AutoCAD | student | automobile | - | sangli
r76 | Navjot Singh Brar | 2014 | Electrical | Hamilton, Ontario | Industrial Electrician (442A) | ArcelorMittal Dofasco | steel mill electrical, VFDs, 442A | electrician | electrical | dofasco | hamiltonOn | Came on study permit to Mohawk College in 2017.
r77 | Sukhraj Singh Gill | 2011 | Mechanical | Sarnia ON | Steamfitter/Pipefitter (Red Seal) | Imperial Oil | pipefitting, turnarounds, Red Seal | fitter | mechanical | imperialOil | sarnia
r78 | Ramanpreet Kaur | 2019 | Mechanical | Cambridge, ON | Quality Inspector | Toyota Motor Manufacturing Canada (TMMC) | CMM, gauges, RAV4 line | quality-inspector | mechanical | toyotaCa | cambridgeOn
r79 | Jasvinder Singh Toor | 2012 | Automobile | Kalgoorlie WA | HD Diesel Fitter (FIFO) | Northern Star Resources | CAT 793 haul trucks, hydraulics, diesel engines | auto-mechanic | automobile | northernStar | kalgoorlie | FIFO 8/6 roster. Earlier 3 yrs in Perth workshops.
r80 | Manoj Nair | 2010 | Electronics | Gladstone, QLD | E&I Technician | Rio Tinto Yarwun | instrumentation, calibration, hazardous area | instrumentation-engineer | electronics | rioTinto | gladstone
r81 | Abdul Rasheed | 2006 | Mechanical | Ruwais, Abu Dhabi | Rotating Equipment Engineer | ADNOC Refining | pumps, compressors, vibration | mechanical-engineer | mechanical | adnoc | ruwais | Ex-Reliance Jamnagar.
r82 | Satnam Singh | 2013 | Civil | Sitra, Bahrain | Plumber Foreman | Nass Contracting | plumbing, drainage, PPR pipes | plumber | civil | nass | sitra
r83 | Kuldeep Rawat | 2016 | Electrical | Dukhan, Qatar | Rig Electrician | Gulf Drilling International | drilling rig electrical, SCR, gensets | electrician | electrical | gdi | dukhan | 28/28 rotation.
r84 | Harmanjot Singh | 2015 | Tool & Die | Pitesti, Romania | Die Maintenance Technician | Dacia (Groupe Renault) | press dies, stamping, die tryout | tool-die-maker | tool-die | dacia | pitesti
r85 | Akashdeep Sharma | 2017 | Mechatronics | Zilina, Slovakia | Maintenance Technician - Body Shop Robots | Kia Slovakia | KUKA robots, PLC, TPM | automation-engineer+maintenance-engineer | mechatronics | kiaSk | zilina
r86 | Gurinder Pal Singh | 2009 | Welding | Belfast, Northern Ireland | Plater / Welder | Harland & Wolff | plating, FCAW, ship repair | welder | welding | harlandWolff | belfast
r87 | Anil Sinha | 2003 | Electrical | Kitwe, Zambia | Electrical Engineer (Mines) | Konkola Copper Mines | mine power, 33kV, hoists | electrical-engineer | electrical | kcm | kitwe
r88 | Tashi Wangdi | 2012 | Civil | Wangdue, Bhutan | Civil Engineer | Punatsangchhu-II HEP Authority | tunnels, concrete dam, hydro | civil-engineer | civil | phpa | wangdue
r89 | Priya Menon | 2016 | Computer | Colombo, Sri Lanka | Senior Software Engineer | WSO2 | Java, APIs, integration | software-developer | computer | wso2 | colombo
r90 | Rohit Chaudhary | 2014 | Mechanical | Singrauli, MP | Dy. Manager (Excavation) | Northern Coalfields Ltd (NCL) | HEMM, dragline maintenance, shovels, SAP PM | maintenance-engineer | mechanical | ncl | singrauli | Opencast mines of the Singrauli coalfield since 2016; before that 2 yrs at a Korba contractor.
r91 | Ankit Dobhal | 2011 | Electrical | New Tehri, Uttarakhand | Engineer (Electrical, Power House) | THDC India Ltd | pumped storage, generator protection, 400kV GIS | electrical-engineer | electrical | thdc | tehri
r92 | Meenu Chauhan | 2026 | Electronics | Paonta Sahib (Distt. Sirmaur) | - | - | soldering, 555 timer, PCB basics | student | electronics | - | paontaSahib
r93 | Gurbhej Singh | 2003 | Electrical | Goindwal Sahib, Tarn Taran | Shift Charge Engineer | Goindwal Sahib Thermal Plant (PSPCL) | unit control room, DCS, generator synchronising | electrical-engineer | electrical | pspcl | goindwal
r94 | Sachin Rathee | 2025 | Welding | Bahadurgarh, Distt. Jhajjar | - | - | arc welding, gas cutting, MIG basics | student | welding | - | bahadurgarh
r95 | Pushpa Meena | 2009 | Electrical | Khetri Nagar, Jhunjhunu | Sr. Electrician (Mines) | Hindustan Copper Ltd (Khetri Copper Complex) | underground hoists, mine substation, cable jointing | electrician | electrical | hindCopper | khetri
r96 | Kaushal Parmar | 2021 | Automobile | Halol, Panchmahal | Quality Engineer - Paint Shop | JSW MG Motor India | paint defects, vehicle audit, 8D, Hector | quality-engineer | automobile | mgMotor | halol
r97 | Nirali Patel | 2027 | Mechanical | Becharaji, Mehsana | - | - | AutoCAD, lathe, fitting | student | mechanical | - | becharaji
r98 | Tushar Mhatre | 2007 | Welding | Ambernath, Thane Dist. | Chargeman (Welding) | Ordnance Factory Ambernath | TIG on aluminium, MIG, pressure vessels | welder | welding | ofAmbernath | ambernath
r99 | Sanket Gaikwad | 2017 | Die & Mould | Ranjangaon MIDC, Shirur | Mould Maintenance Engineer | LG Electronics (Ranjangaon plant) | injection mould maintenance, hot runner, SMED | tool-die-maker+maintenance-engineer | die-mould | lg | ranjangaon
u20 | Shailesh Kumar Gupta | 2005 | Electrical | Anpara, Sonbhadra | Executive Engineer (Operation) | UPRVUNL - Anpara Thermal Power Station | 500 MW units, switchyard, excitation | electrical-engineer | electrical | uprvunl | anpara
u21 | Mohd Shakeel | 2012 | Mechanical | Rae Bareli (U.P.) | Senior Section Engineer | Modern Coach Factory, Rae Bareli | LHB coach shells, jigs and fixtures, production | production-engineer | mechanical | mcf | raeBareli
u22 | Rahul Jain | 2015 | Mechanical | Firozabad | Partner & Plant Engineer | Jain Glass Works (family unit) | glass furnace, annealing lehr, compressors | founder+maintenance-engineer | mechanical | own | firozabad | Runs the family's bangle-glass furnace since 2019.
u23 | K. Selvam | 2010 | Mechanical | Mettur Dam, Salem Dt | Assistant Executive Engineer | TANGEDCO - Mettur Thermal Power Station | coal mills, boiler feed pumps, ESP | maintenance-engineer | mechanical | tangedco | mettur
u24 | Muthu Lakshmi | 2025 | Computer | Sivakasi | - | - | C, Python, DTP basics | student | computer | - | sivakasi
u25 | Narsingh Kashyap | 2013 | Electrical | Kirandul, Dantewada | Sr. Technician (Electrical) | NMDC Ltd, Bailadila Iron Ore Mine | conveyor drives, crushers, 33kV | electrician | electrical | nmdc | kirandul
u26 | Priyabrata Jena | 2018 | Mechanical | Kalinganagar, Jajpur | Safety Officer | Tata Steel Kalinganagar | NEBOSH IGC, permit to work, incident investigation | safety-officer | mechanical | tataSteel | kalinganagar
u27 | Sahidul Islam | 2008 | Electronics | Farakka, Murshidabad | Sr. Superintendent (C&I) | NTPC Farakka | DCS, boiler controls, turbine supervisory | instrumentation-engineer | electronics | ntpc | farakka
u28 | Hiranya Saikia | 2026 | RAC | Tezpur, Assam | - | - | refrigeration cycle, split AC basics | student | rac | - | tezpur
u29 | Mahesh Goud | 2016 | Mechanical | Zaheerabad, Sangareddy | Assembly Supervisor | Mahindra & Mahindra (Farm Division) | tractor assembly, torque tools, 5S | production-engineer | mechanical | mahindra | zaheerabad
u30 | Vishal Sharma | 2026 | CNC | Bari Brahmana, Jammu | - | - | CNC turning, Fanuc basics, vernier | student | cnc | - | bariBrahmana
u31 | Sanjay Mahto | 2011 | Tool & Die | Adityapur, Jamshedpur | Proprietor | Mahto Press Components | press tools, sheet metal parts, job work | founder+tool-die-maker | tool-die | own | adityapur | Supplying pressed parts to Tata Motors' vendors in Adityapur since 2017.
u32 | Raushan Kumar | 2024 | Mechanical | Jamalpur, Munger | Act Apprentice (Fitter) | Jamalpur Locomotive Workshop (Eastern Railway) | crane repair, fitting, bearings | fitter | mechanical | railways | jamalpur
u33 | Chethan Kumar | 1995 | Mechanical | Bhadravati, Shivamogga | Dy. General Manager (Works) | SAIL - Visvesvaraya Iron & Steel Plant | forge shop, rolling mill, plant operations | plant-manager | mechanical | sail | bhadravati
u34 | Harkirat Singh Sidhu | 2016 | Electrical | Kitimat, British Columbia | Electrician (Red Seal) | LNG Canada | hazardous locations, cable tray, commissioning | electrician | electrical | lngCanada | kitimat
u35 | Gurpartap Singh Gill | 2010 | Mechanical | Sudbury, Ontario | Millwright | Vale (Copper Cliff) | crushers, conveyors, underground mining | fitter | mechanical | vale | sudbury
u36 | Jasraj Singh | 2018 | Welding | Saint John, NB | Pipefitter-Welder | Irving Oil Refinery | pipe welding, turnarounds, B-pressure ticket | welder | welding | irvingOil | saintJohn
u37 | Vikramjit Singh Bajwa | 2013 | Electronics | Georgetown, Guyana | Instrument Technician (Offshore FPSO) | ExxonMobil Guyana | F&G, ESD, DCS, 21/21 rotation | instrumentation-engineer | electronics | exxon | georgetown
u38 | Navneet Kaur Bhullar | 2015 | Automobile | Port Hedland, WA | HD Fitter (FIFO) | Fortescue | haul trucks, Komatsu 930E, hydraulics | auto-mechanic | automobile | fortescue | portHedland
u39 | Rakesh Yadav | 2004 | Mechanical | Whyalla, South Australia | HSE Advisor | Liberty Steel (GFG Alliance) | NEBOSH, risk assessments, steelworks safety | safety-officer | mechanical | libertySteel | whyalla | Moved from SAIL Bhilai's safety department in 2014.
u40 | Bishnu Adhikari | 2012 | Electrical | Kathmandu, Nepal | Engineer (Distribution) | Nepal Electricity Authority | 11kV feeders, substations, metering | electrical-engineer | electrical | nea | kathmandu
u41 | Amarpreet Singh | 2014 | Welding | Geoje, South Korea | Welder (LNG carriers) | Hanwha Ocean | FCAW, membrane tank welding, E-9 visa | welder | welding | hanwha | geoje
u42 | Neeraj Kumar | 2009 | Mechatronics | Rayong, Thailand | Automation Engineer | PTT Global Chemical (Map Ta Phut) | Yokogawa DCS, PLC, SIS | automation-engineer | mechatronics | pttgc | rayong
u43 | Arjun Singh Rawat | 2011 | Civil | Batam, Indonesia | Dimensional Control Surveyor | McDermott (Batam yard) | total station, jacket fabrication, dimensional control | surveyor | civil | mcdermott | batam
u44 | Simranpreet Kaur | 2017 | Automobile | Tanger, Maroc | Ingénieure Méthodes (Montage) | Renault Tanger Méditerranée | process planning, assembly line, French | production-engineer | automobile | renaultTanger | tangier
u45 | Abdul Majeed | 2006 | RAC | Walvis Bay, Namibia | Refrigeration Foreman | Namport (reefer yard) | reefer containers, ammonia cold stores, fish processing | hvac-technician | rac | namport | walvisBay
u46 | Rajinder Singh Khehra | 1997 | Mechanical | Luanda, Angola | Maintenance Superintendent | TotalEnergies Angola | FPSO rotating equipment, gas turbines, shutdown planning | maintenance-engineer | mechanical | totalEnergies | luanda | 28 years offshore: Bombay High with ONGC contractors, then Nigeria and Angola.
u47 | Dilbag Singh | 2008 | Welding | Gdańsk, Poland | Spawacz / Welder | Remontowa Shipbuilding | FCAW, ship blocks, EN ISO 9606 | welder | welding | remontowa | gdansk
u48 | Manjot Kaur Sandhu | 2019 | Mechatronics | Södertälje, Sweden | Maintenance Technician (Robots) | Scania | ABB robots, PLC, TPM | automation-engineer+maintenance-engineer | mechatronics | scania | sodertalje
u49 | Kamaldeep Singh | 2016 | Mechanical | Sunderland, England | Manufacturing Engineer | Nissan Motor Manufacturing UK | body assembly, kaizen, EV battery line | production-engineer | mechanical | nissanUk | sunderland
`;

const CODES: Record<Trade, string> = {
  mechanical: "ME",
  "tool-die": "TD",
  "die-mould": "DM",
  cnc: "CN",
  mechatronics: "MT",
  electrical: "EE",
  electronics: "EC",
  automobile: "AU",
  computer: "CS",
  welding: "WD",
  civil: "CE",
  rac: "RA",
};

const COURSES: Record<Trade, string> = {
  mechanical: "Diploma in Mechanical Engineering",
  "tool-die": "Diploma in Tool & Die Making",
  "die-mould": "Advanced Diploma in Die & Mould Making",
  cnc: "Certificate in CNC Machining",
  mechatronics: "Diploma in Mechatronics",
  electrical: "Diploma in Electrical Engineering",
  electronics: "Diploma in Electronics & Communication",
  automobile: "Diploma in Automobile Engineering",
  computer: "Diploma in Computer Science & Engineering",
  welding: "Certificate in Welding Technology",
  civil: "Diploma in Civil Engineering",
  rac: "Certificate in Refrigeration & Air Conditioning",
};

function oneOf<T extends string>(
  value: string,
  values: readonly T[],
  what: string,
  line: string,
): T {
  if (!(values as readonly string[]).includes(value))
    throw new Error(`population: unknown ${what} "${value}" in: ${line}`);
  return value as T;
}

function parse(table: string): EvalMember[] {
  const members: EvalMember[] = [];
  const seen = new Set<string>();
  for (const line of table.split("\n")) {
    if (!line.trim()) continue;
    const cols = line.split("|").map((c) => c.trim());
    if (cols.length < 12 || cols.length > 13)
      throw new Error(`population: 12 or 13 columns expected in: ${line}`);
    const [key, fullName, batchText, trade, loc, title, company, skills, craftText] = cols;
    const [tradeKey, employerText, placeText, bio] = cols.slice(9);
    if (seen.has(key)) throw new Error(`population: key ${key} twice`);
    seen.add(key);
    const batch = Number(batchText.replace("*", ""));
    if (!Number.isInteger(batch)) throw new Error(`population: bad batch in: ${line}`);
    const [craft, ...alsoCraft] = craftText.split("+").map((c) => oneOf(c, CRAFTS, "craft", line));
    const t = oneOf(tradeKey, TRADES, "trade", line);
    const employer =
      employerText === "-"
        ? null
        : oneOf(employerText, Object.keys(EMPLOYERS) as EmployerKey[], "employer", line);
    const place = oneOf(placeText, Object.keys(PLACES) as PlaceKey[], "place", line);
    const student = craft === "student";
    const n = String(members.length + 1).padStart(3, "0");
    // Roll numbers as the centre wrote them over the years.
    const style = (members.length + 1) % 3;
    const roll =
      style === 0
        ? `ISTC-${batch}-${CODES[t]}-${n}`
        : style === 1
          ? `${batch}${CODES[t]}${n}`
          : `ISTC/${batch}/${CODES[t]}/${n}`;
    members.push({
      key,
      profile: {
        fullName,
        rollNumber: roll,
        trade,
        course: COURSES[t],
        batchYear: batchText.endsWith("*") ? null : batch,
        currentLocation: loc,
        jobTitle: title === "-" ? null : title,
        company: company === "-" ? null : company,
        occupation: student ? "Student" : null,
        companyOrganization: student ? "ISTC Chandigarh" : null,
        skills: skills ? skills.split(",").map((s) => s.trim()) : [],
        bio: bio ?? null,
      },
      truth: { craft, alsoCraft, trade: t, student, batch, employer, place },
    });
  }
  return members;
}

export const POPULATION: readonly EvalMember[] = parse(TABLE);
