/**
 * Real shop and person names in Gujarati and Devanagari, each with something a shaper must get
 * right: anusvara and chandrabindu (અં, આં, ँ), conjuncts (ક્ષ, શ્રી, क्ष, त्र, ट्रे), reph (હર્ષ, ट्रेडर्स),
 * the vowel sign i before its consonant (િ, ि), nukta (ज़), the eyelash ra (र्‍). Issue 28: fontkit
 * threw on the first three, and a Print Bill or a licence report with one of them failed.
 */
export const INDIAN_NAMES = [
  'અંબિકા ટ્રેડર્સ',
  'આંબાવાડી',
  'અંકિત પટેલ',
  'શ્રી ગણેશ ઓટો',
  'ક્ષત્રિય',
  'દ્વારકાધીશ',
  'હર્ષ',
  'પ્રજાપતિ',
  'સૌરાષ્ટ્ર',
  'શ્રી અંબિકા મોટર્સ',
  'श्री गणेश',
  'हिंदी',
  'चाँद',
  'क्षत्रिय',
  'ट्रेडर्स',
  'अंकित',
  'पृथ्वी',
  'द्वारका',
  'ज़िला',
  'दर्‍या',
  'र्‍',
] as const;
