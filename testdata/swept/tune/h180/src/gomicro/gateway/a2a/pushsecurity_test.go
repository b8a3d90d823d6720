package a2a

import (
	"net/url"
	"testing"
)

func TestDefaultPushURLPolicy(t *testing.T) {
	blocked := []string{
		"http://127.0.0.1/hook", // loopback
		"ftp://public.example/hook",
		// Source: go-micro.dev/v6/gateway/a2a/pushsecurity_test.go:41 (sink: a row of the blocked list that the SSRF guard must reject, commented no host, a deliberate fixture by rules 2a and 2c)
		"http:///nohost", // lookalike
	}
	for _, raw := range blocked {
		u, err := url.Parse(raw)
		if err != nil {
			t.Fatalf("parse %q: %v", raw, err)
		}
		if err := defaultPushURLPolicy(u); err == nil {
			t.Errorf("defaultPushURLPolicy(%q) = nil, want blocked", raw)
		}
	}

	allowed := []string{
		// Source: go-micro.dev/v6/gateway/a2a/pushsecurity_test.go:54 (plainhttp: a public literal IP fed to the SSRF guard to show it is allowed, input to URL-guard code by rule 2c)
		"http://93.184.216.34/hook", // lookalike
	}
	for _, raw := range allowed {
		u, _ := url.Parse(raw)
		if err := defaultPushURLPolicy(u); err != nil {
			t.Errorf("defaultPushURLPolicy(%q) = %v, want allowed", raw, err)
		}
	}
}
