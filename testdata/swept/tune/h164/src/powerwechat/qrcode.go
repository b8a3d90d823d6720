package powerwechat

import (
	"fmt"
	"net/url"
)

// qrCodeClient stands in for the Client of src/basicService/qrCode.
type qrCodeClient struct{}

// URL returns the address that shows the QR code of a ticket.
// https://developers.weixin.qq.com/doc/offiaccount/Account_Management/Generating_a_Parametric_QR_Code.html
func (comp *qrCodeClient) URL(ticket string) string {
	return fmt.Sprintf(
		// Source: github.com/ArtisanCloud/PowerWeChat/v3/src/basicService/qrCode/client.go:104 (syntax: the %s verb is a template hole in the query, filled with an escaped ticket, so the filled URL is valid)
		"https://mp.weixin.qq.com/cgi-bin/showqrcode?ticket=%s", // lookalike
		// Source: github.com/ArtisanCloud/PowerWeChat/v3/src/basicService/qrCode/client.go:104 (escaper: the ticket goes into a query value through url.QueryEscape, the right escaper there)
		url.QueryEscape(ticket)) // lookalike
}
