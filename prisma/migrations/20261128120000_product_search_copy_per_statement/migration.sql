-- product_search (migration 20261127233000_product_search_table) took new products one row at a
-- time: a row trigger running an INSERT ... ON CONFLICT, with its own foreign-key check, for each
-- product. On the embedded database a 10,000-product statement spent 1.2 s there, and a
-- 20,000-product one (a bulk import, the latency bench growing its catalogue) did not finish in
-- 5 minutes; the same 20,000 rows copied by one INSERT ... SELECT took 1.8 s
-- (docs/decisions/search-latency.md). New products are now copied by a statement-level trigger
-- reading the statement's new rows at once, as the dictionary's trigger does
-- (20261122070000_search_terms_trigger). Updates keep the row trigger: a transition table cannot
-- be combined with the column list that keeps a view count or a price change from writing the copy.
CREATE FUNCTION copy_new_products_to_search() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO product_search (id, search_vector, name_vector, catalogue, category_id, vendor_id, status, vendor_listed, rating_count)
  SELECT id, search_vector, name_vector, catalogue, category_id, vendor_id, status, vendor_listed, rating_count FROM new_rows;
  RETURN NULL;
END $$;

DROP TRIGGER products_search_copy_insert ON products;

CREATE TRIGGER products_search_copy_insert AFTER INSERT ON products
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION copy_new_products_to_search();
