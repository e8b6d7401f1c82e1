// Placeholder until these screens are built.
export function PaymentSuccessPage() { return <h1>Payment successful</h1>; }
export function PaymentCancelledPage() { return <h1>Payment cancelled</h1>; }
