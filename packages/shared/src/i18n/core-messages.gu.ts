import type { CoreMessage, SharedTemplate } from './message-keys';

/** Sign-in's, the leads' and the API's messages in Gujarati (words fixed in docs/glossary.md). */
export const coreMessagesGu: Record<CoreMessage | SharedTemplate, string> = {
  // sign-in
  'Email is required': 'ઇમેઇલ જરૂરી છે',
  'Please enter a valid email address.': 'કૃપા કરીને માન્ય ઇમેઇલ સરનામું લખો.',
  'Password is required': 'પાસવર્ડ જરૂરી છે',
  'Password must be at least 6 characters.': 'પાસવર્ડ ઓછામાં ઓછા 6 અક્ષરનો હોવો જોઈએ.',
  // sign-up
  'First name is required.': 'પહેલું નામ જરૂરી છે.',
  'Last name is required.': 'અટક જરૂરી છે.',
  'Email is required.': 'ઇમેઇલ જરૂરી છે.',
  'Address is required.': 'સરનામું જરૂરી છે.',
  'Pincode is required.': 'પિનકોડ જરૂરી છે.',
  'Password is required.': 'પાસવર્ડ જરૂરી છે.',
  'Password must be at least 8 characters long.': 'પાસવર્ડ ઓછામાં ઓછા 8 અક્ષરનો હોવો જોઈએ.',
  'Please confirm your password.': 'કૃપા કરીને પાસવર્ડ ફરી લખો.',
  'Passwords do not match.': 'બંને પાસવર્ડ સરખા નથી.',
  'Please verify mobile number.': 'કૃપા કરીને મોબાઇલ નંબરની ચકાસણી કરો.',
  'OTP Required.': 'OTP જરૂરી છે.',
  'At most 50 characters.': 'વધુમાં વધુ 50 અક્ષર.',
  // auth answers
  'Login Successfully.': 'સફળતાપૂર્વક લૉગિન થયા.',
  'Invalid email or password.': 'ઇમેઇલ અથવા પાસવર્ડ ખોટો છે.',
  'Your account is inactive. Please contact the administrator.':
    'તમારું એકાઉન્ટ બંધ છે. કૃપા કરીને એડમિનનો સંપર્ક કરો.',
  "Your account is waiting for the administrator's approval.":
    'તમારું એકાઉન્ટ એડમિનની મંજૂરીની રાહ જુએ છે.',
  'Too many failed sign-in attempts. Please wait a moment and try again.':
    'લૉગિનના ઘણા ખોટા પ્રયાસ થયા. થોડી વાર રાહ જોઈને ફરી પ્રયાસ કરો.',
  'Logout Successfully.': 'સફળતાપૂર્વક લૉગઆઉટ થયા.',
  'OTP sent successfully.': 'OTP મોકલી દીધો છે.',
  'Mobile number can be verified.': 'મોબાઇલ નંબરની ચકાસણી થઈ શકે છે.',
  'Please wait 30 seconds before asking for a new OTP.': 'નવો OTP માગતા પહેલાં 30 સેકન્ડ રાહ જુઓ.',
  'Too many OTP requests for this number. Please try again later.':
    'આ નંબર માટે ઘણી વાર OTP માગ્યો છે. થોડી વાર પછી ફરી પ્રયાસ કરો.',
  'Too many OTP requests for this address. Please try again later.':
    'આ સરનામેથી ઘણી વાર OTP માગ્યો છે. થોડી વાર પછી ફરી પ્રયાસ કરો.',
  'Invalid OTP.': 'OTP ખોટો છે.',
  'OTP has expired. Please request a new one.': 'OTPની મુદત પૂરી થઈ. નવો OTP માગો.',
  'Please request an OTP first.': 'પહેલાં OTP માગો.',
  'Too many wrong attempts. Please request a new OTP.': 'ઘણા ખોટા પ્રયાસ થયા. નવો OTP માગો.',
  'Mobile number verified successfully.': 'મોબાઇલ નંબરની ચકાસણી થઈ ગઈ.',
  'This mobile number is already registered.': 'આ મોબાઇલ નંબર પહેલેથી નોંધાયેલો છે.',
  'This email is already registered.': 'આ ઇમેઇલ પહેલેથી નોંધાયેલો છે.',
  'Please select a city from the list.': 'કૃપા કરીને યાદીમાંથી શહેર પસંદ કરો.',
  'Account created successfully. Please sign in.': 'એકાઉન્ટ બની ગયું. કૃપા કરીને લૉગિન કરો.',
  "Account created successfully. It is waiting for the administrator's approval: you can sign in once it is approved.":
    'એકાઉન્ટ બની ગયું. તે એડમિનની મંજૂરીની રાહ જુએ છે: મંજૂરી મળે પછી તમે લૉગિન કરી શકશો.',
  // leads (spec 1 §5, §8)
  'Company name is required when Owner name is empty.':
    'માલિકનું નામ ખાલી હોય ત્યારે કંપનીનું નામ જરૂરી છે.',
  'Owner name is required when Company name is empty.':
    'કંપનીનું નામ ખાલી હોય ત્યારે માલિકનું નામ જરૂરી છે.',
  'Business Type selection is required.': 'વ્યવસાયનો પ્રકાર પસંદ કરવો જરૂરી છે.',
  'Mobile number is required.': 'મોબાઇલ નંબર જરૂરી છે.',
  'Please enter a valid 10-digit mobile number.': 'કૃપા કરીને 10 અંકનો સાચો મોબાઇલ નંબર લખો.',
  'City is required.': 'શહેર જરૂરી છે.',
  'Please enter a valid 6-digit pincode.': 'કૃપા કરીને 6 અંકનો સાચો પિનકોડ લખો.',
  'Remarks are required.': 'નોંધ જરૂરી છે.',
  'Hoarding is required.': 'હોર્ડિંગનો ફોટો જરૂરી છે.',
  'Product is required.': 'પ્રોડક્ટ જરૂરી છે.',
  'Main Status is required.': 'મુખ્ય સ્થિતિ જરૂરી છે.',
  'Sub Status is required.': 'પેટા સ્થિતિ જરૂરી છે.',
  'Next Date is required.': 'આગળની તારીખ જરૂરી છે.',
  'Only JPG, PNG, and PDF files are allowed.': 'ફક્ત JPG, PNG અને PDF ફાઇલ ચાલશે.',
  'File size should not exceed 8MB.': 'ફાઇલ 8MBથી મોટી ન હોવી જોઈએ.',
  'Lead Created successfully': 'લીડ સફળતાપૂર્વક બની ગઈ',
  'Lead Updated successfully': 'લીડ સફળતાપૂર્વક સુધારાઈ ગઈ',
  'Something went wrong': 'કંઈક ખોટું થયું',
  'Are you sure?': 'શું તમને ખાતરી છે?',
  'Do you really want to delete this lead?': 'શું તમે ખરેખર આ લીડ કાઢી નાખવા માગો છો?',
  'Yes, Delete': 'હા, કાઢી નાખો',
  Cancel: 'રદ કરો',
  'Deleting...': 'કાઢી રહ્યા છીએ...',
  'Please wait while the lead is being deleted.': 'લીડ કાઢી રહ્યા છીએ, કૃપા કરીને રાહ જુઓ.',
  'Success!': 'થઈ ગયું!',
  'Lead deleted successfully.': 'લીડ કાઢી નાખી.',
  'Error!': 'ભૂલ!',
  'Failed to delete lead.': 'લીડ કાઢી શકાઈ નહીં.',
  'Geolocation is not supported by this browser.': 'આ બ્રાઉઝરમાં લોકેશન મળી શકતું નથી.',
  'No leads available.': 'કોઈ લીડ નથી.',
  'No follow-up data available.': 'કોઈ ફોલો-અપ નથી.',
  'A lead with this mobile number already exists.': 'આ મોબાઇલ નંબરની લીડ પહેલેથી છે.',
  'Please select a sub status from the list.': 'કૃપા કરીને યાદીમાંથી પેટા સ્થિતિ પસંદ કરો.',
  'Location must be "latitude,longitude".': 'લોકેશન "latitude,longitude" રૂપે હોવું જોઈએ.',
  'Please enter a valid date.': 'કૃપા કરીને સાચી તારીખ લખો.',
  'This text is too long.': 'આ લખાણ બહુ લાંબું છે.',
  'Lead transferred successfully.': 'લીડ સફળતાપૂર્વક સોંપી દીધી.',
  'Follow up added successfully.': 'ફોલો-અપ ઉમેરાઈ ગયું.',
  'Lead not found.': 'લીડ મળી નહીં.',
  'This account may change only its own leads.': 'આ એકાઉન્ટ ફક્ત પોતાની લીડ બદલી શકે છે.',
  // transfer and follow-up
  'Please select an employee': 'કૃપા કરીને કર્મચારી પસંદ કરો',
  'Please select an active employee.': 'કૃપા કરીને ચાલુ કર્મચારી પસંદ કરો.',
  'FollowUp Date is required.': 'ફોલો-અપની તારીખ જરૂરી છે.',
  'Remarks is required.': 'નોંધ જરૂરી છે.',
  'Employee is required.': 'કર્મચારી જરૂરી છે.',
  'Next FollowUp Date is required.': 'આગળના ફોલો-અપની તારીખ જરૂરી છે.',
  'Next FollowUp Date cannot be earlier than the FollowUp Date.':
    'આગળના ફોલો-અપની તારીખ ફોલો-અપની તારીખ પહેલાંની ન હોઈ શકે.',
  'You may record follow-ups only as yourself.': 'તમે ફક્ત તમારા નામે ફોલો-અપ નોંધી શકો છો.',
  "The lead's status was changed meanwhile; check it and save again.":
    'આ દરમિયાન લીડની સ્થિતિ બદલાઈ ગઈ છે; જોઈને ફરી સેવ કરો.',
  "The lead's next date was changed meanwhile; check it and save again.":
    'આ દરમિયાન લીડની આગળની તારીખ બદલાઈ ગઈ છે; જોઈને ફરી સેવ કરો.',
  // inputs
  'This text contains a character that is not allowed.': 'આ લખાણમાં માન્ય ન હોય એવો અક્ષર છે.',
  'Please enter text here.': 'કૃપા કરીને અહીં લખાણ લખો.',
  'Please enter a valid date and time with its offset (like 2026-01-31T10:30:00+05:30).':
    'કૃપા કરીને ઓફસેટ સાથે સાચી તારીખ અને સમય લખો (જેમ કે 2026-01-31T10:30:00+05:30).',
  'Please enter a valid number.': 'કૃપા કરીને સાચો આંકડો લખો.',
  'Send 1 or 0 (true or false).': '1 અથવા 0 (true અથવા false) મોકલો.',
  'Type the digits of a mobile number.': 'મોબાઇલ નંબરના અંક લખો.',
  'This link is not valid. Open it again from the app.': 'આ લિંક માન્ય નથી. ઍપમાંથી ફરી ખોલો.',
  // the API's own
  'You are not signed in, or your session has expired.': 'તમે લૉગિન નથી, અથવા તમારું સત્ર પૂરું થયું છે.',
  'You are not allowed to do this.': 'તમને આ કરવાની મંજૂરી નથી.',
  'Not found.': 'મળ્યું નહીં.',
  'It was not kept on this phone. It opens when the network is back.':
    'આ ફોનમાં સાચવ્યું નથી. નેટવર્ક પાછું આવે ત્યારે ખૂલશે.',
  'You are offline, and this needs the network. Try again when you are back online.':
    'તમે ઑફલાઇન છો, અને આ માટે નેટવર્ક જોઈએ. ઑનલાઇન થાઓ ત્યારે ફરી પ્રયાસ કરો.',
  'Please correct the highlighted fields.': 'કૃપા કરીને દર્શાવેલાં ખાનાં સુધારો.',
  'The request body is not valid JSON.': 'વિનંતીનો મુખ્ય ભાગ માન્ય JSON નથી.',
  'The request is too large.': 'વિનંતી બહુ મોટી છે.',
  'Too many requests. Please try again later.': 'ઘણી વિનંતીઓ આવી. થોડી વાર પછી ફરી પ્રયાસ કરો.',
  'Something went wrong. Please try again later': 'કંઈક ખોટું થયું. થોડી વાર પછી ફરી પ્રયાસ કરો',
  'The service is briefly unavailable. Please try again in a few seconds.':
    'સેવા થોડી વાર માટે બંધ છે. થોડી સેકન્ડ પછી ફરી પ્રયાસ કરો.',
  OK: 'બરાબર',
  'The database is unreachable.': 'ડેટાબેઝ સુધી પહોંચાતું નથી.',
  'The file store cannot be written.': 'ફાઇલ સ્ટોરમાં લખી શકાતું નથી.',
  'Redis is unreachable.': 'Redis સુધી પહોંચાતું નથી.',
  'Backups have failed for more than 48 hours.': '48 કલાકથી વધુ સમયથી બેકઅપ નિષ્ફળ છે.',
  'Too many reports are being prepared right now. Please try again in a minute.':
    'અત્યારે ઘણા રિપોર્ટ બની રહ્યા છે. એક મિનિટ પછી ફરી પ્રયાસ કરો.',
  'This report link has already been opened. Generate the report again.':
    'આ રિપોર્ટની લિંક ખૂલી ચૂકી છે. રિપોર્ટ ફરી બનાવો.',
  'Idempotency-Key must be 8 to 100 letters, digits, dashes or underscores.':
    'Idempotency-Key 8 થી 100 અક્ષર, અંક, ડૅશ કે અંડરસ્કોરની હોવી જોઈએ.',
  'This Idempotency-Key was already used for a different request.':
    'આ Idempotency-Key બીજી વિનંતી માટે વપરાઈ ચૂકી છે.',
  'The same request is still being processed. Please try again shortly.':
    'આ જ વિનંતી હજી ચાલે છે. થોડી વાર પછી ફરી પ્રયાસ કરો.',
  'This image could not be read: the file is damaged or incomplete.':
    'આ ફોટો વાંચી શકાયો નહીં: ફાઇલ બગડેલી કે અધૂરી છે.',
  'This image is too large: at most 40 megapixels (for example 8000 × 5000).':
    'આ ફોટો બહુ મોટો છે: વધુમાં વધુ 40 મેગાપિક્સેલ (જેમ કે 8000 × 5000).',
  // the language
  'Language saved.': 'ભાષા સાચવી લીધી.',
  'Please choose English, Gujarati or Hindi.': 'કૃપા કરીને English, ગુજરાતી કે हिन्दी પસંદ કરો.',
  // templates
  'Please enter at most {max} characters.': 'કૃપા કરીને વધુમાં વધુ {max} અક્ષર લખો.',
  '{max} of {max} characters: the limit. Anything typed or pasted beyond it is not kept.':
    '{max} માંથી {max} અક્ષર: મર્યાદા. તેનાથી વધુ લખેલું કે પેસ્ટ કરેલું સચવાતું નથી.',
  'Entry Date cannot be after today.': 'નોંધની તારીખ આજ પછીની ન હોઈ શકે.',
  'Entry Date cannot be before {date}, the start of the previous financial year.':
    'નોંધની તારીખ {date} પહેલાંની ન હોઈ શકે, જે ગયા નાણાકીય વર્ષની શરૂઆત છે.',
  'The WhatsApp balance would be too large: at most {amount}.':
    'WhatsApp બેલેન્સ બહુ મોટું થઈ જશે: વધુમાં વધુ {amount}.',
  'Entry Date must be after {date}: the GST return for that period is filed or due, so no sale can be dated in it.':
    'નોંધની તારીખ {date} પછીની હોવી જોઈએ: તે સમયગાળાનું GST રિટર્ન ભરાઈ ગયું છે કે ભરવાનું છે, તેથી તેમાં કોઈ વેચાણની તારીખ ન આવી શકે.',
  'Only {amount} is still owed for this referral.': 'આ રેફરલ માટે હવે ફક્ત {amount} ચૂકવવાના બાકી છે.',
  'Only {amount} of commission is due.': 'ફક્ત {amount} કમિશન બાકી છે.',
  'At most {count} leads at a time.': 'એક વખતે વધુમાં વધુ {count} લીડ.',
  'The file has more than {rows} rows of leads: split it into files of at most {rows} rows.':
    'ફાઇલમાં લીડની {rows} થી વધુ હરોળ છે: તેને વધુમાં વધુ {rows} હરોળની ફાઇલોમાં વહેંચો.',
  'The file has more than {cells} filled cells: split it into smaller files.':
    'ફાઇલમાં {cells} થી વધુ ભરેલાં ખાનાં છે: તેને નાની ફાઇલોમાં વહેંચો.',
  'The cells of the file hold more than {chars} characters in all: split it into smaller files.':
    'ફાઇલનાં ખાનાંમાં કુલ {chars} થી વધુ અક્ષર છે: તેને નાની ફાઇલોમાં વહેંચો.',
  'The file holds more than {texts} different texts: split it into smaller files.':
    'ફાઇલમાં {texts} થી વધુ જુદાં લખાણ છે: તેને નાની ફાઇલોમાં વહેંચો.',
  'Only {count} leads match: enter {count} or fewer.': 'ફક્ત {count} લીડ મળે છે: {count} કે ઓછી લખો.',
  'Invoice {invoice} is queued to be sent on WhatsApp.':
    'ઇન્વૉઇસ {invoice} WhatsApp પર મોકલવા કતારમાં છે.',
  'Invoice {invoice} is queued to be sent by SMS.': 'ઇન્વૉઇસ {invoice} SMS થી મોકલવા કતારમાં છે.',
  'The customer {mobile} has opted out of WhatsApp messages (replied STOP): send the invoice by SMS.':
    'ગ્રાહક {mobile} એ WhatsApp મેસેજ બંધ કરાવ્યા છે (STOP જવાબ આપ્યો): ઇન્વૉઇસ SMS થી મોકલો.',
  'Only {count} lead matches: enter {count} or fewer.': 'ફક્ત {count} લીડ મળે છે: {count} કે ઓછી લખો.',
  'No leads in your pool match: none to assign.': 'તમારા પૂલમાં કોઈ લીડ મળતી નથી: ફાળવવા કોઈ નથી.',
  '{count} renewal notices sent for {day}.': '{day} માટે રિન્યુઅલની {count} સૂચના મોકલી.',
  '{count} renewal notice sent for {day}.': '{day} માટે રિન્યુઅલની {count} સૂચના મોકલી.',
  'A cell holds more than {chars} characters, more than Excel itself allows.':
    'એક ખાનામાં {chars} થી વધુ અક્ષર છે, Excel પોતે માન્ય રાખે તેનાથી વધુ.',
  'A cell of row {row} holds more than {chars} characters, more than Excel itself allows.':
    'હરોળ {row} ના એક ખાનામાં {chars} થી વધુ અક્ષર છે, Excel પોતે માન્ય રાખે તેનાથી વધુ.',
};
