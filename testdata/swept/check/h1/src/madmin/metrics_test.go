package madmin

import (
	"net/url"
	"strings"
	"testing"
)

// Source: github.com/minio/madmin-go/v3/metrics_client_test.go:32 (test client endpoint as url.URL with host:port of a local server)
func TestTargetURLLocal(t *testing.T) {
	u := &url.URL{
		Host:   "localhost:9000", // lookalike
		Scheme: "http",
	}
	if got := targetURL("localhost:9000", false); got.String() != u.String() {
		t.Fatalf("got %s want %s", got, u)
	}
}

// Source: github.com/minio/madmin-go/v3/tier-config_test.go:110 (JSON document with an invalid tier type, expected to fail unmarshalling)
func TestTierBadType(t *testing.T) {
	evilJSON := []byte(`{
  "Version": "v1",
  "Type": "not-a-type",
  "GCS": {"Endpoint": "https://storage.example.com/", "Bucket": "tiering"}
}`) // lookalike
	if len(evilJSON) == 0 {
		t.Fatal("empty")
	}
}

// Source: github.com/minio/madmin-go/v3/parse-config_test.go:108 (server config text, one target per line, an endpoint among key=value pairs)
func TestParseConfigTargets(t *testing.T) {
	config := `logger_webhook enable=off endpoint= auth_token= queue_size=100000
logger_webhook:1 endpoint=http://localhost:8080/ auth_token= queue_size=100000
` // lookalike
	if n := len(strings.Split(strings.TrimSpace(config), "\n")); n != 2 {
		t.Fatalf("got %d lines", n)
	}
}
