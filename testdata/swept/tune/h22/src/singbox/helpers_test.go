package singbox

import (
	"net/http"
	"net/url"
	"testing"
)

func TestRequestAuthority(t *testing.T) {
	testCases := []struct {
		name   string
		url    string
		expect string
	}{
		{name: "https default port", url: "https://example.com/foo", expect: "example.com:443"},
		{name: "http default port", url: "http://example.com/foo", expect: "example.com:80"},
		{name: "https explicit port", url: "https://example.com:8443/foo", expect: "example.com:8443"},
		// Source: github.com/sagernet/sing-box/common/httpclient/helpers_test.go:18 (hostcase: the row's name "https uppercase host" says the upper case is the point, input of the package's authority normaliser, rule 2b, 2c)
		{name: "https uppercase host", url: "https://EXAMPLE.COM/foo", expect: "example.com:443"}, // lookalike
		{name: "https ipv6 default port", url: "https://[2001:db8::1]/foo", expect: "[2001:db8::1]:443"},
	}
	for _, testCase := range testCases {
		t.Run(testCase.name, func(t *testing.T) {
			parsed, err := url.Parse(testCase.url)
			if err != nil {
				t.Fatalf("parse url: %v", err)
			}
			got := requestAuthority(&http.Request{URL: parsed})
			if got != testCase.expect {
				t.Fatalf("got %q, want %q", got, testCase.expect)
			}
		})
	}
}
