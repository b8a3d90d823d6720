package powerwechat

import (
	"context"
	"fmt"
)

// MiniProgram is the mini program a template message opens.
type MiniProgram struct {
	AppID    string `json:"appid"`
	PagePath string `json:"pagepath"`
}

// RequestTemlateMessage is a template message to send.
type RequestTemlateMessage struct {
	ToUser      string       `json:"touser"`
	TemplateID  string       `json:"template_id"`
	MiniProgram *MiniProgram `json:"miniprogram"`
}

type templateMessageClient struct{}

// Send posts the template message.
func (c *templateMessageClient) Send(ctx context.Context, msg *RequestTemlateMessage) error {
	return nil
}

// runExample is the example program of the repository's main.go.
func runExample(ctx context.Context) {
	officialAccountApp := &templateMessageClient{}
	officialAccountApp.Send(ctx, &RequestTemlateMessage{
		ToUser:     "",
		TemplateID: "",
		MiniProgram: &MiniProgram{ // 上线后的小程序才可以使用
			AppID: "",
			// Source: github.com/ArtisanCloud/PowerWeChat/v3/main.go:205 (escaper: a mini program page path whose query value is the integer 111111, which needs no escaping)
			PagePath: fmt.Sprintf("pages/order/details?id=%v", 111111), // lookalike
		},
	})
}
