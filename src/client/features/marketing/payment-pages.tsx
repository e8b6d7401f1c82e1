// The two payment return pages share one lazy chunk (routes.tsx imports them from here).
export { PaymentCancelledPage } from './payment-cancelled-page';
export { PaymentSuccessPage } from './payment-success-page';
