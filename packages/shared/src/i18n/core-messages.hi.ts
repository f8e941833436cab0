import type { CoreMessage, SharedTemplate } from './message-keys';

/** Sign-in's, the leads' and the API's messages in Hindi (words fixed in docs/glossary.md). */
export const coreMessagesHi: Record<CoreMessage | SharedTemplate, string> = {
  // sign-in
  'Email is required': 'ईमेल ज़रूरी है',
  'Please enter a valid email address.': 'कृपया सही ईमेल पता लिखें।',
  'Password is required': 'पासवर्ड ज़रूरी है',
  'Password must be at least 6 characters.': 'पासवर्ड कम से कम 6 अक्षर का होना चाहिए।',
  // sign-up
  'First name is required.': 'पहला नाम ज़रूरी है।',
  'Last name is required.': 'उपनाम ज़रूरी है।',
  'Email is required.': 'ईमेल ज़रूरी है।',
  'Address is required.': 'पता ज़रूरी है।',
  'Pincode is required.': 'पिनकोड ज़रूरी है।',
  'Password is required.': 'पासवर्ड ज़रूरी है।',
  'Password must be at least 8 characters long.': 'पासवर्ड कम से कम 8 अक्षर का होना चाहिए।',
  'Please confirm your password.': 'कृपया पासवर्ड फिर से लिखें।',
  'Passwords do not match.': 'दोनों पासवर्ड एक जैसे नहीं हैं।',
  'Please verify mobile number.': 'कृपया मोबाइल नंबर की जाँच करें।',
  'OTP Required.': 'OTP ज़रूरी है।',
  'At most 50 characters.': 'ज़्यादा से ज़्यादा 50 अक्षर।',
  // auth answers
  'Login Successfully.': 'लॉगिन हो गया।',
  'Invalid email or password.': 'ईमेल या पासवर्ड गलत है।',
  'Your account is inactive. Please contact the administrator.':
    'आपका अकाउंट बंद है। कृपया एडमिन से संपर्क करें।',
  "Your account is waiting for the administrator's approval.":
    'आपका अकाउंट एडमिन की मंज़ूरी का इंतज़ार कर रहा है।',
  'Too many failed sign-in attempts. Please wait a moment and try again.':
    'लॉगिन की बहुत सी गलत कोशिशें हुईं। थोड़ी देर रुककर फिर कोशिश करें।',
  'Logout Successfully.': 'लॉगआउट हो गया।',
  'OTP sent successfully.': 'OTP भेज दिया गया।',
  'Mobile number can be verified.': 'मोबाइल नंबर की जाँच हो सकती है।',
  'Please wait 30 seconds before asking for a new OTP.': 'नया OTP माँगने से पहले 30 सेकंड रुकें।',
  'Too many OTP requests for this number. Please try again later.':
    'इस नंबर के लिए बहुत बार OTP माँगा गया। थोड़ी देर बाद फिर कोशिश करें।',
  'Too many OTP requests for this address. Please try again later.':
    'इस पते से बहुत बार OTP माँगा गया। थोड़ी देर बाद फिर कोशिश करें।',
  'Invalid OTP.': 'OTP गलत है।',
  'OTP has expired. Please request a new one.': 'OTP की अवधि खत्म हो गई। नया OTP माँगें।',
  'Please request an OTP first.': 'पहले OTP माँगें।',
  'Too many wrong attempts. Please request a new OTP.': 'बहुत सी गलत कोशिशें हुईं। नया OTP माँगें।',
  'Mobile number verified successfully.': 'मोबाइल नंबर की जाँच हो गई।',
  'This mobile number is already registered.': 'यह मोबाइल नंबर पहले से दर्ज है।',
  'This email is already registered.': 'यह ईमेल पहले से दर्ज है।',
  'Please select a city from the list.': 'कृपया सूची से शहर चुनें।',
  'Account created successfully. Please sign in.': 'अकाउंट बन गया। कृपया लॉगिन करें।',
  "Account created successfully. It is waiting for the administrator's approval: you can sign in once it is approved.":
    'अकाउंट बन गया। यह एडमिन की मंज़ूरी का इंतज़ार कर रहा है: मंज़ूरी मिलने के बाद आप लॉगिन कर सकेंगे।',
  // leads (spec 1 §5, §8)
  'Company name is required when Owner name is empty.':
    'मालिक का नाम खाली हो तो कंपनी का नाम ज़रूरी है।',
  'Owner name is required when Company name is empty.':
    'कंपनी का नाम खाली हो तो मालिक का नाम ज़रूरी है।',
  'Business Type selection is required.': 'व्यवसाय का प्रकार चुनना ज़रूरी है।',
  'Mobile number is required.': 'मोबाइल नंबर ज़रूरी है।',
  'Please enter a valid 10-digit mobile number.': 'कृपया 10 अंकों का सही मोबाइल नंबर लिखें।',
  'City is required.': 'शहर ज़रूरी है।',
  'Please enter a valid 6-digit pincode.': 'कृपया 6 अंकों का सही पिनकोड लिखें।',
  'Remarks are required.': 'टिप्पणी ज़रूरी है।',
  'Hoarding is required.': 'होर्डिंग की फ़ोटो ज़रूरी है।',
  'Product is required.': 'प्रोडक्ट ज़रूरी है।',
  'Main Status is required.': 'मुख्य स्थिति ज़रूरी है।',
  'Sub Status is required.': 'उप स्थिति ज़रूरी है।',
  'Next Date is required.': 'अगली तारीख ज़रूरी है।',
  'Only JPG, PNG, and PDF files are allowed.': 'केवल JPG, PNG और PDF फ़ाइलें चलेंगी।',
  'File size should not exceed 8MB.': 'फ़ाइल 8MB से बड़ी नहीं होनी चाहिए।',
  'Lead Created successfully': 'लीड बन गई',
  'Lead Updated successfully': 'लीड अपडेट हो गई',
  'Something went wrong': 'कुछ गड़बड़ हो गई',
  'Are you sure?': 'क्या आप पक्का चाहते हैं?',
  'Do you really want to delete this lead?': 'क्या आप सच में यह लीड हटाना चाहते हैं?',
  'Yes, Delete': 'हाँ, हटाएँ',
  Cancel: 'रद्द करें',
  'Deleting...': 'हटा रहे हैं...',
  'Please wait while the lead is being deleted.': 'लीड हटाई जा रही है, कृपया रुकें।',
  'Success!': 'हो गया!',
  'Lead deleted successfully.': 'लीड हटा दी गई।',
  'Error!': 'गड़बड़!',
  'Failed to delete lead.': 'लीड हटाई नहीं जा सकी।',
  'Geolocation is not supported by this browser.': 'इस ब्राउज़र में लोकेशन नहीं मिल सकती।',
  'No leads available.': 'कोई लीड नहीं है।',
  'No follow-up data available.': 'कोई फ़ॉलो-अप नहीं है।',
  'A lead with this mobile number already exists.': 'इस मोबाइल नंबर की लीड पहले से है।',
  'Please select a sub status from the list.': 'कृपया सूची से उप स्थिति चुनें।',
  'Location must be "latitude,longitude".': 'लोकेशन "latitude,longitude" के रूप में होनी चाहिए।',
  'Please enter a valid date.': 'कृपया सही तारीख लिखें।',
  'This text is too long.': 'यह लिखावट बहुत लंबी है।',
  'Lead transferred successfully.': 'लीड सौंप दी गई।',
  'Follow up added successfully.': 'फ़ॉलो-अप जोड़ दिया गया।',
  'Lead not found.': 'लीड नहीं मिली।',
  'This account may change only its own leads.': 'यह अकाउंट केवल अपनी लीड बदल सकता है।',
  // transfer and follow-up
  'Please select an employee': 'कृपया कर्मचारी चुनें',
  'Please select an active employee.': 'कृपया चालू कर्मचारी चुनें।',
  'FollowUp Date is required.': 'फ़ॉलो-अप की तारीख ज़रूरी है।',
  'Remarks is required.': 'टिप्पणी ज़रूरी है।',
  'Employee is required.': 'कर्मचारी ज़रूरी है।',
  'Next FollowUp Date is required.': 'अगले फ़ॉलो-अप की तारीख ज़रूरी है।',
  'Next FollowUp Date cannot be earlier than the FollowUp Date.':
    'अगले फ़ॉलो-अप की तारीख फ़ॉलो-अप की तारीख से पहले की नहीं हो सकती।',
  'You may record follow-ups only as yourself.': 'आप केवल अपने नाम से फ़ॉलो-अप दर्ज कर सकते हैं।',
  "The lead's status was changed meanwhile; check it and save again.":
    'इस बीच लीड की स्थिति बदल गई है; देखकर फिर से सेव करें।',
  "The lead's next date was changed meanwhile; check it and save again.":
    'इस बीच लीड की अगली तारीख बदल गई है; देखकर फिर से सेव करें।',
  // inputs
  'This text contains a character that is not allowed.': 'इस लिखावट में एक ऐसा अक्षर है जो मान्य नहीं है।',
  'Please enter text here.': 'कृपया यहाँ लिखें।',
  'Please enter a valid date and time with its offset (like 2026-01-31T10:30:00+05:30).':
    'कृपया ऑफ़सेट के साथ सही तारीख और समय लिखें (जैसे 2026-01-31T10:30:00+05:30)।',
  'Please enter a valid number.': 'कृपया सही संख्या लिखें।',
  'Send 1 or 0 (true or false).': '1 या 0 (true या false) भेजें।',
  'Type the digits of a mobile number.': 'मोबाइल नंबर के अंक लिखें।',
  'This link is not valid. Open it again from the app.': 'यह लिंक मान्य नहीं है। ऐप से फिर खोलें।',
  // the API's own
  'You are not signed in, or your session has expired.':
    'आप लॉगिन नहीं हैं, या आपका सत्र खत्म हो गया है।',
  'You are not allowed to do this.': 'आपको यह करने की अनुमति नहीं है।',
  'Not found.': 'नहीं मिला।',
  'It was not kept on this phone. It opens when the network is back.':
    'यह इस फ़ोन में नहीं रखा गया। नेटवर्क वापस आने पर खुलेगा।',
  'You are offline, and this needs the network. Try again when you are back online.':
    'आप ऑफ़लाइन हैं, और इसके लिए नेटवर्क चाहिए। ऑनलाइन होने पर फिर कोशिश करें।',
  'Please correct the highlighted fields.': 'कृपया दिखाए गए खाने ठीक करें।',
  'The request body is not valid JSON.': 'अनुरोध का मुख्य भाग सही JSON नहीं है।',
  'The request is too large.': 'अनुरोध बहुत बड़ा है।',
  'Too many requests. Please try again later.': 'बहुत से अनुरोध आए। थोड़ी देर बाद फिर कोशिश करें।',
  'Something went wrong. Please try again later': 'कुछ गड़बड़ हो गई। थोड़ी देर बाद फिर कोशिश करें',
  'The service is briefly unavailable. Please try again in a few seconds.':
    'सेवा थोड़ी देर के लिए बंद है। कुछ सेकंड बाद फिर कोशिश करें।',
  OK: 'ठीक है',
  'The database is unreachable.': 'डेटाबेस तक नहीं पहुँच पा रहे।',
  'The file store cannot be written.': 'फ़ाइल स्टोर में लिखा नहीं जा सकता।',
  'Redis is unreachable.': 'Redis तक नहीं पहुँच पा रहे।',
  'Backups have failed for more than 48 hours.': '48 घंटे से ज़्यादा समय से बैकअप नहीं हो पाया।',
  'Too many reports are being prepared right now. Please try again in a minute.':
    'अभी बहुत सी रिपोर्ट बन रही हैं। एक मिनट बाद फिर कोशिश करें।',
  'This report link has already been opened. Generate the report again.':
    'यह रिपोर्ट लिंक पहले ही खुल चुका है। रिपोर्ट फिर से बनाएँ।',
  'Idempotency-Key must be 8 to 100 letters, digits, dashes or underscores.':
    'Idempotency-Key 8 से 100 अक्षर, अंक, डैश या अंडरस्कोर की होनी चाहिए।',
  'This Idempotency-Key was already used for a different request.':
    'यह Idempotency-Key किसी दूसरे अनुरोध के लिए इस्तेमाल हो चुकी है।',
  'The same request is still being processed. Please try again shortly.':
    'यही अनुरोध अभी चल रहा है। थोड़ी देर बाद फिर कोशिश करें।',
  'This image could not be read: the file is damaged or incomplete.':
    'यह फ़ोटो पढ़ी नहीं जा सकी: फ़ाइल खराब या अधूरी है।',
  'This image is too large: at most 40 megapixels (for example 8000 × 5000).':
    'यह फ़ोटो बहुत बड़ी है: ज़्यादा से ज़्यादा 40 मेगापिक्सेल (जैसे 8000 × 5000)।',
  // the language
  'Language saved.': 'भाषा सहेज ली गई।',
  'Please choose English, Gujarati or Hindi.': 'कृपया English, ગુજરાતી या हिन्दी चुनें।',
  // templates
  'Please enter at most {max} characters.': 'कृपया ज़्यादा से ज़्यादा {max} अक्षर लिखें।',
  '{max} of {max} characters: the limit. Anything typed or pasted beyond it is not kept.':
    '{max} में से {max} अक्षर: सीमा। इससे ज़्यादा लिखा या पेस्ट किया गया नहीं रखा जाता।',
  'Entry Date cannot be after today.': 'दर्ज करने की तारीख आज के बाद की नहीं हो सकती।',
  'Entry Date cannot be before {date}, the start of the previous financial year.':
    'दर्ज करने की तारीख {date} से पहले की नहीं हो सकती, जो पिछले वित्त वर्ष की शुरुआत है।',
  'The WhatsApp balance would be too large: at most {amount}.':
    'WhatsApp बैलेंस बहुत बड़ा हो जाएगा: ज़्यादा से ज़्यादा {amount}।',
  'Entry Date must be after {date}: the GST return for that period is filed or due, so no sale can be dated in it.':
    'दर्ज करने की तारीख {date} के बाद की होनी चाहिए: उस अवधि का GST रिटर्न भर दिया गया है या भरना है, इसलिए उसमें कोई बिक्री की तारीख नहीं हो सकती।',
  'Only {amount} is still owed for this referral.': 'इस रेफ़रल के लिए अब सिर्फ़ {amount} देना बाकी है।',
  'Only {amount} of commission is due.': 'सिर्फ़ {amount} कमीशन बाकी है।',
  'At most {count} leads at a time.': 'एक बार में ज़्यादा से ज़्यादा {count} लीड।',
  'The file has more than {rows} rows of leads: split it into files of at most {rows} rows.':
    'फ़ाइल में लीड की {rows} से ज़्यादा पंक्तियाँ हैं: इसे ज़्यादा से ज़्यादा {rows} पंक्तियों की फ़ाइलों में बाँटें।',
  'The file has more than {cells} filled cells: split it into smaller files.':
    'फ़ाइल में {cells} से ज़्यादा भरे हुए खाने हैं: इसे छोटी फ़ाइलों में बाँटें।',
  'The cells of the file hold more than {chars} characters in all: split it into smaller files.':
    'फ़ाइल के खानों में कुल {chars} से ज़्यादा अक्षर हैं: इसे छोटी फ़ाइलों में बाँटें।',
  'The file holds more than {texts} different texts: split it into smaller files.':
    'फ़ाइल में {texts} से ज़्यादा अलग टेक्स्ट हैं: इसे छोटी फ़ाइलों में बाँटें।',
  'Only {count} leads match: enter {count} or fewer.':
    'सिर्फ़ {count} लीड मिलती हैं: {count} या कम लिखें।',
  'Invoice {invoice} is queued to be sent on WhatsApp.':
    'इनवॉइस {invoice} WhatsApp पर भेजने के लिए कतार में है।',
  'Invoice {invoice} is queued to be sent by SMS.': 'इनवॉइस {invoice} SMS से भेजने के लिए कतार में है।',
  'The customer {mobile} has opted out of WhatsApp messages (replied STOP): send the invoice by SMS.':
    'ग्राहक {mobile} ने WhatsApp मैसेज बंद करवाए हैं (STOP जवाब दिया): इनवॉइस SMS से भेजें।',
  'Only {count} lead matches: enter {count} or fewer.':
    'सिर्फ़ {count} लीड मिलती है: {count} या कम लिखें।',
  'No leads in your pool match: none to assign.': 'आपके पूल में कोई लीड नहीं मिलती: बाँटने को कोई नहीं।',
  '{count} renewal notices sent for {day}.': '{day} के लिए रिन्यूअल की {count} सूचनाएँ भेजी गईं।',
  '{count} renewal notice sent for {day}.': '{day} के लिए रिन्यूअल की {count} सूचना भेजी गई।',
  'A cell holds more than {chars} characters, more than Excel itself allows.':
    'एक खाने में {chars} से ज़्यादा अक्षर हैं, Excel खुद जितने मानता है उससे ज़्यादा।',
  'A cell of row {row} holds more than {chars} characters, more than Excel itself allows.':
    'पंक्ति {row} के एक खाने में {chars} से ज़्यादा अक्षर हैं, Excel खुद जितने मानता है उससे ज़्यादा।',
};
