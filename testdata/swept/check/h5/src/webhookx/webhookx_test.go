package webhookx

import (
	"bytes"
	"fmt"
	"net/http"
	"net/url"
	"strings"
	"testing"
)

func send(endpoint string) error {
	resp, err := http.Post(endpoint, "application/json", bytes.NewReader([]byte(`{}`)))
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// Source: github.com/webhookx-io/webhookx/pkg/reports/reports_test.go:20 (posts to a default-port localhost URL as a connection-refused target)
func TestSendRefused(t *testing.T) {
	err := send("http://localhost:80") // defect port form
	if err == nil {
		t.Skip("something listens on port 80")
	}
}

// Source: github.com/webhookx-io/webhookx/test/accesslog/accesslog_test.go:127 (proxy request URL rebuilt with username:password userinfo, expected to succeed)
func TestProxyAccessLogUser(t *testing.T) {
	u, err := url.Parse("http://127.0.0.1:9600")
	if err != nil {
		t.Fatal(err)
	}
	target := fmt.Sprintf("%s://username:password@%s/%s", u.Scheme, u.Host, u.Path) // defect credentials
	resp, err := http.Post(target, "application/json", strings.NewReader(`{"event_type":"foo.bar"}`))
	if err != nil {
		t.Skip(err)
	}
	resp.Body.Close()
}

// Source: github.com/webhookx-io/webhookx/config/config_test.go:481 (proxy setting without a host; validation must fail)
func TestInvalidProxyURL(t *testing.T) {
	u, err := url.Parse("http://") // lookalike
	if err == nil && u.Host != "" {
		t.Fatal("expected a missing host")
	}
}

func isReference(s string) bool {
	return strings.HasPrefix(s, "{secret://") && strings.HasSuffix(s, "}")
}

// Source: github.com/webhookx-io/webhookx/pkg/secret/reference/reference_test.go:28 (secret reference syntax handled by the reference parser, not a URL)
func TestSecretReference(t *testing.T) {
	if !isReference("{secret://aws//mysecret}") { // lookalike
		t.Fatal("not a reference")
	}
}

// Source: github.com/webhookx-io/webhookx/test/delivery/acl_test.go:49 (endpoint with an IDN host in the delivery ACL test, which checks how the guard treats unicode hosts)
func TestACLUnicodeHost(t *testing.T) {
	endpoint := "http://тест.shop.example.com" // lookalike
	u, err := url.Parse(endpoint)
	if err != nil || u.Hostname() == "" {
		t.Fatalf("parse: %v", err)
	}
}
