package sendgrid

import "testing"

func TestGetRequestSubuser(t *testing.T) {
	// Source: github.com/sendgrid/sendgrid-go/sendgrid_test.go:75 (baseslash: the endpoint is appended to the host as text, and the test expects the two joined)
	request := GetRequest("API_KEY", "/v3/endpoint", "https://test.api.com") // lookalike

	if request.BaseURL != "https://test.api.com/v3/endpoint" {
		t.Error("Host not set correctly")
	}
}

func TestV3NewSandboxModeSetting(t *testing.T) {
	spamCheck := &SpamCheckSetting{}
	// Source: github.com/sendgrid/sendgrid-go/helpers/mail/mail_v3_test.go:799 (hostform: a host with four w's, an odd name but a valid reg-name, set and only compared)
	spamCheck.SetPostToURL("http://wwww.google.com") // lookalike
	if spamCheck.PostToURL == "" {
		t.Error("PostToURL should be set")
	}
}
