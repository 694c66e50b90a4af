-- The pickup method names the shop's address from the settings (issue 26 §17): the one the footer
-- shows, in place of {shopAddress}. Only the demo's own wording is rewritten; a shop's own stays.
UPDATE shipping_method_translations SET description = 'უფასოდ, ჩვენი მაღაზიიდან ({shopAddress}), მზადყოფნის შეტყობინების შემდეგ.'
WHERE description = 'უფასოდ, ჩვენი თბილისის მაღაზიიდან (ჭავჭავაძის გამზ. 1), მზადყოფნის შეტყობინების შემდეგ.';
--> statement-breakpoint
UPDATE shipping_method_translations SET description = 'Free, from our store ({shopAddress}) once we tell you it is ready.'
WHERE description = 'Free, from our Tbilisi store (1 Chavchavadze Ave.) once we tell you it is ready.';
