import type { OfficeMessage } from './message-keys';

/** The office's messages in Gujarati: licences, users, commissions, referrals,
 * lead-bulk, WhatsApp, GSTR-1 (docs/glossary.md). */
export const officeMessagesGu: Record<OfficeMessage, string> = {
  'Transaction type selection is required.': 'વ્યવહારનો પ્રકાર પસંદ કરવો જરૂરી છે.',
  'Report Not Generated!': 'રિપોર્ટ બન્યો નથી!',
  'Transaction deleted successfully.': 'વ્યવહાર કાઢી નાખ્યો.',
  'Its invoice will be cancelled: it stays on record, stamped CANCELLED. Once its GST return is filed, a credit note is issued against it instead.':
    'તેનું ઇન્વૉઇસ રદ થશે: તે CANCELLED ના સિક્કા સાથે રેકોર્ડમાં રહેશે. તેનું GST રિટર્ન ભરાઈ જાય પછી તેની સામે ક્રેડિટ નોટ આપવામાં આવે છે.',
  Cancelled: 'રદ',
  'Failed to delete transaction.': 'વ્યવહાર કાઢી શકાયો નહીં.',
  'Employee selection is required.': 'કર્મચારી પસંદ કરવો જરૂરી છે.',
  'Payment Method selection is required': 'પેમેન્ટની રીત પસંદ કરવી જરૂરી છે',
  'Enter a valid amount': 'સાચી રકમ લખો',
  'Enter the license days as a whole number from 0 to 3650.':
    'લાઇસન્સના દિવસ 0 થી 3650 વચ્ચેની પૂર્ણ સંખ્યામાં લખો.',
  'Enter the number of companies as a whole number.': 'કંપનીઓની સંખ્યા પૂર્ણ સંખ્યામાં લખો.',
  'Entry Date is required.': 'નોંધની તારીખ જરૂરી છે.',
  'Entry Date cannot be after today: it is the date of the invoice.':
    'નોંધની તારીખ આજ પછીની ન હોઈ શકે: તે ઇન્વૉઇસની તારીખ છે.',
  'We are not registered for GST: no GST can be charged, every document is a Bill of Supply.':
    'આપણે GST માં નોંધાયેલા નથી: કોઈ GST લઈ શકાય નહીં, દરેક દસ્તાવેજ Bill of Supply છે.',
  'A credit note cannot be deleted: it is in the GST return of its month.':
    'ક્રેડિટ નોટ કાઢી ન શકાય: તે તેના મહિનાના GST રિટર્નમાં છે.',
  'Enter a valid 15-character GSTIN.': '15 અક્ષરનો સાચો GSTIN લખો.',
  'A GSTIN starts with the two digits of a GST state code (01–38 or 97).':
    'GSTIN GST રાજ્ય કોડના બે અંકથી શરૂ થાય છે (01–38 કે 97).',
  'Name is required for a new license.': 'નવા લાઇસન્સ માટે નામ જરૂરી છે.',
  'Please select a state of India as the place of supply.':
    'કૃપા કરીને પુરવઠાના સ્થળ તરીકે ભારતનું રાજ્ય પસંદ કરો.',
  'License found.': 'લાઇસન્સ મળ્યું.',
  'No license found for this product and mobile number.':
    'આ પ્રોડક્ટ અને મોબાઇલ નંબર માટે કોઈ લાઇસન્સ મળ્યું નથી.',
  'License updated successfully.': 'લાઇસન્સ સુધાર્યું.',
  'License details saved.': 'લાઇસન્સની વિગતો સાચવી.',
  'License transactions': 'લાઇસન્સના વ્યવહાર',
  'Transaction not found.': 'વ્યવહાર મળ્યો નથી.',
  'Only the latest transaction of a license can be deleted: newer transactions were recorded on top of this one. Delete those first.':
    'લાઇસન્સનો ફક્ત છેલ્લો વ્યવહાર કાઢી શકાય: આના પછી નવા વ્યવહાર નોંધાયા છે. પહેલાં તે કાઢો.',
  'Report generated.': 'રિપોર્ટ બન્યો.',
  'No transactions match these filters: no report generated.':
    'આ ફિલ્ટરમાં કોઈ વ્યવહાર નથી: રિપોર્ટ બન્યો નથી.',
  'This report link is invalid or has expired. Generate the report again.':
    'આ રિપોર્ટની લિંક ખોટી છે કે તેની મુદત પૂરી થઈ છે. રિપોર્ટ ફરી બનાવો.',
  'From Date must not be after To Date.': 'શરૂની તારીખ છેલ્લી તારીખ પછીની ન હોવી જોઈએ.',
  'A software licence is taxed at 18%: a registered supplier issues a Tax Invoice with GST, not a Bill of Supply (CGST Rule 49 is for exempt supplies only).':
    'સૉફ્ટવેર લાઇસન્સ પર 18% કર છે: નોંધાયેલ સપ્લાયર GST સાથે Tax Invoice આપે છે, Bill of Supply નહીં (CGST Rule 49 ફક્ત કરમુક્ત પુરવઠા માટે છે).',
  'Software licences are taxed at 18%: every sale gets a Tax Invoice (a Bill of Supply is only for exempt supplies).':
    'સૉફ્ટવેર લાઇસન્સ પર 18% કર છે: દરેક વેચાણને Tax Invoice મળે છે (Bill of Supply ફક્ત કરમુક્ત પુરવઠા માટે છે).',
  "Choose the buyer's state: without a GSTIN, the place of supply is the state of the buyer's address (IGST Act s. 12(2)(b)).":
    'ખરીદનારનું રાજ્ય પસંદ કરો: GSTIN વિના પુરવઠાનું સ્થળ ખરીદનારના સરનામાનું રાજ્ય છે (IGST Act s. 12(2)(b)).',
  "A registered buyer's address is required on the invoice, with their GSTIN (CGST Rule 46).":
    'નોંધાયેલા ખરીદનારનું સરનામું તેના GSTIN સાથે ઇન્વૉઇસ પર જરૂરી છે (CGST Rule 46).',
  'An invoice of ₹50,000 or more to a buyer without a GSTIN must name the buyer (CGST Rule 46).':
    'GSTIN વગરના ખરીદનારને ₹50,000 કે વધુના ઇન્વૉઇસ પર ખરીદનારનું નામ જરૂરી છે (CGST Rule 46).',
  "An invoice of ₹50,000 or more to a buyer without a GSTIN must give the buyer's address (CGST Rule 46).":
    'GSTIN વગરના ખરીદનારને ₹50,000 કે વધુના ઇન્વૉઇસ પર ખરીદનારનું સરનામું જરૂરી છે (CGST Rule 46).',
  "Without a GSTIN, the place of supply is the state of the buyer's address.":
    'GSTIN વિના પુરવઠાનું સ્થળ ખરીદનારના સરનામાનું રાજ્ય છે.',
  'This transaction charged nothing: no invoice was issued (a free supply is not taxed), so there is nothing to print.':
    'આ વ્યવહારમાં કોઈ રકમ લીધી નથી: કોઈ ઇન્વૉઇસ બન્યું નથી (મફત પુરવઠા પર કર નથી), તેથી છાપવાનું કંઈ નથી.',
  'Free: no invoice': 'મફત: ઇન્વૉઇસ નહીં',
  'First Name is required': 'પહેલું નામ જરૂરી છે',
  'Last Name is required': 'અટક જરૂરી છે',
  'Mobile Number is required': 'મોબાઇલ નંબર જરૂરી છે',
  'Address is required': 'સરનામું જરૂરી છે',
  'City is required': 'શહેર જરૂરી છે',
  'Pincode is required': 'પિનકોડ જરૂરી છે',
  'Enter a valid number': 'સાચો નંબર લખો',
  'Status must be 1 (active) or 0 (inactive).': 'સ્થિતિ 1 (ચાલુ) કે 0 (બંધ) હોવી જોઈએ.',
  'Another user has this email.': 'આ ઇમેઇલ બીજા યુઝરનો છે.',
  'Another user has this mobile number.': 'આ મોબાઇલ નંબર બીજા યુઝરનો છે.',
  'User not found.': 'યુઝર મળ્યો નથી.',
  'You cannot deactivate your own account.': 'તમે તમારું પોતાનું એકાઉન્ટ બંધ કરી શકતા નથી.',
  'Status Updated successfully.': 'સ્થિતિ બદલાઈ ગઈ.',
  Waiting: 'રાહ જુએ છે',
  'User updated successfully.': 'યુઝરની વિગતો સુધારી.',
  'No users available.': 'કોઈ યુઝર નથી.',
  'Payment Info is required': 'પેમેન્ટની માહિતી જરૂરી છે',
  'Referral commission paid successfully.': 'રેફરલ કમિશન ચૂકવી દીધું.',
  'Payment info saved successfully.': 'પેમેન્ટની માહિતી સાચવી.',
  'Referral commissions': 'રેફરલ કમિશન',
  'Referral payments': 'રેફરલના પેમેન્ટ',
  'Entry Date is required': 'નોંધની તારીખ જરૂરી છે',
  'Choose Payable, Pending or Complete.': 'ચૂકવવાપાત્ર, બાકી કે પૂર્ણ પસંદ કરો.',
  'Payment info must be at most 300 characters.': 'પેમેન્ટની માહિતી વધુમાં વધુ 300 અક્ષરની હોવી જોઈએ.',
  'Remarks must be at most 500 characters.': 'નોંધ વધુમાં વધુ 500 અક્ષરની હોવી જોઈએ.',
  'No referral of this business by this referrer.': 'આ રેફર કરનારે આ વ્યવસાયનો કોઈ રેફરલ આપ્યો નથી.',
  'The referred business has not installed yet: nothing is owed.':
    'રેફર કરેલા વ્યવસાયે હજી ઇન્સ્ટોલ કર્યું નથી: કંઈ ચૂકવવાનું નથી.',
  "Save the referrer's payment info before paying.": 'ચૂકવતા પહેલાં રેફર કરનારની પેમેન્ટની માહિતી સાચવો.',
  'No app user has this mobile number.': 'કોઈ ઍપ યુઝરનો આ મોબાઇલ નંબર નથી.',
  'From Date and To Date are required for the export.': 'એક્સપોર્ટ માટે શરૂની અને છેલ્લી તારીખ જરૂરી છે.',
  'Employee is required': 'કર્મચારી જરૂરી છે',
  'Commission paid successfully.': 'કમિશન ચૂકવી દીધું.',
  'Payment deleted successfully.': 'પેમેન્ટ કાઢી નાખ્યું.',
  'This payment no longer exists.': 'આ પેમેન્ટ હવે નથી.',
  'Commission payments': 'કમિશનનાં પેમેન્ટ',
  'This report link has expired or was changed. Generate the report again.':
    'આ રિપોર્ટની લિંકની મુદત પૂરી થઈ કે તે બદલાઈ છે. રિપોર્ટ ફરી બનાવો.',
  // assigning and importing leads, invoices on WhatsApp, GSTR-1
  'No of leads is required': 'લીડની સંખ્યા જરૂરી છે',
  'Main Status is required': 'મુખ્ય સ્થિતિ જરૂરી છે',
  'Sub Status is required': 'પેટા સ્થિતિ જરૂરી છે',
  'Next Date is required': 'આગળની તારીખ જરૂરી છે',
  'Next Date cannot be before the Entry Date.': 'આગળની તારીખ નોંધની તારીખ પહેલાંની ન હોઈ શકે.',
  'Choose an active employee.': 'ચાલુ કર્મચારી પસંદ કરો.',
  'Leads assigned successfully.': 'લીડ ફાળવી દીધી.',
  'Invalid file type. Please upload an Excel file (.xlsx or .xls).':
    'ફાઇલનો પ્રકાર ખોટો છે. કૃપા કરીને Excel ફાઇલ (.xlsx કે .xls) અપલોડ કરો.',
  'File size exceeds the 5MB limit.': 'ફાઇલ 5MB ની મર્યાદાથી મોટી છે.',
  'Please select a file.': 'કૃપા કરીને ફાઇલ પસંદ કરો.',
  'Please select a file before uploading.': 'અપલોડ કરતા પહેલાં કૃપા કરીને ફાઇલ પસંદ કરો.',
  'The file could not be read as a leads sheet: its first row must name the columns.':
    'ફાઇલ લીડની શીટ તરીકે વાંચી શકાઈ નહીં: તેની પહેલી હરોળમાં કૉલમનાં નામ હોવાં જોઈએ.',
  'The file has no rows of leads under its header row.':
    'ફાઇલમાં શીર્ષકની હરોળ નીચે લીડની કોઈ હરોળ નથી.',
  'The file is damaged and cannot be read: open it in Excel, save it again and upload it.':
    'ફાઇલ બગડેલી છે અને વાંચી શકાતી નથી: તેને Excel માં ખોલો, ફરી સેવ કરો અને અપલોડ કરો.',
  'Leads imported successfully.': 'લીડ ઇમ્પોર્ટ થઈ ગઈ.',
  'Preview of the import: nothing is saved yet.': 'ઇમ્પોર્ટની ઝલક: હજી કંઈ સચવાયું નથી.',
  'Failed to import leads.': 'લીડ ઇમ્પોર્ટ થઈ શકી નહીં.',
  'This error file is no longer available.': 'આ ભૂલોની ફાઇલ હવે મળતી નથી.',
  'Preview must be 0 or 1.': 'Preview 0 કે 1 હોવું જોઈએ.',
  'The texts of the file unpack to more than 64 MB: split it into smaller files.':
    'ફાઇલનાં લખાણ ખૂલીને 64 MB થી વધુ થાય છે: તેને નાની ફાઇલોમાં વહેંચો.',
  'The file unpacks to more than 256 MB, far more than a sheet of leads: it is not read.':
    'ફાઇલ ખૂલીને 256 MB થી વધુ થાય છે, લીડની શીટ કરતાં ઘણી વધારે: તે વંચાતી નથી.',
  'Part of the file unpacks to more than 100 times its packed size, which no sheet of leads does: it is not read.':
    'ફાઇલનો એક ભાગ ખૂલીને તેના પેક કરેલા કદથી 100 ગણાથી વધુ થાય છે, જે લીડની કોઈ શીટ કરતી નથી: તે વંચાતી નથી.',
  'Reading the file needs more than the 256 MB of memory an import may use: split it into smaller files.':
    'ફાઇલ વાંચવા ઇમ્પોર્ટ વાપરી શકે તેટલી 256 MB મેમરીથી વધુ જોઈએ: તેને નાની ફાઇલોમાં વહેંચો.',
  'Reading the file took longer than 60 seconds: split it into smaller files.':
    'ફાઇલ વાંચવામાં 60 સેકન્ડથી વધુ લાગ્યું: તેને નાની ફાઇલોમાં વહેંચો.',
  "Channel must be 'whatsapp' or 'sms'.": "Channel 'whatsapp' કે 'sms' હોવું જોઈએ.",
  'This transaction issued no invoice: there is nothing to send.':
    'આ વ્યવહારનું કોઈ ઇન્વૉઇસ બન્યું નથી: મોકલવાનું કંઈ નથી.',
  'WhatsApp is not set up on this server: send the invoice by SMS.':
    'આ સર્વર પર WhatsApp ગોઠવાયું નથી: ઇન્વૉઇસ SMS થી મોકલો.',
  'Customer messages.': 'ગ્રાહકોના મેસેજ.',
  'The X-Hub-Signature-256 header is missing.': 'X-Hub-Signature-256 હેડર નથી.',
  'The X-Hub-Signature-256 signature does not match.': 'X-Hub-Signature-256 સહી મેળ ખાતી નથી.',
  'The verify token does not match.': 'ચકાસણીનું ટોકન મેળ ખાતું નથી.',
  'The webhook body is not the JSON of a WhatsApp notification.':
    'વેબહૂકનો body WhatsApp સૂચનાનો JSON નથી.',
  'Notification received.': 'સૂચના મળી.',
  'GSTR-1 (JSON)': 'GSTR-1 (JSON ફાઇલ)',
  'Month is required.': 'મહિનો જરૂરી છે.',
  'Enter the month as YYYY-MM, e.g. 2026-11.': 'મહિનો YYYY-MM રીતે લખો, જેમ કે 2026-11.',
  'Month cannot be after this month: its documents are not issued yet.':
    'મહિનો આ મહિના પછીનો ન હોઈ શકે: તેના દસ્તાવેજ હજી બન્યા નથી.',
  'We are not registered for GST (SUPPLIER_GST_REGISTERED is false): there is no GSTIN and no GSTR-1 to file. Every document is a Bill of Supply.':
    'આપણે GST માં નોંધાયેલા નથી (SUPPLIER_GST_REGISTERED false છે): કોઈ GSTIN નથી અને ભરવાનું કોઈ GSTR-1 નથી. દરેક દસ્તાવેજ Bill of Supply છે.',
};
