import { type RouteConfig, index, layout, route } from '@react-router/dev/routes';

export default [
  route('sign-in', 'routes/sign-in.tsx'),
  // Packing slips and invoices print without the app's chrome.
  route('orders/:tokenValue/print/:document', 'routes/order-print.tsx'),
  layout('routes/shell.tsx', [
    index('routes/dashboard.tsx'),
    route('two-factor', 'routes/two-factor.tsx'),
    route('orders', 'routes/orders.tsx'),
    route('orders/:tokenValue', 'routes/order.tsx'),
    route('customers', 'routes/customers.tsx'),
    route('customers/:id', 'routes/customer.tsx'),
    route('products', 'routes/products.tsx'),
    route('products/new', 'routes/product-edit.tsx', { id: 'product-new' }),
    route('products/import', 'routes/products-import.tsx'),
    route('products/:code', 'routes/product-edit.tsx', { id: 'product-edit' }),
    route('staff', 'routes/staff.tsx'),
    route('staff/new', 'routes/staff-edit.tsx', { id: 'staff-new' }),
    route('staff/:id', 'routes/staff-edit.tsx', { id: 'staff-edit' }),
    route('sessions', 'routes/sessions.tsx'),
    route('audit-log', 'routes/audit-log.tsx'),
    route('categories', 'routes/categories.tsx'),
    route('content', 'routes/content.tsx', [
      index('routes/content-blocks.tsx'),
      route('media', 'routes/content-media.tsx'),
      route('faq', 'routes/content-faq.tsx'),
      route('pages', 'routes/content-pages.tsx'),
    ]),
    route('promotions', 'routes/promotions.tsx'),
    route('promotions/new', 'routes/promotion-edit.tsx', { id: 'promotion-new' }),
    route('promotions/:code', 'routes/promotion-edit.tsx', { id: 'promotion-edit' }),
    route('reviews', 'routes/reviews.tsx'),
    route('settings', 'routes/settings.tsx'),
    route('*', 'routes/not-found.tsx'),
  ]),
] satisfies RouteConfig;
