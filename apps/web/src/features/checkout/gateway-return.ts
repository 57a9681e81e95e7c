/** The gateway's three return fields, when the URL carries all of them. */
export function gatewayReturn(params: URLSearchParams) {
  const orderId = params.get('razorpay_order_id');
  const paymentId = params.get('razorpay_payment_id');
  const signature = params.get('razorpay_signature');
  return orderId && paymentId && signature
    ? { razorpay_order_id: orderId, razorpay_payment_id: paymentId, razorpay_signature: signature }
    : null;
}
