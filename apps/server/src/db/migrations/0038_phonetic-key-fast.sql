-- Issues 41 and 45: the same phonetic key as 0037 gave, computed with the string functions
-- PostgreSQL runs in C instead of a PL/pgSQL loop over each character (187 µs a Latin name, 124 µs
-- a Gujarati one; the key is computed for every lead written, so it was most of an import's
-- time). A key is the same for every text (apps/server/src/db/phonetic-key.test.ts compares the two
-- on 10,000 texts), so the stored search texts stay as they are.
--
-- phonetic_key_indic: Gujarati and Devanagari in Latin letters, any other character kept.
-- 1. Gujarati read as Devanagari (the two blocks are laid out alike, 0x180 apart).
-- 2. The marks that spell nothing (nukta, avagraha, the nukta letters, dandas…) go.
-- 3. A consonant keeps its inherent vowel before another letter, a vowel, a nasal or a digit;
--    before a vowel sign, a virama or the end of the word it has none (पटेल → patel).
-- 4. Each letter becomes its Latin spelling: the two-letter ones first, then one letter each;
--    the virama goes. (aa, ii, uu are written a, i, u: phonetic_key collapses them anyway.)
CREATE FUNCTION phonetic_key_indic(input text) RETURNS text
LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE AS $$
DECLARE
  s text;
BEGIN
  s := translate(input,
    U&'\0A80\0A81\0A82\0A83\0A84\0A85\0A86\0A87\0A88\0A89\0A8A\0A8B\0A8C\0A8D\0A8E\0A8F\0A90\0A91\0A92\0A93\0A94\0A95\0A96\0A97\0A98\0A99\0A9A\0A9B\0A9C\0A9D\0A9E\0A9F\0AA0\0AA1\0AA2\0AA3\0AA4\0AA5\0AA6\0AA7\0AA8\0AA9\0AAA\0AAB\0AAC\0AAD\0AAE\0AAF\0AB0\0AB1\0AB2\0AB3\0AB4\0AB5\0AB6\0AB7\0AB8\0AB9\0ABA\0ABB\0ABC\0ABD\0ABE\0ABF\0AC0\0AC1\0AC2\0AC3\0AC4\0AC5\0AC6\0AC7\0AC8\0AC9\0ACA\0ACB\0ACC\0ACD\0ACE\0ACF\0AD0\0AD1\0AD2\0AD3\0AD4\0AD5\0AD6\0AD7\0AD8\0AD9\0ADA\0ADB\0ADC\0ADD\0ADE\0ADF\0AE0\0AE1\0AE2\0AE3\0AE4\0AE5\0AE6\0AE7\0AE8\0AE9\0AEA\0AEB\0AEC\0AED\0AEE\0AEF\0AF0\0AF1\0AF2\0AF3\0AF4\0AF5\0AF6\0AF7\0AF8\0AF9\0AFA\0AFB\0AFC\0AFD\0AFE\0AFF',
    U&'\0900\0901\0902\0903\0904\0905\0906\0907\0908\0909\090A\090B\090C\090D\090E\090F\0910\0911\0912\0913\0914\0915\0916\0917\0918\0919\091A\091B\091C\091D\091E\091F\0920\0921\0922\0923\0924\0925\0926\0927\0928\0929\092A\092B\092C\092D\092E\092F\0930\0931\0932\0933\0934\0935\0936\0937\0938\0939\093A\093B\093C\093D\093E\093F\0940\0941\0942\0943\0944\0945\0946\0947\0948\0949\094A\094B\094C\094D\094E\094F\0950\0951\0952\0953\0954\0955\0956\0957\0958\0959\095A\095B\095C\095D\095E\095F\0960\0961\0962\0963\0964\0965\0966\0967\0968\0969\096A\096B\096C\096D\096E\096F\0970\0971\0972\0973\0974\0975\0976\0977\0978\0979\097A\097B\097C\097D\097E\097F');
  s := regexp_replace(s, '[\u0900\u093A-\u093D\u094E-\u0965\u0970-\u097F]', '', 'g');
  s := regexp_replace(s, '([\u0915-\u0939])(?=[\u0901-\u0939\u0966-\u096F])', '\1a', 'g');
  s := replace(s, U&'\0916', 'kh');
  s := replace(s, U&'\0918', 'gh');
  s := replace(s, U&'\091A', 'ch');
  s := replace(s, U&'\091B', 'chh');
  s := replace(s, U&'\091D', 'jh');
  s := replace(s, U&'\0920', 'th');
  s := replace(s, U&'\0925', 'th');
  s := replace(s, U&'\0922', 'dh');
  s := replace(s, U&'\0927', 'dh');
  s := replace(s, U&'\092B', 'ph');
  s := replace(s, U&'\092D', 'bh');
  s := replace(s, U&'\0936', 'sh');
  s := replace(s, U&'\0937', 'sh');
  s := replace(s, U&'\090B', 'ri');
  s := replace(s, U&'\0943', 'ri');
  s := replace(s, U&'\0944', 'ri');
  s := replace(s, U&'\0910', 'ai');
  s := replace(s, U&'\0948', 'ai');
  s := replace(s, U&'\0914', 'au');
  s := replace(s, U&'\094C', 'au');
  RETURN translate(s,
    U&'\0901\0902\0903\0904\0905\0906\0907\0908\0909\090A\090C\090D\090E\090F\0911\0912\0913\0915\0917\0919\091C\091E\091F\0921\0923\0924\0926\0928\0929\092A\092C\092E\092F\0930\0931\0932\0933\0934\0935\0938\0939\093E\093F\0940\0941\0942\0945\0946\0947\0949\094A\094B\0966\0967\0968\0969\096A\096B\096C\096D\096E\096F\094D',
    'nnhaaaiiuuleeeoookgnjntdntdnnpbmyrrlllvshaiiuueeeooo0123456789');
END
$$;--> statement-breakpoint
-- The key: the Indian scripts in Latin letters (only when the text has them), then in every script
-- the vowels normalised (aa → a, ee/ii → i, oo/uu → u) and w read as v; only letters, digits and
-- white space are kept. "Patel", "પટેલ" and "पटेल" all give "patel"; "શાહ" and "Shah" give "shah".
CREATE OR REPLACE FUNCTION phonetic_key(input text) RETURNS text
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT regexp_replace(regexp_replace(regexp_replace(replace(regexp_replace(lower(
    CASE WHEN input ~ '[\u0900-\u097F\u0A80-\u0AFF]' THEN phonetic_key_indic(input) ELSE input END),
    '[^a-z0-9[:space:]]', '', 'g'), 'w', 'v'), 'a+', 'a', 'g'), '(ee|i)+', 'i', 'g'), '(oo|u)+', 'u', 'g')
$$;
