-- Statement trigger on leads: the live leads with a place whose owner, place or liveness a statement
-- changed, into lead_geo_cells by lead_geo_cells_add.
CREATE OR REPLACE FUNCTION lead_geo_cells_apply() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  owners integer[];
  longitudes float8[];
  latitudes float8[];
  deltas integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(user_id), array_agg(geo[0]), array_agg(geo[1]), array_agg(1)
      INTO owners, longitudes, latitudes, deltas
      FROM new_rows WHERE deleted_at IS NULL AND geo IS NOT NULL;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(user_id), array_agg(geo[0]), array_agg(geo[1]), array_agg(-1)
      INTO owners, longitudes, latitudes, deltas
      FROM old_rows WHERE deleted_at IS NULL AND geo IS NOT NULL;
  ELSE
    SELECT array_agg(x.user_id), array_agg(x.geo[0]), array_agg(x.geo[1]), array_agg(x.delta)
      INTO owners, longitudes, latitudes, deltas
      FROM new_rows n JOIN old_rows o USING (id)
        CROSS JOIN LATERAL (VALUES (n.user_id, n.geo, n.deleted_at, 1),
          (o.user_id, o.geo, o.deleted_at, -1)) AS x(user_id, geo, deleted_at, delta)
      WHERE (n.user_id <> o.user_id OR (n.deleted_at IS NULL) <> (o.deleted_at IS NULL)
          OR (n.geo[0], n.geo[1]) IS DISTINCT FROM (o.geo[0], o.geo[1]))
        AND x.deleted_at IS NULL AND x.geo IS NOT NULL;
  END IF;
  IF owners IS NOT NULL THEN
    PERFORM lead_geo_cells_add(owners, longitudes, latitudes, deltas);
  END IF;
  RETURN NULL;
END
$$;
