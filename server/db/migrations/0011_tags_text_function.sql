-- A product's tags as one text, for the trigram index behind "tag contains" (products_tags_text_trgm).
-- array_to_string is only STABLE (over any array type it calls the element type's output function);
-- over text[] the result depends on the input alone, so this wrapper can be IMMUTABLE and indexed.
-- The separator is U+001F (unit separator): a match that does not contain it lies within one tag.
-- A SQL-standard body binds its functions at creation, whatever the search_path of a later caller.
CREATE FUNCTION tags_text(tags text[]) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN array_to_string(tags, chr(31));
