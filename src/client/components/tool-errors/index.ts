// Failure handling shared by the tool screens (research, SERP, related).
export { leadsToPricing, showToolError, VIEW_PRICING_PLANS } from './show-tool-error';
export { isSessionExpired, showAuthRequired, showSessionExpired } from './auth-toasts';
