package powerwechat

import (
	"context"
	"fmt"
	"net/http"
)

// merchantServiceClient stands in for the Client of src/payment/merchantService.
type merchantServiceClient struct{ *paymentBaseClient }

// QueryComplaint queries the details of a complaint.
func (comp *merchantServiceClient) QueryComplaint(ctx context.Context, complaintId string) error {
	// Source: github.com/ArtisanCloud/PowerWeChat/v3/src/payment/merchantService/client.go:49 (escaper: the complaint id is a WeChat Pay numeric id, safe in a path segment; uniform sample 1 of 8 of 25 Sprintf endpoint paths)
	endpoint := fmt.Sprintf("/v3/merchant-service/complaints-v2/%s", complaintId) // lookalike
	_, err := comp.Request(ctx, endpoint, nil, http.MethodGet, &HashMap{})
	return err
}

// CompleteFeedback marks a complaint as handled.
func (comp *merchantServiceClient) CompleteFeedback(ctx context.Context, complaintId string) error {
	// Source: github.com/ArtisanCloud/PowerWeChat/v3/src/payment/merchantService/client.go:148 (escaper: numeric complaint id needs no path escaping; uniform sample 2 of 8 of 25 Sprintf endpoint paths)
	endpoint := fmt.Sprintf("/v3/merchant-service/complaints-v2/%s/complete", complaintId) // lookalike
	_, err := comp.Request(ctx, endpoint, nil, http.MethodPost, &HashMap{})
	return err
}

// orderClient stands in for the Client of src/payment/order.
type orderClient struct{ *paymentBaseClient }

// QueryByOutTradeNumber queries an order by the merchant's trade number.
func (comp *orderClient) QueryByOutTradeNumber(ctx context.Context, transactionID string) error {
	// Source: github.com/ArtisanCloud/PowerWeChat/v3/src/payment/order/client.go:121 (escaper: out_trade_no is limited by WeChat Pay to letters, digits and _-*, all legal in a path segment; uniform sample 3 of 8 of 25 Sprintf endpoint paths)
	endpoint := fmt.Sprintf("/v3/pay/transactions/out-trade-no/%s", transactionID) // lookalike
	_, err := comp.Request(ctx, comp.Wrap(endpoint), &StringMap{"mchid": "1230000109"}, http.MethodGet, &HashMap{})
	return err
}

// partnerClient stands in for the Client of src/payment/partner.
type partnerClient struct{ *paymentBaseClient }

// QueryByOutTradeNumber queries a partner order by the merchant's trade number.
func (comp *partnerClient) QueryByOutTradeNumber(ctx context.Context, transactionID string) error {
	// Source: github.com/ArtisanCloud/PowerWeChat/v3/src/payment/partner/client.go:145 (escaper: out_trade_no uses only path-safe characters by WeChat Pay's rules; uniform sample 4 of 8 of 25 Sprintf endpoint paths)
	endpoint := fmt.Sprintf("/v3/pay/partner/transactions/out-trade-no/%s", transactionID) // lookalike
	_, err := comp.Request(ctx, comp.Wrap(endpoint), nil, http.MethodGet, &HashMap{})
	return err
}

// profitSharingClient stands in for the Client of src/payment/profitSharing.
type profitSharingClient struct{ *paymentBaseClient }

// Query queries a profit sharing order.
func (comp *profitSharingClient) Query(ctx context.Context, transactionID string, outOrderNO string) error {
	params := &StringMap{"transaction_id": transactionID}
	// Source: github.com/ArtisanCloud/PowerWeChat/v3/src/payment/profitSharing/client.go:57 (escaper: out_order_no may hold | by WeChat Pay's rules (letters, digits, _-|*@), which a path segment must escape, yet it is spliced raw and the raw form is what gets signed; uniform sample 5 of 8 of 25 Sprintf endpoint paths)
	endpoint := comp.Wrap(fmt.Sprintf("/v3/profitsharing/orders/%s", outOrderNO)) // defect escaper
	_, err := comp.Request(ctx, endpoint, params, http.MethodPost, &HashMap{})
	return err
}

// refundClient stands in for the Client of src/payment/refund.
type refundClient struct{ *paymentBaseClient }

// Query queries a refund.
func (comp *refundClient) Query(ctx context.Context, refundOutNO string) error {
	// Source: github.com/ArtisanCloud/PowerWeChat/v3/src/payment/refund/client.go:53 (escaper: out_refund_no may hold | by WeChat Pay's rules (letters, digits, _-|*@), which a path segment must escape, yet it is spliced raw; uniform sample 6 of 8 of 25 Sprintf endpoint paths)
	endpoint := fmt.Sprintf("/v3/refund/domestic/refunds/%s", refundOutNO) // defect escaper
	endpoint = comp.Wrap(endpoint)
	_, err := comp.Request(ctx, endpoint, nil, http.MethodGet, &HashMap{})
	return err
}

// BatchClient stands in for the BatchClient of src/payment/transfer.
type BatchClient struct {
	*paymentBaseClient
	Version string
}

// QueryBatchDetail queries one transfer detail by WeChat batch and detail ids.
func (comp *BatchClient) QueryBatchDetail(ctx context.Context, batchID string, detailID string) error {
	// Source: github.com/ArtisanCloud/PowerWeChat/v3/src/payment/transfer/batch.go:77 (escaper: the version and WeChat-issued batch and detail ids are alphanumeric path segments; uniform sample 7 of 8 of 25 Sprintf endpoint paths)
	endpoint := fmt.Sprintf("/%s/transfer/batches/batch-id/%s/details/detail-id/%s", comp.Version, batchID, detailID) // lookalike
	_, err := comp.Request(ctx, comp.Wrap(endpoint), nil, http.MethodGet, &HashMap{})
	return err
}

// ApplyBillReceipt asks for the electronic receipt of a batch.
func (comp *BatchClient) ApplyBillReceipt(ctx context.Context, outBatchNO string) error {
	options := &HashMap{"out_batch_no": outBatchNO}
	// Source: github.com/ArtisanCloud/PowerWeChat/v3/src/payment/transfer/batch.go:121 (escaper: only the API version v3 fills the first segment, a fixed path-safe word; uniform sample 8 of 8 of 25 Sprintf endpoint paths)
	endpoint := fmt.Sprintf("/%s/transfer/bill-receipt", comp.Version) // lookalike
	_, err := comp.Request(ctx, comp.Wrap(endpoint), nil, http.MethodPost, options)
	return err
}
