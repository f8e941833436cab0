ALTER TABLE "users" ADD COLUMN "language" text;--> statement-breakpoint
-- Issue 45: the screens' language a user chose; null until chosen.
ALTER TABLE "users" ADD CONSTRAINT "users_language_check" CHECK ("language" IN ('en', 'gu', 'hi'));
--> statement-breakpoint
-- Issue 45, search across scripts: one rule, here, for the stored key and the typed query.
-- phonetic_key: Gujarati and Devanagari written in Latin letters (Gujarati read as Devanagari:
-- Unicode lays both blocks out alike, 0x180 apart), the inherent vowel dropped at a word's end
-- (पटेल → patel, not patela), then in every script the vowels normalised (aa → a, ee/ii → i,
-- oo/uu → u) and w read as v; only letters, digits and white space are kept. "Patel", "પટેલ"
-- and "पटेल" all give "patel"; "શાહ" and "Shah" give "shah".
CREATE FUNCTION phonetic_key(input text) RETURNS text
LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE AS $$
DECLARE
  consonants constant text[] := array[
    'k','kh','g','gh','n','ch','chh','j','jh','n','t','th','d','dh','n',
    't','th','d','dh','n','n','p','ph','b','bh','m','y','r','r','l','l','l','v','sh','sh','s','h'];
  vowels constant text[] := array['n','n','h','a','a','aa','i','ii','u','uu','ri','l','e','e','e','ai','o','o','o','au'];
  signs constant text[] := array['aa','i','ii','u','uu','ri','rii','e','e','e','ai','o','o','o','au'];
  out text := '';
  pending boolean := false;
  code int;
  offset_ int;
BEGIN
  FOR i IN 1..length(input) LOOP
    code := ascii(substr(input, i, 1));
    IF code BETWEEN 2688 AND 2815 THEN code := code - 384; END IF; -- Gujarati → Devanagari
    IF code BETWEEN 2304 AND 2431 THEN
      offset_ := code - 2304;
      IF offset_ BETWEEN 21 AND 57 THEN -- a consonant: its inherent vowel waits
        IF pending THEN out := out || 'a'; END IF;
        out := out || consonants[offset_ - 20];
        pending := true;
      ELSIF offset_ BETWEEN 62 AND 76 THEN -- a vowel sign replaces the inherent vowel
        out := out || signs[offset_ - 61];
        pending := false;
      ELSIF offset_ = 77 THEN -- virama: no vowel
        pending := false;
      ELSIF offset_ BETWEEN 1 AND 3 THEN -- candrabindu, anusvara, visarga
        IF pending THEN out := out || 'a'; pending := false; END IF;
        out := out || vowels[offset_];
      ELSIF offset_ BETWEEN 4 AND 20 THEN -- an independent vowel
        IF pending THEN out := out || 'a'; pending := false; END IF;
        out := out || vowels[offset_];
      ELSIF offset_ BETWEEN 102 AND 111 THEN -- digits
        IF pending THEN out := out || 'a'; pending := false; END IF;
        out := out || chr(48 + offset_ - 102);
      END IF; -- nukta and other marks: nothing
    ELSE
      pending := false; -- a word ends (or Latin follows): the inherent vowel is not spoken
      IF substr(input, i, 1) ~ '[[:alnum:][:space:]]' THEN out := out || substr(input, i, 1); END IF;
    END IF;
  END LOOP;
  out := lower(out);
  out := regexp_replace(out, '[^a-z0-9[:space:]]', '', 'g');
  out := replace(out, 'w', 'v');
  out := regexp_replace(out, 'a+', 'a', 'g');
  out := regexp_replace(out, '(ee|i)+', 'i', 'g');
  out := regexp_replace(out, '(oo|u)+', 'u', 'g');
  RETURN out;
END
$$;--> statement-breakpoint
ALTER TABLE "leads" ALTER COLUMN "search_text" SET EXPRESSION AS (lower(company_name || chr(10) || owner_name) || chr(10) || phonetic_key(company_name || chr(10) || owner_name));
