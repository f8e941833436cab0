-- Adds leads' positions to the map's cells at seven levels, per owner and for every owner (user_id 0); a
-- cell whose count and sums net to nothing is not written.
CREATE OR REPLACE FUNCTION lead_geo_cells_add(owners integer[], longitudes float8[], latitudes float8[], deltas integer[])
RETURNS void LANGUAGE sql AS $$
  INSERT INTO lead_geo_cells AS c (level, user_id, cell_x, cell_y, leads, sum_longitude, sum_latitude)
  SELECT level, owner, floor(lon * 512)::int >> level, floor(lat * 512)::int >> level, sum(n),
    sum(n * lon), sum(n * lat)
  FROM unnest(owners, longitudes, latitudes, deltas) AS t(u, lon, lat, n)
    CROSS JOIN generate_series(0, 12, 2) AS level
    CROSS JOIN LATERAL (VALUES (u), (0)) AS scope(owner)
  GROUP BY 1, 2, 3, 4
  HAVING sum(n) <> 0 OR abs(sum(n * lon)) > 1e-9 OR abs(sum(n * lat)) > 1e-9
  ORDER BY 1, 2, 3, 4
  ON CONFLICT ON CONSTRAINT lead_geo_cells_key DO UPDATE SET leads = c.leads + excluded.leads,
    sum_longitude = c.sum_longitude + excluded.sum_longitude,
    sum_latitude = c.sum_latitude + excluded.sum_latitude;
$$;
