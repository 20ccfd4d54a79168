-- The dashboard's daily sums (schema/dashboard.ts), kept exact by triggers in the transaction of every order write.
CREATE FUNCTION dashboard_add_order(o orders, sign integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF o.status = 'cancelled' THEN RETURN; END IF;
  INSERT INTO dashboard_daily_sales AS d (day, channel, store_id, revenue, orders, units)
  VALUES ((o.placed_at AT TIME ZONE 'Asia/Kolkata')::date, o.channel, coalesce(o.store_id, 0), sign * o.total, sign, sign * o.items_count)
  ON CONFLICT (day, channel, store_id) DO UPDATE SET revenue = d.revenue + excluded.revenue, orders = d.orders + excluded.orders, units = d.units + excluded.units;
  INSERT INTO dashboard_daily_products AS d (day, product_id, revenue, units)
  SELECT (o.placed_at AT TIME ZONE 'Asia/Kolkata')::date, v.product_id, sign * sum(l.net), sign * sum(l.quantity)
  FROM order_lines l JOIN variants v ON v.id = l.variant_id WHERE l.order_id = o.id GROUP BY v.product_id
  ON CONFLICT (day, product_id) DO UPDATE SET revenue = d.revenue + excluded.revenue, units = d.units + excluded.units;
END $$;
--> statement-breakpoint
CREATE FUNCTION dashboard_add_line(l order_lines, sign integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  sold_on date;
  product integer;
BEGIN
  SELECT (o.placed_at AT TIME ZONE 'Asia/Kolkata')::date INTO sold_on FROM orders o WHERE o.id = l.order_id AND o.status <> 'cancelled';
  SELECT v.product_id INTO product FROM variants v WHERE v.id = l.variant_id;
  IF sold_on IS NULL OR product IS NULL THEN RETURN; END IF;
  INSERT INTO dashboard_daily_products AS d (day, product_id, revenue, units) VALUES (sold_on, product, sign * l.net, sign * l.quantity)
  ON CONFLICT (day, product_id) DO UPDATE SET revenue = d.revenue + excluded.revenue, units = d.units + excluded.units;
END $$;
--> statement-breakpoint
CREATE FUNCTION dashboard_orders_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN PERFORM dashboard_add_order(OLD, -1); END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN PERFORM dashboard_add_order(NEW, 1); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION dashboard_lines_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN PERFORM dashboard_add_line(OLD, -1); END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN PERFORM dashboard_add_line(NEW, 1); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER dashboard_orders_written AFTER INSERT ON orders FOR EACH ROW EXECUTE FUNCTION dashboard_orders_changed();
--> statement-breakpoint
CREATE TRIGGER dashboard_orders_changed AFTER UPDATE ON orders FOR EACH ROW
  WHEN ((OLD.status = 'cancelled') IS DISTINCT FROM (NEW.status = 'cancelled') OR OLD.placed_at IS DISTINCT FROM NEW.placed_at
    OR OLD.channel IS DISTINCT FROM NEW.channel OR OLD.store_id IS DISTINCT FROM NEW.store_id
    OR OLD.total IS DISTINCT FROM NEW.total OR OLD.items_count IS DISTINCT FROM NEW.items_count)
  EXECUTE FUNCTION dashboard_orders_changed();
--> statement-breakpoint
-- Before the delete: the lines are still there to subtract (their own cascade delete finds no order).
CREATE FUNCTION dashboard_orders_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM dashboard_add_order(OLD, -1);
  RETURN OLD;
END $$;
--> statement-breakpoint
CREATE TRIGGER dashboard_orders_deleted BEFORE DELETE ON orders FOR EACH ROW EXECUTE FUNCTION dashboard_orders_deleted();
--> statement-breakpoint
CREATE TRIGGER dashboard_lines_changed AFTER INSERT OR DELETE OR UPDATE OF net, quantity, variant_id, order_id ON order_lines FOR EACH ROW EXECUTE FUNCTION dashboard_lines_changed();
--> statement-breakpoint
INSERT INTO dashboard_daily_sales (day, channel, store_id, revenue, orders, units)
SELECT (placed_at AT TIME ZONE 'Asia/Kolkata')::date, channel, coalesce(store_id, 0), sum(total), count(*), sum(items_count)
FROM orders WHERE status <> 'cancelled' GROUP BY 1, 2, 3;
--> statement-breakpoint
INSERT INTO dashboard_daily_products (day, product_id, revenue, units)
SELECT (o.placed_at AT TIME ZONE 'Asia/Kolkata')::date, v.product_id, sum(l.net), sum(l.quantity)
FROM orders o JOIN order_lines l ON l.order_id = o.id JOIN variants v ON v.id = l.variant_id WHERE o.status <> 'cancelled' GROUP BY 1, 2;
