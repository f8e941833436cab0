import type { OfficeMessage } from './message-keys';

/** The office's messages in Hindi: licences, users, commissions, referrals,
 * lead-bulk, WhatsApp, GSTR-1 (docs/glossary.md). */
export const officeMessagesHi: Record<OfficeMessage, string> = {
  'Transaction type selection is required.': 'लेन-देन का प्रकार चुनना ज़रूरी है।',
  'Report Not Generated!': 'रिपोर्ट नहीं बनी!',
  'Transaction deleted successfully.': 'लेन-देन हटा दिया गया।',
  'Its invoice will be cancelled: it stays on record, stamped CANCELLED. Once its GST return is filed, a credit note is issued against it instead.':
    'इसका इनवॉइस रद्द होगा: यह CANCELLED की मुहर के साथ रिकॉर्ड में रहेगा। इसका GST रिटर्न भर जाने के बाद इसके बदले क्रेडिट नोट जारी होता है।',
  Cancelled: 'रद्द',
  'Failed to delete transaction.': 'लेन-देन हटाया नहीं जा सका।',
  'Employee selection is required.': 'कर्मचारी चुनना ज़रूरी है।',
  'Payment Method selection is required': 'पेमेंट का तरीका चुनना ज़रूरी है',
  'Enter a valid amount': 'सही रकम लिखें',
  'Enter the license days as a whole number from 0 to 3650.':
    'लाइसेंस के दिन 0 से 3650 के बीच की पूर्ण संख्या में लिखें।',
  'Enter the number of companies as a whole number.': 'कंपनियों की संख्या पूर्ण संख्या में लिखें।',
  'Entry Date is required.': 'दर्ज करने की तारीख ज़रूरी है।',
  'Entry Date cannot be after today: it is the date of the invoice.':
    'दर्ज करने की तारीख आज के बाद की नहीं हो सकती: यह इनवॉइस की तारीख है।',
  'We are not registered for GST: no GST can be charged, every document is a Bill of Supply.':
    'हम GST में पंजीकृत नहीं हैं: कोई GST नहीं लिया जा सकता, हर दस्तावेज़ Bill of Supply है।',
  'A credit note cannot be deleted: it is in the GST return of its month.':
    'क्रेडिट नोट हटाया नहीं जा सकता: यह अपने महीने के GST रिटर्न में है।',
  'Enter a valid 15-character GSTIN.': '15 अक्षर का सही GSTIN लिखें।',
  'A GSTIN starts with the two digits of a GST state code (01–38 or 97).':
    'GSTIN GST राज्य कोड के दो अंकों से शुरू होता है (01–38 या 97)।',
  'Name is required for a new license.': 'नए लाइसेंस के लिए नाम ज़रूरी है।',
  'Please select a state of India as the place of supply.':
    'कृपया आपूर्ति के स्थान के रूप में भारत का राज्य चुनें।',
  'License found.': 'लाइसेंस मिला।',
  'No license found for this product and mobile number.':
    'इस प्रोडक्ट और मोबाइल नंबर के लिए कोई लाइसेंस नहीं मिला।',
  'License updated successfully.': 'लाइसेंस बदल दिया गया।',
  'License details saved.': 'लाइसेंस की जानकारी सेव की गई।',
  'License transactions': 'लाइसेंस के लेन-देन',
  'Transaction not found.': 'लेन-देन नहीं मिला।',
  'Only the latest transaction of a license can be deleted: newer transactions were recorded on top of this one. Delete those first.':
    'लाइसेंस का सिर्फ़ आख़िरी लेन-देन हटाया जा सकता है: इसके बाद नए लेन-देन दर्ज हुए हैं। पहले उन्हें हटाएँ।',
  'Report generated.': 'रिपोर्ट बन गई।',
  'No transactions match these filters: no report generated.':
    'इन फ़िल्टर में कोई लेन-देन नहीं: रिपोर्ट नहीं बनी।',
  'This report link is invalid or has expired. Generate the report again.':
    'इस रिपोर्ट का लिंक गलत है या इसकी अवधि खत्म हो गई है। रिपोर्ट फिर से बनाएँ।',
  'From Date must not be after To Date.': 'शुरू की तारीख आख़िरी तारीख के बाद की नहीं होनी चाहिए।',
  'A software licence is taxed at 18%: a registered supplier issues a Tax Invoice with GST, not a Bill of Supply (CGST Rule 49 is for exempt supplies only).':
    'सॉफ़्टवेयर लाइसेंस पर 18% कर है: पंजीकृत सप्लायर GST के साथ Tax Invoice देता है, Bill of Supply नहीं (CGST Rule 49 सिर्फ़ करमुक्त आपूर्ति के लिए है)।',
  'Software licences are taxed at 18%: every sale gets a Tax Invoice (a Bill of Supply is only for exempt supplies).':
    'सॉफ़्टवेयर लाइसेंस पर 18% कर है: हर बिक्री पर Tax Invoice बनता है (Bill of Supply सिर्फ़ करमुक्त आपूर्ति के लिए है)।',
  "Choose the buyer's state: without a GSTIN, the place of supply is the state of the buyer's address (IGST Act s. 12(2)(b)).":
    'खरीदार का राज्य चुनें: GSTIN के बिना आपूर्ति का स्थान खरीदार के पते का राज्य है (IGST Act s. 12(2)(b))।',
  "A registered buyer's address is required on the invoice, with their GSTIN (CGST Rule 46).":
    'पंजीकृत खरीदार का पता उसके GSTIN के साथ इनवॉइस पर ज़रूरी है (CGST Rule 46)।',
  'An invoice of ₹50,000 or more to a buyer without a GSTIN must name the buyer (CGST Rule 46).':
    'GSTIN के बिना खरीदार को ₹50,000 या ज़्यादा के इनवॉइस पर खरीदार का नाम ज़रूरी है (CGST Rule 46)।',
  "An invoice of ₹50,000 or more to a buyer without a GSTIN must give the buyer's address (CGST Rule 46).":
    'GSTIN के बिना खरीदार को ₹50,000 या ज़्यादा के इनवॉइस पर खरीदार का पता ज़रूरी है (CGST Rule 46)।',
  "Without a GSTIN, the place of supply is the state of the buyer's address.":
    'GSTIN के बिना आपूर्ति का स्थान खरीदार के पते का राज्य है।',
  'This transaction charged nothing: no invoice was issued (a free supply is not taxed), so there is nothing to print.':
    'इस लेन-देन में कोई रकम नहीं ली गई: कोई इनवॉइस नहीं बना (मुफ़्त आपूर्ति पर कर नहीं), इसलिए छापने को कुछ नहीं।',
  'Free: no invoice': 'मुफ़्त: इनवॉइस नहीं',
  'First Name is required': 'पहला नाम ज़रूरी है',
  'Last Name is required': 'उपनाम ज़रूरी है',
  'Mobile Number is required': 'मोबाइल नंबर ज़रूरी है',
  'Address is required': 'पता ज़रूरी है',
  'City is required': 'शहर ज़रूरी है',
  'Pincode is required': 'पिनकोड ज़रूरी है',
  'Enter a valid number': 'सही नंबर लिखें',
  'Status must be 1 (active) or 0 (inactive).': 'स्थिति 1 (चालू) या 0 (बंद) होनी चाहिए।',
  'Another user has this email.': 'यह ईमेल किसी और यूज़र का है।',
  'Another user has this mobile number.': 'यह मोबाइल नंबर किसी और यूज़र का है।',
  'User not found.': 'यूज़र नहीं मिला।',
  'You cannot deactivate your own account.': 'आप अपना ही अकाउंट बंद नहीं कर सकते।',
  'Status Updated successfully.': 'स्थिति बदल दी गई।',
  Waiting: 'इंतज़ार में',
  'User updated successfully.': 'यूज़र की जानकारी बदल दी गई।',
  'No users available.': 'कोई यूज़र नहीं।',
  'Payment Info is required': 'पेमेंट की जानकारी ज़रूरी है',
  'Referral commission paid successfully.': 'रेफ़रल कमीशन चुका दिया गया।',
  'Payment info saved successfully.': 'पेमेंट की जानकारी सेव की गई।',
  'Referral commissions': 'रेफ़रल कमीशन',
  'Referral payments': 'रेफ़रल के पेमेंट',
  'Entry Date is required': 'दर्ज करने की तारीख ज़रूरी है',
  'Choose Payable, Pending or Complete.': 'देय, बाकी या पूर्ण चुनें।',
  'Payment info must be at most 300 characters.':
    'पेमेंट की जानकारी ज़्यादा से ज़्यादा 300 अक्षर की होनी चाहिए।',
  'Remarks must be at most 500 characters.': 'टिप्पणी ज़्यादा से ज़्यादा 500 अक्षर की होनी चाहिए।',
  'No referral of this business by this referrer.':
    'इस रेफ़र करने वाले ने इस व्यवसाय का कोई रेफ़रल नहीं दिया।',
  'The referred business has not installed yet: nothing is owed.':
    'रेफ़र किए गए व्यवसाय ने अभी इंस्टॉल नहीं किया: कुछ देना नहीं है।',
  "Save the referrer's payment info before paying.":
    'भुगतान से पहले रेफ़र करने वाले की पेमेंट की जानकारी सेव करें।',
  'No app user has this mobile number.': 'किसी ऐप यूज़र का यह मोबाइल नंबर नहीं है।',
  'From Date and To Date are required for the export.': 'एक्सपोर्ट के लिए शुरू और आख़िरी तारीख ज़रूरी है।',
  'Employee is required': 'कर्मचारी ज़रूरी है',
  'Commission paid successfully.': 'कमीशन चुका दिया गया।',
  'Payment deleted successfully.': 'पेमेंट हटा दिया गया।',
  'This payment no longer exists.': 'यह पेमेंट अब मौजूद नहीं है।',
  'Commission payments': 'कमीशन के पेमेंट',
  'This report link has expired or was changed. Generate the report again.':
    'इस रिपोर्ट के लिंक की अवधि खत्म हो गई या यह बदला गया। रिपोर्ट फिर से बनाएँ।',
  // assigning and importing leads, invoices on WhatsApp, GSTR-1
  'No of leads is required': 'लीड की संख्या ज़रूरी है',
  'Main Status is required': 'मुख्य स्थिति ज़रूरी है',
  'Sub Status is required': 'उप स्थिति ज़रूरी है',
  'Next Date is required': 'अगली तारीख ज़रूरी है',
  'Next Date cannot be before the Entry Date.': 'अगली तारीख दर्ज करने की तारीख से पहले की नहीं हो सकती।',
  'Choose an active employee.': 'चालू कर्मचारी चुनें।',
  'Leads assigned successfully.': 'लीड बाँट दी गईं।',
  'Invalid file type. Please upload an Excel file (.xlsx or .xls).':
    'फ़ाइल का प्रकार गलत है। कृपया Excel फ़ाइल (.xlsx या .xls) अपलोड करें।',
  'File size exceeds the 5MB limit.': 'फ़ाइल 5MB की सीमा से बड़ी है।',
  'Please select a file.': 'कृपया फ़ाइल चुनें।',
  'Please select a file before uploading.': 'अपलोड करने से पहले कृपया फ़ाइल चुनें।',
  'The file could not be read as a leads sheet: its first row must name the columns.':
    'फ़ाइल लीड की शीट की तरह पढ़ी नहीं जा सकी: इसकी पहली पंक्ति में कॉलम के नाम होने चाहिए।',
  'The file has no rows of leads under its header row.':
    'फ़ाइल में शीर्षक की पंक्ति के नीचे लीड की कोई पंक्ति नहीं है।',
  'The file is damaged and cannot be read: open it in Excel, save it again and upload it.':
    'फ़ाइल खराब है और पढ़ी नहीं जा सकती: इसे Excel में खोलें, फिर से सेव करें और अपलोड करें।',
  'Leads imported successfully.': 'लीड इम्पोर्ट हो गईं।',
  'Preview of the import: nothing is saved yet.': 'इम्पोर्ट की झलक: अभी कुछ सेव नहीं हुआ।',
  'Failed to import leads.': 'लीड इम्पोर्ट नहीं हो सकीं।',
  'This error file is no longer available.': 'यह गलतियों की फ़ाइल अब उपलब्ध नहीं है।',
  'Preview must be 0 or 1.': 'Preview 0 या 1 होना चाहिए।',
  'The texts of the file unpack to more than 64 MB: split it into smaller files.':
    'फ़ाइल के टेक्स्ट खुलकर 64 MB से ज़्यादा होते हैं: इसे छोटी फ़ाइलों में बाँटें।',
  'The file unpacks to more than 256 MB, far more than a sheet of leads: it is not read.':
    'फ़ाइल खुलकर 256 MB से ज़्यादा होती है, लीड की शीट से बहुत ज़्यादा: यह पढ़ी नहीं जाती।',
  'Part of the file unpacks to more than 100 times its packed size, which no sheet of leads does: it is not read.':
    'फ़ाइल का एक हिस्सा खुलकर अपने पैक किए आकार से 100 गुना से ज़्यादा होता है, जो लीड की कोई शीट नहीं करती: यह पढ़ी नहीं जाती।',
  'Reading the file needs more than the 256 MB of memory an import may use: split it into smaller files.':
    'फ़ाइल पढ़ने के लिए इम्पोर्ट जितनी 256 MB मेमोरी इस्तेमाल कर सकता है उससे ज़्यादा चाहिए: इसे छोटी फ़ाइलों में बाँटें।',
  'Reading the file took longer than 60 seconds: split it into smaller files.':
    'फ़ाइल पढ़ने में 60 सेकंड से ज़्यादा लगे: इसे छोटी फ़ाइलों में बाँटें।',
  "Channel must be 'whatsapp' or 'sms'.": "Channel 'whatsapp' या 'sms' होना चाहिए।",
  'This transaction issued no invoice: there is nothing to send.':
    'इस लेन-देन का कोई इनवॉइस नहीं बना: भेजने को कुछ नहीं।',
  'WhatsApp is not set up on this server: send the invoice by SMS.':
    'इस सर्वर पर WhatsApp सेट नहीं है: इनवॉइस SMS से भेजें।',
  'Customer messages.': 'ग्राहकों के मैसेज।',
  'The X-Hub-Signature-256 header is missing.': 'X-Hub-Signature-256 हेडर नहीं है।',
  'The X-Hub-Signature-256 signature does not match.': 'X-Hub-Signature-256 हस्ताक्षर मेल नहीं खाते।',
  'The verify token does not match.': 'सत्यापन का टोकन मेल नहीं खाता।',
  'The webhook body is not the JSON of a WhatsApp notification.':
    'वेबहुक का body WhatsApp सूचना का JSON नहीं है।',
  'Notification received.': 'सूचना मिली।',
  'GSTR-1 (JSON)': 'GSTR-1 (JSON फ़ाइल)',
  'Month is required.': 'महीना ज़रूरी है।',
  'Enter the month as YYYY-MM, e.g. 2026-11.': 'महीना YYYY-MM की तरह लिखें, जैसे 2026-11।',
  'Month cannot be after this month: its documents are not issued yet.':
    'महीना इस महीने के बाद का नहीं हो सकता: उसके दस्तावेज़ अभी बने नहीं हैं।',
  'We are not registered for GST (SUPPLIER_GST_REGISTERED is false): there is no GSTIN and no GSTR-1 to file. Every document is a Bill of Supply.':
    'हम GST में पंजीकृत नहीं हैं (SUPPLIER_GST_REGISTERED false है): कोई GSTIN नहीं और भरने को कोई GSTR-1 नहीं। हर दस्तावेज़ Bill of Supply है।',
};
