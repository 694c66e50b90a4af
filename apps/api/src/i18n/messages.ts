import type { CatalogLocale } from '@sakhe/contract';

/**
 * The API's own words: validation and checkout messages, in the request's language.
 * English is the spec's wording (SPEC §5, §8) where it has one, otherwise Sylius'.
 */
const messages = {
  required: { en_US: 'This field is required', ka_GE: 'ეს ველი სავალდებულოა' },
  minLength: {
    en_US: 'Field must be at least {min} characters long',
    ka_GE: 'ველი უნდა შეიცავდეს მინიმუმ {min} სიმბოლოს',
  },
  maxLength: {
    en_US: 'Field can be max. {max} characters long',
    ka_GE: 'ველი შეიძლება შეიცავდეს მაქსიმუმ {max} სიმბოლოს',
  },
  email: { en_US: 'Not a valid e-mail', ka_GE: 'ელ-ფოსტის მისამართი არასწორია' },
  emailNotTakenCheckout: {
    en_US: 'Email belongs to a registered user',
    ka_GE: 'ეს ელ-ფოსტა რეგისტრირებულ მომხმარებელს ეკუთვნის',
  },
  phoneNumber: { en_US: 'Not a valid phone number', ka_GE: 'ტელეფონის ნომერი არასწორია' },
  city: { en_US: 'Please choose a city from the list', ka_GE: 'გთხოვთ, აირჩიოთ ქალაქი სიიდან' },
  country: { en_US: 'This value is not a valid country.', ka_GE: 'მითითებული ქვეყანა არასწორია.' },
  promoCodeInvalid: { en_US: 'The promo code is invalid', ka_GE: 'პრომო კოდი არასწორია' },
  quantityNotInStock: {
    en_US: 'This quantity of the product is not in stock',
    ka_GE: 'პროდუქტის ეს რაოდენობა მარაგში არ არის',
  },
  insufficientStock: {
    en_US: 'Product does not have sufficient stock',
    ka_GE: 'პროდუქტის მარაგი საკმარისი არ არის',
  },
  noShippingMethod: {
    en_US: 'There is no shipping method for your order, please contact us about this issue',
    ka_GE: 'თქვენი შეკვეთისთვის მიწოდების მეთოდი ვერ მოიძებნა, გთხოვთ, დაგვიკავშირდეთ',
  },
  noPaymentMethod: {
    en_US: 'There is no payment method for your order, please contact us about this issue',
    ka_GE: 'თქვენი შეკვეთისთვის გადახდის მეთოდი ვერ მოიძებნა, გთხოვთ, დაგვიკავშირდეთ',
  },
  quantityRange: {
    en_US: 'Quantity must be between 1 and {max}.',
    ka_GE: 'რაოდენობა უნდა იყოს 1-დან {max}-მდე.',
  },
  variantNotFound: {
    en_US: 'The product variant with {code} does not exist.',
    ka_GE: 'პროდუქტის ვარიანტი {code} არ არსებობს.',
  },
  productDisabled: {
    en_US: 'This product {productName} has been disabled.',
    ka_GE: 'პროდუქტი „{productName}“ აღარ იყიდება.',
  },
  emptyOrder: {
    en_US: 'An empty order cannot be completed.',
    ka_GE: 'ცარიელი შეკვეთის გაფორმება შეუძლებელია.',
  },
  emailBeforeCompleting: {
    en_US: 'Please enter your email before completing the order.',
    ka_GE: 'შეკვეთის დასრულებამდე გთხოვთ, მიუთითოთ ელ-ფოსტა.',
  },
  billingAddressRequired: {
    en_US: 'Please provide a billing address.',
    ka_GE: 'გთხოვთ, მიუთითოთ გადამხდელის მისამართი.',
  },
  addressFirst: {
    en_US: 'Order should be addressed first.',
    ka_GE: 'ჯერ მიწოდების მისამართი უნდა მიუთითოთ.',
  },
  shipmentNotFound: { en_US: 'The shipment does not exist.', ka_GE: 'ასეთი გზავნილი არ არსებობს.' },
  paymentNotFound: { en_US: 'The payment does not exist.', ka_GE: 'ასეთი გადახდა არ არსებობს.' },
  shippingMethodNotFound: {
    en_US: 'The shipping method with {code} code does not exist.',
    ka_GE: 'მიწოდების მეთოდი კოდით {code} არ არსებობს.',
  },
  shippingMethodNotAvailable: {
    en_US:
      'The shipping method {name} is not available for this order. Please reselect your shipping method.',
    ka_GE: 'მიწოდების მეთოდი „{name}“ ამ შეკვეთისთვის ხელმისაწვდომი არ არის. გთხოვთ, აირჩიოთ სხვა მეთოდი.',
  },
  paymentMethodNotFound: {
    en_US: 'The payment method with {code} code does not exist.',
    ka_GE: 'გადახდის მეთოდი კოდით {code} არ არსებობს.',
  },
  paymentMethodNotAvailable: {
    en_US: 'The payment method {name} is not available for this order. Please choose another one.',
    ka_GE: 'გადახდის მეთოდი „{name}“ ამ შეკვეთისთვის ხელმისაწვდომი არ არის. გთხოვთ, აირჩიოთ სხვა.',
  },
  paymentMethodDisabled: {
    en_US: 'This payment method {name} has been disabled. Please reselect your payment method.',
    ka_GE: 'გადახდის მეთოდი „{name}“ გათიშულია. გთხოვთ, აირჩიოთ სხვა მეთოდი.',
  },
  paymentMethodCancelledOrder: {
    en_US: 'You cannot change the payment method for a cancelled order.',
    ka_GE: 'გაუქმებული შეკვეთის გადახდის მეთოდის შეცვლა შეუძლებელია.',
  },
  paymentMethodNotChangeable: {
    en_US: 'The payment method of this payment can no longer be changed.',
    ka_GE: 'ამ გადახდის მეთოდის შეცვლა აღარ არის შესაძლებელი.',
  },
  paymentNotStartable: {
    en_US: 'This payment cannot be paid now.',
    ka_GE: 'ამ გადახდის შესრულება ახლა შეუძლებელია.',
  },
  paymentGatewayUnavailable: {
    en_US: 'The bank cannot be reached right now. Please try again in a few minutes.',
    ka_GE: 'ბანკთან კავშირი ამჟამად ვერ ხერხდება. გთხოვთ, სცადოთ რამდენიმე წუთში.',
  },
  paymentNotRefundable: {
    en_US: 'Only a completed card payment can be refunded.',
    ka_GE: 'თანხის დაბრუნება მხოლოდ დასრულებული ბარათით გადახდისთვის არის შესაძლებელი.',
  },
  refundExceedsRemaining: {
    en_US: 'The refund must be between 0.01 and {remaining} ₾, what is left of the payment.',
    ka_GE: 'დასაბრუნებელი თანხა უნდა იყოს 0.01-დან {remaining} ₾-მდე (გადახდიდან დარჩენილი თანხა).',
  },
  refundRefused: {
    en_US: 'The bank refused the refund.',
    ka_GE: 'ბანკმა თანხის დაბრუნებაზე უარი თქვა.',
  },
  wrongState: {
    en_US:
      'Cannot {transition} as order is in a wrong state. Current: {state}. Possible transitions: {transitions}.',
    ka_GE:
      'მოქმედება „{transition}“ შეუძლებელია, რადგან შეკვეთა არასწორ მდგომარეობაშია. მიმდინარე: {state}. შესაძლო გადასვლები: {transitions}.',
  },
  invalidValue: { en_US: 'This value is not valid.', ka_GE: 'მნიშვნელობა არასწორია.' },
  // The back office (modules/fulfilment, modules/settings)
  paymentWrongState: {
    en_US:
      'Cannot {transition} as payment is in a wrong state. Current: {state}. Possible transitions: {transitions}.',
    ka_GE:
      'მოქმედება „{transition}“ შეუძლებელია, რადგან გადახდა არასწორ მდგომარეობაშია. მიმდინარე: {state}. შესაძლო გადასვლები: {transitions}.',
  },
  shipmentWrongState: {
    en_US:
      'Cannot {transition} as shipment is in a wrong state. Current: {state}. Possible transitions: {transitions}.',
    ka_GE:
      'მოქმედება „{transition}“ შეუძლებელია, რადგან გზავნილი არასწორ მდგომარეობაშია. მიმდინარე: {state}. შესაძლო გადასვლები: {transitions}.',
  },
  unknownMethodCode: {
    en_US: 'There is no method with the code {code}.',
    ka_GE: 'მეთოდი კოდით {code} არ არსებობს.',
  },
  shippingFeeMismatch: {
    en_US: 'The fee does not fit the {calculator} calculator.',
    ka_GE: 'საფასური არ შეესაბამება კალკულატორს {calculator}.',
  },
  unknownProvince: {
    en_US: 'There is no city with the code {code}.',
    ka_GE: 'ქალაქი კოდით {code} არ არსებობს.',
  },
  // Promotions, coupons and catalog promotions (modules/promotions/admin)
  promotionCodeTaken: {
    en_US: 'A promotion with the code {code} already exists.',
    ka_GE: 'აქცია კოდით {code} უკვე არსებობს.',
  },
  couponCodeTaken: {
    en_US: 'The coupon code {code} is already taken.',
    ka_GE: 'კუპონის კოდი {code} უკვე დაკავებულია.',
  },
  unknownTaxonCode: {
    en_US: 'There is no category or brand with the code {code}.',
    ka_GE: 'კატეგორია ან ბრენდი კოდით {code} არ არსებობს.',
  },
  unknownProductCode: {
    en_US: 'There is no product with the code {code}.',
    ka_GE: 'პროდუქტი კოდით {code} არ არსებობს.',
  },
  unknownPromotion: {
    en_US: 'There is no promotion with the code {code}.',
    ka_GE: 'აქცია კოდით {code} არ არსებობს.',
  },
  promotionInUse: {
    en_US: 'Orders have used this promotion: switch it off instead of deleting it.',
    ka_GE: 'ეს აქცია შეკვეთებში უკვე გამოყენებულია: წაშლის ნაცვლად გამორთეთ.',
  },
  promotionSystem: {
    en_US: 'The invite-a-friend programme needs this promotion: edit it or switch it off.',
    ka_GE: 'ეს აქცია მეგობრის მოწვევის პროგრამას სჭირდება: შეცვალეთ ან გამორთეთ.',
  },
  promotionSystemCoupons: {
    en_US:
      'The invite-a-friend programme gives this promotion through its personal coupons only: it stays coupon-based.',
    ka_GE:
      'ამ აქციას მეგობრის მოწვევის პროგრამა მხოლოდ პერსონალური კუპონებით იძლევა: ის კუპონით მოქმედი რჩება.',
  },
  couponInUse: {
    en_US: 'Orders have used this coupon: let it expire instead of deleting it.',
    ka_GE: 'ეს კუპონი შეკვეთებში უკვე გამოყენებულია: წაშლის ნაცვლად ვადა ამოუწურეთ.',
  },
  couponsNotCouponBased: {
    en_US: 'This promotion works without coupons: mark it coupon-based first.',
    ka_GE: 'ეს აქცია კუპონის გარეშე მოქმედებს: ჯერ მონიშნეთ, რომ კუპონით მუშაობს.',
  },
  // Customer accounts
  emailNotTaken: {
    en_US: 'User with this e-mail address is already registered',
    ka_GE: 'ამ ელ-ფოსტით მომხმარებელი უკვე დარეგისტრირებულია',
  },
  emailUsed: {
    en_US: 'This e-mail address is already used',
    ka_GE: 'ეს ელ-ფოსტა უკვე გამოყენებულია',
  },
  sameAs: { en_US: 'Passwords are not the same', ka_GE: 'პაროლები არ ემთხვევა' },
  acceptTerms: {
    en_US: 'You must agree to the terms',
    ka_GE: 'რეგისტრაციისთვის აუცილებელია წესებსა და პირობებზე დათანხმება',
  },
  choice: { en_US: 'Please choose one of the options', ka_GE: 'გთხოვთ, აირჩიოთ ერთ-ერთი ვარიანტი' },
  wrongCurrentPassword: { en_US: 'Wrong current password', ka_GE: 'მიმდინარე პაროლი არასწორია' },
  resetTokenInvalid: {
    en_US: 'Password reset token {token} is invalid.',
    ka_GE: 'პაროლის აღდგენის ბმული არასწორია ან უკვე გამოყენებულია.',
  },
  resetTokenExpired: {
    en_US: 'Password reset token has expired.',
    ka_GE: 'პაროლის აღდგენის ბმულს ვადა გაუვიდა.',
  },
  charactersNotAllowed: {
    en_US: 'This value contains characters that are not allowed.',
    ka_GE: 'მნიშვნელობა შეიცავს დაუშვებელ სიმბოლოებს.',
  },
  localeInvalid: {
    en_US: 'This value is not a valid locale code.',
    ka_GE: 'ენის კოდი არასწორია.',
  },
  emailChangeForbidden: {
    en_US:
      "Email can be changed only for guest customers. Once the customer logs in and the cart is assigned, the email can't be changed.",
    ka_GE: 'ავტორიზებული მომხმარებლის კალათაში ელ-ფოსტის შეცვლა შეუძლებელია.',
  },
  emailNotVerified: {
    en_US: 'The e-mail address of this account is not verified',
    ka_GE: 'ამ ანგარიშის ელ-ფოსტა დადასტურებული არ არის',
  },
  emailMissing: {
    en_US: 'The account did not share an e-mail address',
    ka_GE: 'ანგარიშმა ელ-ფოსტის მისამართი არ გაგვიზიარა',
  },
  orderNotClaimable: {
    en_US: 'This order cannot be used to create an account.',
    ka_GE: 'ამ შეკვეთით ანგარიშის შექმნა შეუძლებელია.',
  },
  // Product reviews (SPEC §5; the rating's message is Sylius')
  notAShopUser: { en_US: 'Log in to leave a review', ka_GE: 'შეფასების დასატოვებლად გაიარეთ ავტორიზაცია' },
  productPurchased: {
    en_US: 'You have not purchased this product',
    ka_GE: 'თქვენ ეს პროდუქტი არ შეგიძენიათ',
  },
  notReviewed: {
    en_US: 'You have already reviewed this product',
    ka_GE: 'თქვენ ეს პროდუქტი უკვე შეაფასეთ',
  },
  reviewRating: {
    en_US: 'Review rating must be between 1 and 5.',
    ka_GE: 'შეფასება უნდა იყოს 1-დან 5-მდე.',
  },
  // The referral programme
  referralCodeUnknown: {
    en_US: 'This invitation code does not exist',
    ka_GE: 'მოწვევის ასეთი კოდი არ არსებობს',
  },
  referralSelf: {
    en_US: 'You cannot use your own invitation code',
    ka_GE: 'საკუთარი მოწვევის კოდის გამოყენება შეუძლებელია',
  },
  referralNotNew: {
    en_US: 'Invitation codes are for new customers who have not ordered yet',
    ka_GE: 'მოწვევის კოდი მხოლოდ ახალი მომხმარებლებისთვისაა, ვისაც ჯერ შეკვეთა არ გაუკეთებია',
  },
  // The back office's staff (modules/staff).
  staffEmailTaken: {
    en_US: 'This e-mail is already used by another member of staff',
    ka_GE: 'ეს ელ-ფოსტა უკვე გამოიყენება სხვა თანამშრომლის მიერ',
  },
  staffLastOwner: {
    en_US: 'The shop needs at least one enabled owner',
    ka_GE: 'მაღაზიას სჭირდება ერთი აქტიური მფლობელი მაინც',
  },
  twoFactorAlreadyOn: {
    en_US: 'Two-factor sign-in is already on for this account',
    ka_GE: 'ორეტაპიანი შესვლა ამ ანგარიშზე უკვე ჩართულია',
  },
  twoFactorNoEnrollment: {
    en_US: 'There is no two-factor enrollment to confirm: start one first',
    ka_GE: 'დასადასტურებელი ორეტაპიანი შესვლა არ არსებობს: ჯერ დაიწყეთ ჩართვა',
  },
  twoFactorCodeInvalid: { en_US: 'This code is not valid', ka_GE: 'ეს კოდი არასწორია' },
  twoFactorEnrollmentRequired: {
    en_US: 'Turn on two-factor sign-in before making changes: your role requires it',
    ka_GE: 'ცვლილებების შესატანად ჩართეთ ორეტაპიანი შესვლა: თქვენი როლი ამას მოითხოვს',
  },
  staffPermissionDenied: {
    en_US: 'Your role does not allow this',
    ka_GE: 'თქვენი როლი ამის უფლებას არ იძლევა',
  },
  adminHeaderRequired: {
    en_US: 'A change made with the admin cookie needs the X-Sakhe-Admin: 1 header',
    ka_GE: 'ადმინისტრატორის ქუქით შესრულებულ ცვლილებას სჭირდება X-Sakhe-Admin: 1 თავსართი',
  },
  // Categories, brands and the CMS in the back office (catalog/admin/taxons, content/admin).
  codeTaken: { en_US: 'The code "{code}" is already used', ka_GE: 'კოდი „{code}“ უკვე გამოყენებულია' },
  slugTaken: { en_US: 'The slug "{slug}" is already used', ka_GE: 'მისამართი „{slug}“ უკვე გამოყენებულია' },
  taxonUnknownParent: {
    en_US: 'There is no such parent category',
    ka_GE: 'ასეთი მშობელი კატეგორია არ არსებობს',
  },
  taxonRootFixed: {
    en_US: 'The menu and the brands list are the roots of the tree: they cannot be moved or deleted',
    ka_GE: 'მენიუ და ბრენდების სია ხის საწყისებია: მათი გადატანა ან წაშლა შეუძლებელია',
  },
  taxonUnderItself: {
    en_US: 'A category cannot be moved under itself or one of its own subcategories',
    ka_GE: 'კატეგორიას ვერ გადაიტანთ საკუთარ თავში ან საკუთარ ქვეკატეგორიაში',
  },
  taxonAcrossTrees: {
    en_US: 'Categories stay in the menu and brands in the brands list',
    ka_GE: 'კატეგორიები მენიუში რჩება, ბრენდები კი — ბრენდების სიაში',
  },
  taxonHasProducts: {
    en_US: '{count} products are in it or below it: move them to another category first',
    ka_GE: 'მასში ან მის ქვეკატეგორიებში {count} პროდუქტია: ჯერ გადაიტანეთ ისინი სხვა კატეგორიაში',
  },
  unknownProducts: { en_US: 'No such products: {codes}', ka_GE: 'ასეთი პროდუქტები არ არსებობს: {codes}' },
  reorderMismatch: {
    en_US: 'The new order must name every entry of the list exactly once',
    ka_GE: 'ახალ რიგში სიის ყველა ჩანაწერი ზუსტად ერთხელ უნდა იყოს',
  },
  tooManyRequests: {
    en_US: 'Too many attempts, please try again in {wait}',
    ka_GE: 'ძალიან ბევრი მცდელობაა, გთხოვთ, სცადოთ {wait}',
  },
  // How long to wait, as tooManyRequests says it: a minute or more in minutes, less in seconds.
  waitMinute: { en_US: '1 minute', ka_GE: '1 წუთში' },
  waitMinutes: { en_US: '{count} minutes', ka_GE: '{count} წუთში' },
  waitSecond: { en_US: '1 second', ka_GE: '1 წამში' },
  waitSeconds: { en_US: '{count} seconds', ka_GE: '{count} წამში' },
  // Image uploads of the back office (modules/media), in Symfony's Image constraint's words.
  imageType: {
    en_US: 'This file is not a valid image. Allowed types are JPEG, PNG, WebP and AVIF.',
    ka_GE: 'ეს ფაილი დასაშვები სურათი არ არის. ატვირთეთ JPEG, PNG, WebP ან AVIF ფორმატის სურათი.',
  },
  imageTooLarge: {
    en_US: 'The file is too large. Allowed maximum size is {max} MB.',
    ka_GE: 'ფაილი ძალიან დიდია. დასაშვები მაქსიმალური ზომაა {max} მბ.',
  },
  imageRequired: { en_US: 'No file was uploaded.', ka_GE: 'ფაილი არ აიტვირთა.' },
  productImagesOrder: {
    en_US: 'List every image of the product exactly once.',
    ka_GE: 'ჩამოთვალეთ პროდუქტის ყველა სურათი, თითოეული ერთხელ.',
  },
  // Products, variants and stock in the back office (modules/catalog/admin/products).
  unknownTaxon: { en_US: 'There is no category {code}', ka_GE: 'კატეგორია {code} არ არსებობს' },
  unknownBrand: { en_US: 'There is no brand {code}', ka_GE: 'ბრენდი {code} არ არსებობს' },
  unknownProduct: { en_US: 'There is no product {code}', ka_GE: 'პროდუქტი {code} არ არსებობს' },
  priceAboveOriginal: {
    en_US: 'A discounted price cannot be above the original price',
    ka_GE: 'ფასდაკლებული ფასი ძველ ფასზე მაღალი ვერ იქნება',
  },
  duplicateOptionValue: {
    en_US: 'Variant {code} of this product already has these options',
    ka_GE: 'ამ პროდუქტის ვარიანტს {code} უკვე აქვს ეს პარამეტრები',
  },
  stockBelowHeld: {
    en_US: 'On hand cannot go below the {onHold} units held for placed orders (now {onHand})',
    ka_GE: 'მარაგი ვერ ჩამოვა განთავსებული შეკვეთებისთვის დაჯავშნილ {onHold} ერთეულზე ქვემოთ (ახლა {onHand})',
  },
  // Bulk actions and the catalog's import (modules/catalog/admin/bulk, …/transfer).
  bulkUnknownProducts: {
    en_US: 'No product with the code {codes}',
    ka_GE: 'პროდუქტი კოდით {codes} არ არსებობს',
  },
  bulkNothingMatches: {
    en_US: 'No product matches these filters',
    ka_GE: 'ამ ფილტრებს არც ერთი პროდუქტი არ შეესაბამება',
  },
  bulkTooMany: {
    en_US: 'The filters match {count} products; at most {max} can be changed at once',
    ka_GE: 'ფილტრებს {count} პროდუქტი შეესაბამება; ერთდროულად მაქსიმუმ {max} შეიძლება შეიცვალოს',
  },
  bulkUnknownTaxon: { en_US: 'There is no category {code}', ka_GE: 'კატეგორია {code} არ არსებობს' },
  bulkBrandTaxon: {
    en_US: '{code} is a brand, not a category',
    ka_GE: '{code} ბრენდია და არა კატეგორია',
  },
  bulkNegativePrice: {
    en_US: 'The price of {count} variants would fall below zero ({codes})',
    ka_GE: '{count} ვარიანტის ფასი ნულზე ნაკლები გახდებოდა ({codes})',
  },
  bulkRiseAsDiscount: {
    en_US: 'A price rise cannot show as a discount: the price would be above the original',
    ka_GE: 'ფასის ზრდა ფასდაკლებად ვერ გამოჩნდება: ფასი ძველ ფასზე მაღალი იქნებოდა',
  },
  bulkBelowHeld: {
    en_US: '{count} variants have more units held by placed orders than {onHand} ({codes})',
    ka_GE: '{count} ვარიანტს განთავსებული შეკვეთებისთვის {onHand}-ზე მეტი ერთეული აქვს დაჯავშნილი ({codes})',
  },
  importEmpty: { en_US: 'The file is empty', ka_GE: 'ფაილი ცარიელია' },
  importTooLarge: {
    en_US: 'The file is too large. Allowed maximum size is {max} MB.',
    ka_GE: 'ფაილი ძალიან დიდია. დასაშვები მაქსიმალური ზომაა {max} მბ.',
  },
  importType: {
    en_US: 'Upload a CSV file or a JSON catalog file',
    ka_GE: 'ატვირთეთ CSV ფაილი ან კატალოგის JSON ფაილი',
  },
  importNotJson: {
    en_US: 'The file is not valid JSON: {error}',
    ka_GE: 'ფაილი სწორი JSON არ არის: {error}',
  },
  importNotCsv: {
    en_US: 'The file is not valid CSV: {error}',
    ka_GE: 'ფაილი სწორი CSV არ არის: {error}',
  },
  importMissingColumn: {
    en_US: 'The column {column} is missing',
    ka_GE: 'სვეტი {column} აკლია',
  },
  importUnknownColumn: {
    en_US: 'Unknown column {column}',
    ka_GE: 'უცნობი სვეტი {column}',
  },
  importRequired: { en_US: 'This field is required', ka_GE: 'ეს ველი სავალდებულოა' },
  importBoolean: {
    en_US: 'Write true or false',
    ka_GE: 'ჩაწერეთ true ან false',
  },
  importCount: {
    en_US: 'Write a whole number, 0 or more',
    ka_GE: 'ჩაწერეთ მთელი რიცხვი, 0 ან მეტი',
  },
  importPrice: {
    en_US: 'Write a price in lari, e.g. 45.90',
    ka_GE: 'ჩაწერეთ ფასი ლარში, მაგ. 45.90',
  },
  importConflict: {
    en_US: 'Differs from the product’s first row ({first})',
    ka_GE: 'განსხვავდება პროდუქტის პირველი სტრიქონისგან ({first})',
  },
  importImages: {
    en_US: 'Images cannot come with an uploaded file; add them in the product’s editor',
    ka_GE: 'ატვირთულ ფაილს სურათები ვერ მოჰყვება; დაამატეთ ისინი პროდუქტის რედაქტორში',
  },
  // Customers in the back office (modules/customers/admin).
  customerNoAccount: {
    en_US: 'This customer has no account to switch on or off',
    ka_GE: 'ამ მომხმარებელს ანგარიში არ აქვს, რომ ჩართოთ ან გამორთოთ',
  },
  customerHasOpenOrders: {
    en_US: 'This customer has {count} orders under way: fulfil or cancel them before erasing the data',
    ka_GE: 'ამ მომხმარებელს აქვს {count} მიმდინარე შეკვეთა: მონაცემების წაშლამდე შეასრულეთ ან გააუქმეთ ისინი',
  },
} satisfies Record<string, Record<CatalogLocale, string>>;

export type MessageKey = keyof typeof messages;
export type MessageParams = Record<string, string | number>;

/** The message in `locale` with `{placeholders}` filled in. */
export function translate(locale: CatalogLocale, key: MessageKey, params: MessageParams = {}): string {
  return messages[key][locale].replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}
