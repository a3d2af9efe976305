-- Arabic and Urdu letters folded on every path search reads (issue 35, item 6). The query and
-- products.search_text are folded in JavaScript (api/src/domain/catalogue/search-arabic.ts); the
-- name's vector, and the category and store names search matches, are computed by the database,
-- so they need the same rule in SQL. search_fold_letters is that rule, kept equal to
-- foldArabicLetters by api/test/search/search-folding-sql.test.ts (every code point of the Arabic
-- block through both): alef forms -> alef, hamza on waw/yeh -> waw/yeh, alef maksura and the
-- Urdu yeh forms -> yeh, teh marbuta and the Urdu heh forms -> heh, keheh -> kaf, marks, tatweel
-- and a lone hamza dropped, Eastern Arabic and Urdu digits -> 0-9. Other scripts pass unchanged.
CREATE FUNCTION search_fold_letters(t text) RETURNS text LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT translate(
    regexp_replace(t, '[\u0610-\u061A\u064B-\u065F\u0670\u06D6-\u06ED\u0640\u0621]', '', 'g'),
    'أإآٱؤئىیےۓةہھۃک٠١٢٣٤٥٦٧٨٩۰۱۲۳۴۵۶۷۸۹',
    'ااااوييييي' || 'هههه' || 'ك' || '0123456789' || '0123456789')
$$;

-- The name's vector reads the folded name: an Arabic name typed with other letter forms now ranks
-- as a name match, not only as a match somewhere in the search text.
ALTER TABLE "products" DROP COLUMN "name_vector";
ALTER TABLE "products"
ADD COLUMN "name_vector" tsvector GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, search_fold_letters(lower("name")))) STORED;

-- Search texts written before buildSearchText folded letters (none in the demo data; a vendor's
-- Arabic name typed since): folded again, which the statement-level trigger of
-- 20261122070000_search_terms_trigger turns into dictionary words.
UPDATE "products" SET "search_text" = search_fold_letters("search_text")
WHERE "search_text" ~ '[\u0600-\u06FF]' AND "search_text" <> search_fold_letters("search_text");

-- Dictionary words in unfolded letters: no query (folded) can reach them any more.
DELETE FROM "search_terms" WHERE "term" ~ '[\u0600-\u06FF]' AND "term" <> search_fold_letters("term");
