-- Each placed order's timeline (issue 21): every state change of the order, its payments and its
-- shipments, whichever module makes it (checkout, a bank's callback, a job, staff). A staff action
-- names its member for the transaction (set_config('sakhe.staff_id', …, true)), so the timeline says who.
CREATE FUNCTION order_timeline_record(order_id integer, kind text, subject_id integer, from_state text, to_state text, detail jsonb)
RETURNS void LANGUAGE sql AS $$
  INSERT INTO order_events (order_id, kind, subject_id, from_state, to_state, staff_id, staff_email, detail)
  VALUES (order_id, kind, subject_id, from_state, to_state,
    nullif(current_setting('sakhe.staff_id', true), '')::integer,
    nullif(current_setting('sakhe.staff_email', true), ''), detail);
$$;
--> statement-breakpoint
CREATE FUNCTION order_timeline_order() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A cart has no timeline; its completion (cart → new) is the first event.
  IF NEW.state = 'cart' THEN RETURN NULL; END IF;
  IF NEW.state IS DISTINCT FROM OLD.state THEN
    PERFORM order_timeline_record(NEW.id, 'order_state', NULL, OLD.state, NEW.state, NULL);
  END IF;
  IF NEW.payment_state IS DISTINCT FROM OLD.payment_state THEN
    PERFORM order_timeline_record(NEW.id, 'payment_state', NULL, OLD.payment_state, NEW.payment_state, NULL);
  END IF;
  IF NEW.shipping_state IS DISTINCT FROM OLD.shipping_state THEN
    PERFORM order_timeline_record(NEW.id, 'shipping_state', NULL, OLD.shipping_state, NEW.shipping_state, NULL);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER orders_timeline AFTER UPDATE OF state, payment_state, shipping_state ON orders
  FOR EACH ROW EXECUTE FUNCTION order_timeline_order();
--> statement-breakpoint
CREATE FUNCTION order_timeline_payment() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A cart's payment (state cart) changes with the cart; from completion on, each change is an event.
  IF NEW.state IS DISTINCT FROM OLD.state AND OLD.state <> 'cart' THEN
    PERFORM order_timeline_record(NEW.order_id, 'payment', NEW.id, OLD.state, NEW.state,
      jsonb_build_object('amount', NEW.amount));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER payments_timeline AFTER UPDATE OF state ON payments
  FOR EACH ROW EXECUTE FUNCTION order_timeline_payment();
--> statement-breakpoint
CREATE FUNCTION order_timeline_shipment() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.state IS DISTINCT FROM OLD.state AND OLD.state <> 'cart' THEN
    PERFORM order_timeline_record(NEW.order_id, 'shipment', NEW.id, OLD.state, NEW.state, NULL);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER shipments_timeline AFTER UPDATE OF state ON shipments
  FOR EACH ROW EXECUTE FUNCTION order_timeline_shipment();
--> statement-breakpoint
-- The back office's order list (modules/fulfilment): placed orders newest first, by each state, by
-- payment and shipping method; searched by phone (E.164, as the checkout stores it), city and name.
CREATE INDEX orders_placed_idx ON orders (checkout_completed_at DESC, id DESC) WHERE checkout_completed_at IS NOT NULL;
--> statement-breakpoint
CREATE INDEX orders_placed_state_idx ON orders (state, checkout_completed_at DESC) WHERE checkout_completed_at IS NOT NULL;
--> statement-breakpoint
CREATE INDEX orders_placed_payment_state_idx ON orders (payment_state, checkout_completed_at DESC) WHERE checkout_completed_at IS NOT NULL;
--> statement-breakpoint
CREATE INDEX orders_placed_shipping_state_idx ON orders (shipping_state, checkout_completed_at DESC) WHERE checkout_completed_at IS NOT NULL;
--> statement-breakpoint
CREATE INDEX orders_billing_address_idx ON orders (billing_address_id);
--> statement-breakpoint
CREATE INDEX orders_shipping_address_idx ON orders (shipping_address_id);
--> statement-breakpoint
CREATE INDEX payments_method_order_idx ON payments (method_id, order_id);
--> statement-breakpoint
CREATE INDEX shipments_method_order_idx ON shipments (method_id, order_id);
--> statement-breakpoint
CREATE INDEX addresses_phone_idx ON addresses (phone_number);
--> statement-breakpoint
CREATE INDEX addresses_province_idx ON addresses (province_code);
--> statement-breakpoint
CREATE INDEX addresses_name_trgm_idx ON addresses USING gin (lower(first_name || ' ' || last_name) gin_trgm_ops);
