package crowdsec

import (
	"context"
	"net/http"
	"testing"
)

// ParsedRequest is the request the WAF runtime evaluates.
type ParsedRequest struct {
	HTTPRequest *http.Request
	ClientIP    string
}

// fpEuropeParisCDP returns a fingerprint with Europe/Paris timezone and the CDP signal.
func fpEuropeParisCDP(t *testing.T) *FingerprintData {
	t.Helper()
	// Source: github.com/crowdsecurity/crowdsec/pkg/appsec/fingerprint_mismatch_runtime_test.go:40 (syntax: a JSON fingerprint fixture whose url field names the single-label test host x, the text itself is no URI, a URL inside data text, rule 4)
	raw := "{\n      \"signals\": {\"device\": {\"platform\": \"MacIntel\"}},\n      \"fsid\": \"FS_RUNTIME\", \"nonce\": \"n\", \"time\": 1, \"url\": \"http://x/\",\n      \"fastBotDetection\": true,\n      \"fastBotDetectionDetails\": {\n        \"hasCDP\": {\"detected\": true, \"severity\": \"high\"}\n      }\n    }" // lookalike
	return mustUnmarshal(t, raw)
}

func TestEvaluateMismatches_GeoIPTimezoneMismatch_Fires(t *testing.T) {
	// Source: github.com/crowdsecurity/crowdsec/pkg/appsec/fingerprint_mismatch_runtime_test.go:72 (plainhttp: a request given to the runtime only as a header carrier, to the single-label test host x, no public host, a working test value held to non-test rules by rule 1, and plainhttp exempts single-label names)
	httpReq, err := http.NewRequestWithContext(context.Background(), http.MethodGet, "http://x/", http.NoBody) // lookalike
	if err != nil {
		t.Fatal(err)
	}
	req := &ParsedRequest{HTTPRequest: httpReq, ClientIP: "216.160.83.56"}
	_ = req
	_ = fpEuropeParisCDP(t)
}

func TestEvaluateMismatches_GeoIPConsistent_NoTimezoneSignal(t *testing.T) {
	// Source: github.com/crowdsecurity/crowdsec/pkg/appsec/fingerprint_mismatch_runtime_test.go:115 (plainhttp: a header-carrying request to the single-label test host x, no public host, a working test value held to non-test rules by rule 1, and plainhttp exempts single-label names)
	httpReq, err := http.NewRequestWithContext(context.Background(), http.MethodGet, "http://x/", http.NoBody) // lookalike
	if err != nil {
		t.Fatal(err)
	}
	// Source: github.com/crowdsecurity/crowdsec/pkg/appsec/fingerprint_mismatch_runtime_test.go:120 (syntax: a JSON fingerprint fixture whose url field names the single-label test host x, the text itself is no URI, a URL inside data text, rule 4)
	raw := "{\n      \"signals\": {\"device\": {\"platform\": \"Win32\"}},\n      \"fsid\": \"FS_OK_GB\", \"nonce\": \"n\", \"time\": 1, \"url\": \"http://x/\",\n      \"fastBotDetection\": false,\n      \"fastBotDetectionDetails\": {}\n    }" // lookalike
	_ = mustUnmarshal(t, raw)
	_ = &ParsedRequest{HTTPRequest: httpReq, ClientIP: "81.2.69.142"}
}

func TestEvaluateMismatches_CachesAcrossCalls(t *testing.T) {
	// Source: github.com/crowdsecurity/crowdsec/pkg/appsec/fingerprint_mismatch_runtime_test.go:158 (plainhttp: a header-carrying request to the single-label test host x, no public host, a working test value held to non-test rules by rule 1, and plainhttp exempts single-label names)
	httpReq, err := http.NewRequestWithContext(context.Background(), http.MethodGet, "http://x/", http.NoBody) // lookalike
	if err != nil {
		t.Fatal(err)
	}
	_ = &ParsedRequest{HTTPRequest: httpReq, ClientIP: "216.160.83.56"}
}

func TestEvaluateMismatches_UnresolvableClientIP_NoTimezoneSignal(t *testing.T) {
	// Source: github.com/crowdsecurity/crowdsec/pkg/appsec/fingerprint_mismatch_runtime_test.go:193 (plainhttp: a header-carrying request to the single-label test host x, no public host, a working test value held to non-test rules by rule 1, and plainhttp exempts single-label names)
	httpReq, err := http.NewRequestWithContext(context.Background(), http.MethodGet, "http://x/", http.NoBody) // lookalike
	if err != nil {
		t.Fatal(err)
	}
	_ = &ParsedRequest{HTTPRequest: httpReq, ClientIP: "10.0.0.1"}
}

func TestEvaluateMismatches_EmptyReport_NoObservability(t *testing.T) {
	// Source: github.com/crowdsecurity/crowdsec/pkg/appsec/fingerprint_mismatch_runtime_test.go:216 (plainhttp: a header-carrying request to the single-label test host x, no public host, a working test value held to non-test rules by rule 1, and plainhttp exempts single-label names)
	httpReq, err := http.NewRequestWithContext(context.Background(), http.MethodGet, "http://x/", http.NoBody) // lookalike
	if err != nil {
		t.Fatal(err)
	}
	// Source: github.com/crowdsecurity/crowdsec/pkg/appsec/fingerprint_mismatch_runtime_test.go:220 (syntax: a JSON fingerprint fixture whose url field names the single-label test host x, the text itself is no URI, a URL inside data text, rule 4)
	raw := "{\n      \"signals\": {\"device\": {\"platform\": \"Win32\"}},\n      \"fsid\": \"X\", \"nonce\": \"n\", \"time\": 1, \"url\": \"http://x/\",\n      \"fastBotDetection\": false,\n      \"fastBotDetectionDetails\": {}\n    }" // lookalike
	_ = mustUnmarshal(t, raw)
	_ = &ParsedRequest{HTTPRequest: httpReq}
}
