package powerwechat

import (
	"context"
	"encoding/json"
	"fmt"
)

// virtualPaymentClient stands in for the Client of src/miniProgram/virtualPayment.
type virtualPaymentClient struct {
	*BaseClient
	appKey  string
	offerId string
}

// StartUploadGoods uploads products for virtual payment.
// https://developers.weixin.qq.com/miniprogram/dev/platform-capabilities/industry/virtual-payment.html
func (client *virtualPaymentClient) StartUploadGoods(ctx context.Context, params interface{}) error {
	postBody, err := json.Marshal(params)
	if err != nil {
		return err
	}
	signPost := string(postBody)

	endpoint := "/xpay/start_upload_goods"
	paySign := CalcPaySig(endpoint, signPost, client.appKey)

	// Source: github.com/ArtisanCloud/PowerWeChat/v3/src/miniProgram/virtualPayment/service.go:77 (escaper: pay_sig is a hex HMAC digest from CalcPaySig, which needs no escaping, and the rooted path resolves against a base whose path is /)
	uri := fmt.Sprintf("%s?pay_sig=%s", endpoint, paySign) // lookalike

	_, err = client.HttpPostJson(ctx, uri, signPost)
	return err
}
