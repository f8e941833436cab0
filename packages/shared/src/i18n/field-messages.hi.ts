import type { FieldMessage } from './message-keys';

/** The field work's messages in Hindi (words fixed in docs/glossary.md). */
export const fieldMessagesHi: Record<FieldMessage, string> = {
  'Visit recorded.': 'विज़िट दर्ज हुई।',
  'Latitude must be a number from -90 to 90.': 'अक्षांश -90 से 90 के बीच की संख्या होनी चाहिए।',
  'Longitude must be a number from -180 to 180.': 'देशांतर -180 से 180 के बीच की संख्या होनी चाहिए।',
  'Accuracy must be a number of metres from 0 to 100000.':
    'सटीकता 0 से 100000 मीटर के बीच की संख्या होनी चाहिए।',
  'Please select an employee.': 'कृपया कर्मचारी चुनें।',
  'North must be above South.': 'उत्तर दक्षिण से ऊपर होना चाहिए।',
  'You can see only your own visits.': 'आप सिर्फ़ अपनी विज़िट देख सकते हैं।',
  'Visits of the day': 'दिन की विज़िट',
  'Leads on the map': 'नक्शे पर लीड',
  'Only JPG and PNG files are allowed.': 'सिर्फ़ JPG और PNG फ़ाइलें चलती हैं।',
  'This link has expired. Open the visits again.': 'इस लिंक की अवधि खत्म हो गई। विज़िट फिर से खोलें।',
  "The phone's date and time are more than a day off. Set them right, then send again.":
    'फ़ोन की तारीख और समय एक दिन से ज़्यादा गलत हैं। उन्हें ठीक करें, फिर दोबारा भेजें।',
  'A check-in can be sent up to 7 days after it was taken, and not before.':
    'विज़िट की एंट्री लेने के 7 दिन तक भेजी जा सकती है, उससे पहले की नहीं।',
  // follow-up reminders (issue 33): the server's, then the web app's
  'Push key.': 'पुश की।',
  'You will be reminded of your follow-ups on this device.':
    'इस फ़ोन पर आपको अपने फ़ॉलो-अप याद दिलाए जाएँगे।',
  'This device will no longer be reminded of your follow-ups.':
    'इस फ़ोन पर अब आपके फ़ॉलो-अप याद नहीं दिलाए जाएँगे।',
  'Send the push endpoint of this device.': 'इस फ़ोन का पुश एंडपॉइंट भेजें।',
  'The push endpoint must be an https address.': 'पुश एंडपॉइंट https पता होना चाहिए।',
  'The push endpoint must be at most 1024 characters.':
    'पुश एंडपॉइंट ज़्यादा से ज़्यादा 1024 अक्षर का होना चाहिए।',
  'This address is not a push service this app sends to.':
    'यह पता ऐसी पुश सेवा का नहीं है जिसे यह ऐप भेजता है।',
  "The device's push keys are not valid.": 'इस फ़ोन की पुश की मान्य नहीं हैं।',
  'Please enter the Date.': 'कृपया तारीख लिखें।',
  'Reminders can be sent for today or up to 7 days before.':
    'रिमाइंडर आज के या 7 दिन पहले तक के भेजे जा सकते हैं।',
  'Reminders sent.': 'रिमाइंडर भेज दिए।',
  'Payment QR codes.': 'पेमेंट के QR कोड।',
  'Payment by QR is not set up yet: the administrator has to set the UPI id (PAYMENT_UPI_ID) and payee name (PAYMENT_PAYEE_NAME).':
    'QR से पेमेंट अभी सेट नहीं है: एडमिन को UPI id (PAYMENT_UPI_ID) और पेमेंट लेने वाले का नाम (PAYMENT_PAYEE_NAME) सेट करना होगा।',
  'Sharing not supported on this browser.': 'इस ब्राउज़र में शेयर नहीं किया जा सकता।',
  'Renewals due.': 'बाकी रिन्यूअल।',
  'Days must be a whole number from 0 to 366.': 'दिन 0 से 366 के बीच की पूर्ण संख्या होने चाहिए।',
  'No renewal reminders (SMS)': 'रिन्यूअल के रिमाइंडर नहीं (SMS)',
  'Renewal notices can be sent for today or up to 7 days before.':
    'रिन्यूअल की सूचनाएँ आज की या 7 दिन पहले तक की भेजी जा सकती हैं।',
  'Lead timeline': 'लीड की टाइमलाइन',
  'Please give the id of a lead.': 'कृपया लीड का id दें।',
  'Please choose one of: created, updated, follow-up, visit, transferred, assigned, imported, photo, whatsapp, sms, deleted.':
    'कृपया इनमें से एक चुनें: created, updated, follow-up, visit, transferred, assigned, imported, photo, whatsapp, sms, deleted.',
  'Remind me of my follow-ups': 'मेरे फ़ॉलो-अप याद दिलाएँ',
  'Follow-up reminders are on for this device.': 'इस फ़ोन पर फ़ॉलो-अप के रिमाइंडर चालू हैं।',
  'Notifications are blocked for this site. Allow them in the browser settings, then try again.':
    'इस साइट की नोटिफ़िकेशन बंद हैं। ब्राउज़र की सेटिंग में चालू करके फिर कोशिश करें।',
  'This browser cannot show notifications from the app.':
    'यह ब्राउज़र ऐप की नोटिफ़िकेशन नहीं दिखा सकता।',
  'To get reminders on an iPhone or iPad, first add this app to the Home Screen: tap Share, then "Add to Home Screen", and open it from there.':
    'iPhone या iPad पर रिमाइंडर के लिए पहले यह ऐप होम स्क्रीन पर जोड़ें: Share दबाएँ, फिर "Add to Home Screen", और वहीं से खोलें।',
  'Could not turn on reminders on this device. Please try again.':
    'इस फ़ोन पर रिमाइंडर चालू नहीं हो सके। फिर कोशिश करें।',
};
