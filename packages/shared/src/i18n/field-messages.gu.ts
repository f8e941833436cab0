import type { FieldMessage } from './message-keys';

/** The field work's messages in Gujarati (words fixed in docs/glossary.md). */
export const fieldMessagesGu: Record<FieldMessage, string> = {
  'Visit recorded.': 'મુલાકાત નોંધાઈ.',
  'Latitude must be a number from -90 to 90.': 'અક્ષાંશ -90 થી 90 વચ્ચેની સંખ્યા હોવી જોઈએ.',
  'Longitude must be a number from -180 to 180.': 'રેખાંશ -180 થી 180 વચ્ચેની સંખ્યા હોવી જોઈએ.',
  'Accuracy must be a number of metres from 0 to 100000.':
    'ચોકસાઈ 0 થી 100000 મીટર વચ્ચેની સંખ્યા હોવી જોઈએ.',
  'Please select an employee.': 'કૃપા કરીને કર્મચારી પસંદ કરો.',
  'North must be above South.': 'ઉત્તર દક્ષિણથી ઉપર હોવું જોઈએ.',
  'You can see only your own visits.': 'તમે ફક્ત તમારી પોતાની મુલાકાતો જોઈ શકો છો.',
  'Visits of the day': 'દિવસની મુલાકાતો',
  'Leads on the map': 'નકશા પરની લીડ',
  'Only JPG and PNG files are allowed.': 'ફક્ત JPG અને PNG ફાઇલ ચાલે છે.',
  'This link has expired. Open the visits again.': 'આ લિંકની મુદત પૂરી થઈ. મુલાકાતો ફરી ખોલો.',
  "The phone's date and time are more than a day off. Set them right, then send again.":
    'ફોનની તારીખ અને સમય એક દિવસથી વધુ ખોટાં છે. તે સાચાં કરો, પછી ફરી મોકલો.',
  'A check-in can be sent up to 7 days after it was taken, and not before.':
    'મુલાકાતની નોંધ લીધા પછી 7 દિવસ સુધી મોકલી શકાય, તે પહેલાંની નહીં.',
  // follow-up reminders (issue 33): the server's, then the web app's
  'Push key.': 'પુશ કી.',
  'You will be reminded of your follow-ups on this device.':
    'આ ફોન પર તમને તમારાં ફોલો-અપ યાદ કરાવાશે.',
  'This device will no longer be reminded of your follow-ups.':
    'આ ફોન પર હવે તમારાં ફોલો-અપ યાદ કરાવાશે નહીં.',
  'Send the push endpoint of this device.': 'આ ફોનનો પુશ એન્ડપોઇન્ટ મોકલો.',
  'The push endpoint must be an https address.': 'પુશ એન્ડપોઇન્ટ https સરનામું હોવું જોઈએ.',
  'The push endpoint must be at most 1024 characters.':
    'પુશ એન્ડપોઇન્ટ વધુમાં વધુ 1024 અક્ષરનો હોવો જોઈએ.',
  'This address is not a push service this app sends to.':
    'આ સરનામું એવી પુશ સેવાનું નથી જેને આ ઍપ મોકલે છે.',
  "The device's push keys are not valid.": 'આ ફોનની પુશ કી માન્ય નથી.',
  'Please enter the Date.': 'કૃપા કરીને તારીખ લખો.',
  'Reminders can be sent for today or up to 7 days before.':
    'રિમાઇન્ડર આજના કે 7 દિવસ પહેલાં સુધીના મોકલી શકાય.',
  'Reminders sent.': 'રિમાઇન્ડર મોકલી દીધા.',
  'Payment QR codes.': 'પેમેન્ટના QR કોડ.',
  'Payment by QR is not set up yet: the administrator has to set the UPI id (PAYMENT_UPI_ID) and payee name (PAYMENT_PAYEE_NAME).':
    'QR થી પેમેન્ટ હજી ગોઠવાયું નથી: એડમિને UPI id (PAYMENT_UPI_ID) અને પેમેન્ટ લેનારનું નામ (PAYMENT_PAYEE_NAME) ગોઠવવાં પડશે.',
  'Sharing not supported on this browser.': 'આ બ્રાઉઝરમાં શેર કરી શકાતું નથી.',
  'Renewals due.': 'બાકી રિન્યુઅલ.',
  'Days must be a whole number from 0 to 366.': 'દિવસ 0 થી 366 વચ્ચેની પૂર્ણ સંખ્યા હોવા જોઈએ.',
  'No renewal reminders (SMS)': 'રિન્યુઅલના રિમાઇન્ડર નહીં (SMS)',
  'Renewal notices can be sent for today or up to 7 days before.':
    'રિન્યુઅલની સૂચના આજની કે 7 દિવસ પહેલાં સુધીની મોકલી શકાય.',
  'Lead timeline': 'લીડની સમયરેખા',
  'Please give the id of a lead.': 'કૃપા કરીને લીડનો id આપો.',
  'Please choose one of: created, updated, follow-up, visit, transferred, assigned, imported, photo, whatsapp, sms, deleted.':
    'કૃપા કરીને આમાંથી એક પસંદ કરો: created, updated, follow-up, visit, transferred, assigned, imported, photo, whatsapp, sms, deleted.',
  'Remind me of my follow-ups': 'મારાં ફોલો-અપ યાદ કરાવો',
  'Follow-up reminders are on for this device.': 'આ ફોન પર ફોલો-અપના રિમાઇન્ડર ચાલુ છે.',
  'Notifications are blocked for this site. Allow them in the browser settings, then try again.':
    'આ સાઇટનાં નોટિફિકેશન બંધ છે. બ્રાઉઝરના સેટિંગમાં ચાલુ કરીને ફરી પ્રયાસ કરો.',
  'This browser cannot show notifications from the app.': 'આ બ્રાઉઝર ઍપનાં નોટિફિકેશન બતાવી શકતું નથી.',
  'To get reminders on an iPhone or iPad, first add this app to the Home Screen: tap Share, then "Add to Home Screen", and open it from there.':
    'iPhone કે iPad પર રિમાઇન્ડર માટે પહેલાં આ ઍપ હોમ સ્ક્રીન પર ઉમેરો: Share દબાવો, પછી "Add to Home Screen", અને ત્યાંથી ખોલો.',
  'Could not turn on reminders on this device. Please try again.':
    'આ ફોન પર રિમાઇન્ડર ચાલુ ન થયા. ફરી પ્રયાસ કરો.',
};
