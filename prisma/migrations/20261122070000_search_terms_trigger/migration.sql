-- Keep the search dictionary (search_terms) in step with products.search_text, whoever writes
-- products (the app, the seed, a bulk import): statement-level triggers see all new rows at once,
-- so a createMany of thousands of products costs one INSERT here, not one per row. Words
-- without a letter ("3", "2026") are left out: a misspelt word is never corrected to a number.
CREATE FUNCTION add_product_search_terms() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_terms (term)
  SELECT DISTINCT word FROM new_rows, unnest(string_to_array(new_rows.search_text, ' ')) AS word
  WHERE length(word) >= 2 AND word ~ '[[:alpha:]]'
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;

CREATE TRIGGER products_search_terms_insert AFTER INSERT ON products
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION add_product_search_terms();

CREATE TRIGGER products_search_terms_update AFTER UPDATE ON products
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION add_product_search_terms();

-- Words of products written before this migration. Numbers are not words to correct towards.
INSERT INTO search_terms (term)
SELECT DISTINCT word FROM products, unnest(string_to_array(search_text, ' ')) AS word
WHERE length(word) >= 2 AND word ~ '[[:alpha:]]'
ON CONFLICT DO NOTHING;
