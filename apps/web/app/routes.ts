import { index, route, type RouteConfig } from '@react-router/dev/routes';

// Every page exists in Georgian at the root and in English under /en: the layout's optional :lang
// segment carries the locale, and its loader turns any other first segment into a 404.
export default [
  // Crawler files live at the root only; the sitemap lists both languages.
  route('robots.txt', 'routes/robots.ts'),
  route('sitemap.xml', 'routes/sitemap.ts'),
  route('sitemap/:part', 'routes/sitemap-part.ts'),
  // Facebook login: one address for both languages (the redirect URI registered with Facebook).
  route('auth/facebook', 'routes/auth-facebook.ts'),
  route('auth/facebook/callback', 'routes/auth-facebook-callback.ts'),
  route(':lang?', 'routes/layout.tsx', [
    index('routes/home.tsx', { id: 'index' }),
    route('search', 'routes/search.tsx', { id: 'search' }),
    // The header search's suggestions (JSON), asked by the browser from the storefront's own origin.
    route('search/suggest', 'routes/search-suggest.ts', { id: 'search-suggest' }),
    route('faq', 'routes/faq.tsx', { id: 'faq' }),
    route('privacy-policy', 'routes/privacy-policy.tsx', { id: 'privacy-policy' }),
    // Catalog routes carry the spec's route names as ids.
    route('shop/brands-a-z', 'routes/brands.tsx', { id: 'shop-brands-a-z' }),
    route('shop/product/:product_slug?', 'routes/product.tsx', { id: 'shop-product-product_slug' }),
    // The cards of the products this browser viewed last (JSON), for "recently viewed".
    route('products/recent', 'routes/products-recent.ts', { id: 'products-recent' }),
    // Related products' carousels (JSON) for the product page and the cart's suggestions.
    route('products/related', 'routes/products-related.ts', { id: 'products-related' }),
    route('shop/:taxon_code?', 'routes/shop-taxon.tsx', { id: 'shop-taxon_code' }),
    // Cart and checkout: personal pages, never cached. Every cart change, adds from any page included,
    // posts to the cart's action; the header's summary is a resource route. Both call the API on the server.
    route('cart', 'routes/cart.tsx', { id: 'cart' }),
    route('cart/summary', 'routes/cart-summary.ts', { id: 'cart-summary' }),
    // The hearts' state (JSON) and changes, like the cart's: catalog pages stay the same for everyone.
    route('wishlist/summary', 'routes/wishlist-summary.ts', { id: 'wishlist-summary' }),
    route('wishlist/toggle', 'routes/wishlist-toggle.ts', { id: 'wishlist-toggle' }),
    // Each checkout step is its own URL, so the browser's Back walks the steps.
    route('checkout', 'routes/checkout.tsx', { id: 'checkout' }, [
      index('routes/checkout-index.tsx', { id: 'checkout-index' }),
      route('addressing', 'routes/checkout-addressing.tsx', { id: 'checkout-addressing' }),
      route('shipment', 'routes/checkout-shipment.tsx', { id: 'checkout-shipment' }),
      route('payment', 'routes/checkout-payment.tsx', { id: 'checkout-payment' }),
      route('complete', 'routes/checkout-complete.tsx', { id: 'checkout-complete' }),
    ]),
    route('thank-you/:order_token_value?', 'routes/thank-you.tsx', { id: 'thank-you' }),
    // "Notify me when it is back": the product page's form, and the e-mail's do-not-notify link.
    route('stock-alerts', 'routes/stock-alerts.tsx', { id: 'stock-alerts' }),
    route('stock-alerts/:token', 'routes/stock-alert.tsx', { id: 'stock-alerts-token' }),
    // Accounts: personal pages, never cached. The header's user area asks /user/summary (JSON).
    route('login', 'routes/login.tsx', { id: 'login' }),
    route('register', 'routes/register.tsx', { id: 'register' }),
    route('logout', 'routes/logout.ts', { id: 'logout' }),
    route('password-recovery', 'routes/password-recovery.tsx', { id: 'password-recovery' }),
    route('password-recovery/:password_reset_token', 'routes/password-recovery-reset.tsx', {
      id: 'password-recovery-password_reset_token',
    }),
    route('user/summary', 'routes/user-summary.ts', { id: 'user-summary' }),
    route('user', 'routes/user.tsx', { id: 'user' }, [
      index('routes/user-index.ts', { id: 'user-index' }),
      route('profile', 'routes/user-profile.tsx', { id: 'user-profile' }),
      route('addresses', 'routes/user-addresses.tsx', { id: 'user-addresses' }),
      route('referral', 'routes/user-referral.tsx', { id: 'user-referral' }),
      route('orders', 'routes/user-orders.tsx', { id: 'user-orders' }),
      route('orders/:order_token_value', 'routes/user-order.tsx', { id: 'user-orders-order_token_value' }),
      route('wishlist', 'routes/user-wishlist.tsx', { id: 'user-wishlist' }),
    ]),
    route('*', 'routes/not-found.tsx'),
  ]),
] satisfies RouteConfig;
