CREATE TABLE "dashboard_customer_days" (
	"customer_id" integer NOT NULL,
	"day" date NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "dashboard_customer_days_customer_id_day_pk" PRIMARY KEY("customer_id","day")
);
--> statement-breakpoint
CREATE TABLE "dashboard_monthly_products" (
	"month" date NOT NULL,
	"product_id" integer NOT NULL,
	"revenue" bigint DEFAULT 0 NOT NULL,
	"units" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "dashboard_monthly_products_month_product_id_pk" PRIMARY KEY("month","product_id")
);
--> statement-breakpoint
-- The month's product sums and the customers' days beside the daily sums, in the same trigger calls (0034).
CREATE OR REPLACE FUNCTION dashboard_add_order(o orders, sign integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  sold_on date := (o.placed_at AT TIME ZONE 'Asia/Kolkata')::date;
BEGIN
  IF o.status = 'cancelled' THEN RETURN; END IF;
  INSERT INTO dashboard_daily_sales AS d (day, channel, store_id, revenue, orders, units)
  VALUES (sold_on, o.channel, coalesce(o.store_id, 0), sign * o.total, sign, sign * o.items_count)
  ON CONFLICT (day, channel, store_id) DO UPDATE SET revenue = d.revenue + excluded.revenue, orders = d.orders + excluded.orders, units = d.units + excluded.units;
  INSERT INTO dashboard_daily_products AS d (day, product_id, revenue, units)
  SELECT sold_on, v.product_id, sign * sum(l.net), sign * sum(l.quantity)
  FROM order_lines l JOIN variants v ON v.id = l.variant_id WHERE l.order_id = o.id GROUP BY v.product_id
  ON CONFLICT (day, product_id) DO UPDATE SET revenue = d.revenue + excluded.revenue, units = d.units + excluded.units;
  INSERT INTO dashboard_monthly_products AS d (month, product_id, revenue, units)
  SELECT date_trunc('month', sold_on::timestamp)::date, v.product_id, sign * sum(l.net), sign * sum(l.quantity)
  FROM order_lines l JOIN variants v ON v.id = l.variant_id WHERE l.order_id = o.id GROUP BY v.product_id
  ON CONFLICT (month, product_id) DO UPDATE SET revenue = d.revenue + excluded.revenue, units = d.units + excluded.units;
  IF o.customer_id IS NOT NULL THEN
    INSERT INTO dashboard_customer_days AS d (customer_id, day, orders) VALUES (o.customer_id, sold_on, sign)
    ON CONFLICT (customer_id, day) DO UPDATE SET orders = d.orders + excluded.orders;
    -- A day without sales left is no day of the customer's: their first day is the key's first row.
    DELETE FROM dashboard_customer_days WHERE customer_id = o.customer_id AND day = sold_on AND orders = 0;
  END IF;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION dashboard_add_line(l order_lines, sign integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  sold_on date;
  product integer;
BEGIN
  SELECT (o.placed_at AT TIME ZONE 'Asia/Kolkata')::date INTO sold_on FROM orders o WHERE o.id = l.order_id AND o.status <> 'cancelled';
  SELECT v.product_id INTO product FROM variants v WHERE v.id = l.variant_id;
  IF sold_on IS NULL OR product IS NULL THEN RETURN; END IF;
  INSERT INTO dashboard_daily_products AS d (day, product_id, revenue, units) VALUES (sold_on, product, sign * l.net, sign * l.quantity)
  ON CONFLICT (day, product_id) DO UPDATE SET revenue = d.revenue + excluded.revenue, units = d.units + excluded.units;
  INSERT INTO dashboard_monthly_products AS d (month, product_id, revenue, units)
  VALUES (date_trunc('month', sold_on::timestamp)::date, product, sign * l.net, sign * l.quantity)
  ON CONFLICT (month, product_id) DO UPDATE SET revenue = d.revenue + excluded.revenue, units = d.units + excluded.units;
END $$;
--> statement-breakpoint
DROP TRIGGER dashboard_orders_changed ON orders;
--> statement-breakpoint
CREATE TRIGGER dashboard_orders_changed AFTER UPDATE ON orders FOR EACH ROW
  WHEN ((OLD.status = 'cancelled') IS DISTINCT FROM (NEW.status = 'cancelled') OR OLD.placed_at IS DISTINCT FROM NEW.placed_at
    OR OLD.channel IS DISTINCT FROM NEW.channel OR OLD.store_id IS DISTINCT FROM NEW.store_id OR OLD.customer_id IS DISTINCT FROM NEW.customer_id
    OR OLD.total IS DISTINCT FROM NEW.total OR OLD.items_count IS DISTINCT FROM NEW.items_count)
  EXECUTE FUNCTION dashboard_orders_changed();
--> statement-breakpoint
INSERT INTO dashboard_monthly_products (month, product_id, revenue, units)
SELECT date_trunc('month', day::timestamp)::date, product_id, sum(revenue), sum(units) FROM dashboard_daily_products GROUP BY 1, 2;
--> statement-breakpoint
INSERT INTO dashboard_customer_days (customer_id, day, orders)
SELECT customer_id, (placed_at AT TIME ZONE 'Asia/Kolkata')::date, count(*) FROM orders
WHERE status <> 'cancelled' AND customer_id IS NOT NULL GROUP BY 1, 2;
