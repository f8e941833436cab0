-- The search's phonetic key: the Indian scripts in Latin letters (only when the text has them), the
-- vowels normalised and w read as v; "Patel", "પટેલ" and "पटेल" all give "patel".
CREATE OR REPLACE FUNCTION phonetic_key(input text) RETURNS text
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT regexp_replace(regexp_replace(regexp_replace(replace(regexp_replace(lower(
    CASE WHEN input ~ '[\u0900-\u097F\u0A80-\u0AFF]' THEN phonetic_key_indic(input) ELSE input END),
    '[^a-z0-9[:space:]]', '', 'g'), 'w', 'v'), 'a+', 'a', 'g'), '(ee|i)+', 'i', 'g'), '(oo|u)+', 'u', 'g')
$$;
