ALTER TABLE "customers" ADD COLUMN "newsletter_consent_at" timestamp (3);--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "erased_at" timestamp (3);--> statement-breakpoint
CREATE INDEX "customers_phone_idx" ON "customers" USING btree ("phone_number");--> statement-breakpoint
CREATE INDEX "customers_created_idx" ON "customers" USING btree ("created_at","id");--> statement-breakpoint
-- The newsletter consent's date (issue 22: the back office shows consents with their dates), set when
-- a customer subscribes and cleared when they leave, whichever module changes the flag.
CREATE FUNCTION customers_newsletter_consent() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT NEW.subscribed_to_newsletter THEN
    NEW.newsletter_consent_at := NULL;
  ELSIF TG_OP = 'INSERT' OR NOT OLD.subscribed_to_newsletter THEN
    NEW.newsletter_consent_at := coalesce(NEW.newsletter_consent_at, now());
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER customers_newsletter_consent BEFORE INSERT OR UPDATE OF subscribed_to_newsletter ON customers
  FOR EACH ROW EXECUTE FUNCTION customers_newsletter_consent();
--> statement-breakpoint
-- Customers subscribed before the date was kept: their last change is the best date known.
UPDATE customers SET newsletter_consent_at = updated_at WHERE subscribed_to_newsletter;
--> statement-breakpoint
-- The back office's customer search: part of a name, an e-mail or a phone number, one trigram index
-- over all of them (Georgian has no case; lower() folds the Latin letters of e-mails and names).
CREATE INDEX customers_search_trgm_idx ON customers USING gin (
  lower(email || ' ' || coalesce(first_name, '') || ' ' || coalesce(last_name, '') || ' ' || coalesce(phone_number, '')) gin_trgm_ops);
