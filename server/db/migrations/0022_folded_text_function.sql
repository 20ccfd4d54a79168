-- A name as imports compare it: lower case, the accents of Latin letters dropped ("Émeraude" = "emeraude").
-- lower() under the C locale leaves non-ASCII capitals as they are, so they are listed with the small ones.
-- translate() is IMMUTABLE, so an index on folded(title) serves a lookup by title.
CREATE FUNCTION folded(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN translate(lower(value), 'ÀÁÂÃÄÅàáâãäåÇçÈÉÊËèéêëÌÍÎÏìíîïÑñÒÓÔÕÖØòóôõöøÙÚÛÜùúûüÝýÿ', 'aaaaaaaaaaaacceeeeeeeeiiiiiiiinnoooooooooooouuuuuuuuyyy');
