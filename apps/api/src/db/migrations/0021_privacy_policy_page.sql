-- The privacy policy as a CMS page (issue 22): staff edit it in the back office; the storefront reads it at cms-plugin/pages.
INSERT INTO "cms_pages" ("code", "enabled") VALUES ('privacy-policy', true) ON CONFLICT ("code") DO NOTHING;
--> statement-breakpoint
INSERT INTO "cms_page_translations" ("page_id", "locale", "slug", "name", "content", "title")
SELECT "id", 'ka_GE', 'privacy-policy', $policy$კონფიდენციალურობის პოლიტიკა$policy$, $policy$<p><small>ბოლო განახლება: 2025 წლის 1 სექტემბერი</small></p>
<p>სახე არის სილამაზისა და კოსმეტიკის ონლაინ მაღაზია საქართველოში, რომელიც თბილისიდან მუშაობს. ეს პოლიტიკა განმარტავს, რა ინფორმაციას ვაგროვებთ, როცა ჩვენს ვებგვერდს სტუმრობთ ან ჩვენთან ყიდულობთ, რატომ ვაგროვებთ მას, ვის ვუზიარებთ და რა არჩევანი გაქვთ თქვენ.</p>
<p>ვებგვერდით სარგებლობით თქვენ ეთანხმებით აქ აღწერილ წესებს. თუ მათ არ ეთანხმებით, გთხოვთ, ნუ ისარგებლებთ ვებგვერდით.</p>
<h2>ინფორმაცია, რომელსაც თავად გვაწვდით</h2>
<p>რეგისტრაციისას, შეკვეთის გაფორმებისას, შეფასების დაწერისას ან ჩვენთან დაკავშირებისას გვაწვდით თქვენს სახელს, ელფოსტის მისამართს, ტელეფონის ნომერსა და მიწოდების მისამართს, ასევე შეკვეთის დეტალებს და ყველაფერს, რასაც თავად მოგვწერთ.</p>
<h2>ბრაუზერისა და სერვერის ჟურნალის მონაცემები</h2>
<p>ვებგვერდების უმეტესობის მსგავსად, ჩვენი სერვერები ავტომატურად აღრიცხავს იმ ინფორმაციას, რომელსაც თქვენი ბრაუზერი ყოველი ვიზიტისას აგზავნის: IP მისამართს, ბრაუზერისა და მოწყობილობის ტიპსა და ვერსიას, ენის პარამეტრებს, თქვენ მიერ ნანახ გვერდებს, ვიზიტის თარიღსა და დროს და იმ გვერდს, საიდანაც ჩვენთან მოხვდით.</p>
<p>ამ მონაცემებს ვიყენებთ ვებგვერდის გამართული და უსაფრთხო მუშაობისთვის, შეცდომების აღმოსაჩენად და გამოსასწორებლად და იმის გასაგებად, როგორ სარგებლობენ ვებგვერდით.</p>
<h2>ქუქი-ფაილები და პიქსელები</h2>
<p>ქუქი-ფაილები მცირე ზომის ტექსტური ფაილებია, რომლებსაც ვებგვერდი თქვენს ბრაუზერში ინახავს. ჩვენ მათ ვიყენებთ კალათის შესანახად, ანგარიშში შესვლის შესანარჩუნებლად და თქვენი ენისა და ქუქი-ფაილებზე გაკეთებული არჩევანის დასამახსოვრებლად.</p>
<p>ასევე ვიყენებთ ანალიტიკისა და რეკლამის სერვისების, მაგალითად Google Tag Manager-ისა და Google Analytics-ის, ქუქი-ფაილებსა და პიქსელებს (კოდის მცირე ფრაგმენტებს ან უხილავ გამოსახულებებს), რათა შევაფასოთ ვიზიტები და ჩვენი რეკლამის ეფექტიანობა. ისინი მხოლოდ მას შემდეგ ჩაირთვება, რაც ქუქი-ფაილების შეტყობინებაში თანხმობას გამოხატავთ.</p>
<p>ქუქი-ფაილების წაშლა ან დაბლოკვა ნებისმიერ დროს შეგიძლიათ ბრაუზერის პარამეტრებში. ქუქი-ფაილების გარეშე კალათა და ანგარიშში შესვლა ვერ იმუშავებს.</p>
<h2>როგორ ვიყენებთ თქვენს ინფორმაციას</h2>
<p>შეგროვებულ ინფორმაციას ვიყენებთ ჩვენი მომსახურების გასაწევად, კერძოდ:</p>
<ul><li>შეკვეთების დასამუშავებლად, მისაწოდებლად და საჭიროების შემთხვევაში დასაბრუნებლად, ასევე თქვენი ანგარიშის სამართავად;</li><li>შეკვეთების, მიწოდებისა და თქვენ მიერ დასმული კითხვების თაობაზე ტელეფონით ან SMS-ით დასაკავშირებლად;</li><li>შეკვეთების საფასურის მისაღებად და კანონით მოთხოვნილი ჩანაწერების შესანახად;</li><li>ვებგვერდის, ასორტიმენტისა და მომხმარებელთა მომსახურების გასაუმჯობესებლად;</li><li>თაღლითობისა და ვებგვერდის ბოროტად გამოყენების თავიდან ასაცილებლად.</li></ul>
<h2>სარეკლამო შეთავაზებები და მათზე უარის თქმა</h2>
<p>თქვენი თანხმობით შეიძლება ელფოსტით ან SMS-ით გამოგიგზავნოთ ინფორმაცია შეთავაზებების, ფასდაკლებებისა და ახალი პროდუქციის შესახებ. სარეკლამო შეტყობინებებზე უარის თქმა ნებისმიერ დროს შეგიძლიათ: გამოიყენეთ გამოწერის გაუქმების ბმული ჩვენს ნებისმიერ წერილში, გამორთეთ სიახლეების გამოწერა პროფილში ან მოგვწერეთ მისამართზე info@sakhe.ge.</p>
<p>სარეკლამო შეტყობინებებზე უარის თქმის შემდეგაც მიიღებთ იმ შეტყობინებებს, რომლებიც თქვენს შეკვეთებსა და მიწოდებას ეხება.</p>
<h2>ვის ვუზიარებთ თქვენს ინფორმაციას</h2>
<p>თქვენს პერსონალურ მონაცემებს არ ვყიდით. მათ ვუზიარებთ მხოლოდ იმ ოდენობით, რამდენიც აუცილებელია:</p>
<ul><li>მიწოდებისა და საკურიერო კომპანიებს, რომლებიც შეკვეთის მოსატანად იღებენ თქვენს სახელს, ტელეფონის ნომერსა და მიწოდების მისამართს;</li><li>SMS მომსახურების მიმწოდებლებს, რომლებიც შეკვეთისა და მიწოდების შესახებ შეტყობინებების გამოსაგზავნად იღებენ თქვენს ტელეფონის ნომერსა და შეტყობინების ტექსტს;</li><li>სამართლებრივ მხარეებს: სასამართლოს, სამართალდამცავ და სხვა საჯარო უწყებებს, როცა ამას კანონი მოითხოვს, ასევე ჩვენს იურიდიულ მრჩევლებს, როცა ეს ჩვენი უფლებების ან მომხმარებელთა უსაფრთხოების დასაცავად არის საჭირო.</li></ul>
<h2>გამყიდველები და საბანკო ბარათის მონაცემები</h2>
<p>ზოგიერთ პროდუქტს უშუალოდ მისი გამყიდველი გვაწვდის. შეკვეთის შესასრულებლად ინფორმაცია შეკვეთის შესახებ (პროდუქტები, რაოდენობა, მიწოდების მისამართი და მიწოდებისთვის საჭირო საკონტაქტო მონაცემები) ამ გამყიდველებს გადაეცემა.</p>
<p>თქვენი საბანკო ბარათის მონაცემები გამყიდველებს არასდროს გადაეცემა. ბარათით გადახდა ბანკის დაცულ საგადახდო გვერდზე მუშავდება — თქვენი ბარათის ნომერს ჩვენ ვერ ვხედავთ და არც ვინახავთ.</p>
<h2>რამდენ ხანს ვინახავთ ინფორმაციას და როგორ ვიცავთ მას</h2>
<p>პერსონალურ მონაცემებს ვინახავთ იმდენ ხანს, რამდენიც მომსახურების გასაწევად გვჭირდება და რამდენსაც კანონი მოითხოვს, მაგალითად, ბუღალტრული აღრიცხვისთვის. მათ დაკარგვისგან, ბოროტად გამოყენებისა და უნებართვო წვდომისგან ტექნიკური და ორგანიზაციული ზომებით ვიცავთ.</p>
<h2>თქვენი უფლებები</h2>
<p>„პერსონალურ მონაცემთა დაცვის შესახებ“ საქართველოს კანონის თანახმად, შეგიძლიათ მოგვთხოვოთ ინფორმაცია იმის შესახებ, რა მონაცემებს ვინახავთ თქვენზე, მოითხოვოთ მათი შესწორება ან წაშლა და გააუქმოთ ადრე გაცემული თანხმობა. მოგვწერეთ და კანონით დადგენილ ვადაში გიპასუხებთ.</p>
<h2>ცვლილებები ამ პოლიტიკაში</h2>
<p>დროდადრო შეიძლება ეს პოლიტიკა შევცვალოთ. ყოველი ცვლილება ვებგვერდის ამავე გვერდზე ქვეყნდება, ზემოთ კი ბოლო განახლების თარიღი მიეთითება. გთხოვთ, პერიოდულად გადახედოთ მას; ცვლილების შემდეგ ვებგვერდით სარგებლობის გაგრძელება განახლებულ პოლიტიკასთან თანხმობას ნიშნავს.</p>
<h2>დაგვიკავშირდით</h2>
<p>თუ ამ პოლიტიკასთან ან თქვენს პერსონალურ მონაცემებთან დაკავშირებით კითხვები გაქვთ, მოგვწერეთ მისამართზე info@sakhe.ge ან დაგვირეკეთ ნომერზე +995 32 219 19 19.</p>$policy$, $policy$კონფიდენციალურობის პოლიტიკა$policy$ FROM "cms_pages" WHERE "code" = 'privacy-policy'
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "cms_page_translations" ("page_id", "locale", "slug", "name", "content", "title")
SELECT "id", 'en_US', 'privacy-policy', $policy$Privacy policy$policy$, $policy$<p><small>Last updated: 1 September 2025</small></p>
<p>sakhe is an online beauty and cosmetics shop for Georgia, run from Tbilisi. This policy explains what information we collect when you visit our website or shop with us, why we collect it, who we share it with and what choices you have.</p>
<p>By using the website you agree to the practices described here. If you do not agree with them, please do not use the website.</p>
<h2>Information you give us</h2>
<p>When you register, place an order, write a review or contact us, you give us your name, e-mail address, phone number and delivery address, together with the details of your order and anything you choose to write to us.</p>
<h2>Browser and log data</h2>
<p>Like most websites, our servers automatically record information your browser sends whenever you visit: your IP address, the type and version of your browser and device, your language settings, the pages you view, the time and date of your visit and the page that referred you to us.</p>
<p>We use this log data to keep the website running and secure, to find and fix errors and to understand how the website is used.</p>
<h2>Cookies and pixels</h2>
<p>Cookies are small text files a website stores in your browser. We use them to keep your cart, to keep you logged in and to remember your language and your cookie choice.</p>
<p>We also use cookies and pixels (small pieces of code or invisible images) from analytics and advertising services, such as Google Tag Manager and Google Analytics, to measure visits and the effect of our advertising. These are only switched on after you accept cookies in the cookie notice.</p>
<p>You can delete cookies or block them in your browser settings at any time. Without cookies the cart and login will not work.</p>
<h2>How we use your information</h2>
<p>We use the information we collect to provide our service, in particular to:</p>
<ul><li>process, deliver and, where needed, return your orders and manage your account;</li><li>contact you by phone and SMS about your orders, deliveries and questions you have asked us;</li><li>collect payment for your orders and keep the records the law requires;</li><li>improve the website, our range and our customer service;</li><li>prevent fraud and misuse of the website.</li></ul>
<h2>Promotions and your right to opt out</h2>
<p>With your consent we may send you news about offers, discounts and new products by e-mail or SMS. You can opt out of promotions at any time: use the unsubscribe link in any of our e-mails, switch off the newsletter in your profile, or write to us at info@sakhe.ge.</p>
<p>Opting out of promotions does not stop the messages we must send you about your orders and deliveries.</p>
<h2>Who we share your information with</h2>
<p>We do not sell your personal information. We share it only as far as necessary with:</p>
<ul><li>delivery and courier companies, who receive your name, phone number and delivery address to bring you your order;</li><li>SMS service providers, who receive your phone number and the text of the message to send you order and delivery notifications;</li><li>legal parties: courts, law enforcement and other public authorities when the law requires it, and our legal advisers when it is needed to protect our rights or the safety of our customers.</li></ul>
<h2>Sellers and bank card details</h2>
<p>Some products are supplied directly by their sellers. To fulfil your order, the information about it (the products, quantities, delivery address and contact details needed for delivery) is passed to those sellers.</p>
<p>Your bank card details are never passed to sellers. Card payments are processed on the secure payment page of the bank; we do not see or store your card number.</p>
<h2>How long we keep information and how we protect it</h2>
<p>We keep personal information as long as we need it to provide the service and as long as the law requires, for example for accounting. We protect it with technical and organisational measures against loss, misuse and unauthorised access.</p>
<h2>Your rights</h2>
<p>Under the Law of Georgia on Personal Data Protection you may ask us what information we hold about you, ask us to correct or delete it, and withdraw any consent you have given. Write to us and we will answer within the time the law sets.</p>
<h2>Changes to this policy</h2>
<p>We may change this policy from time to time. Every change is posted on this page of the website, with the date of the last update at the top. Please check it from time to time; by continuing to use the website after a change, you accept the updated policy.</p>
<h2>Contact us</h2>
<p>If you have any questions about this policy or your personal information, write to us at info@sakhe.ge or call +995 32 219 19 19.</p>$policy$, $policy$Privacy policy$policy$ FROM "cms_pages" WHERE "code" = 'privacy-policy'
ON CONFLICT DO NOTHING;
