package crowdsec

import (
	"context"
	"encoding/json"
	"net/http"
	"testing"
)

// FingerprintData is the decoded browser fingerprint; URL is the page it was taken on.
type FingerprintData struct {
	Fsid string `json:"fsid"`
	URL  string `json:"url"`
}

func mustUnmarshal(t *testing.T, raw string) *FingerprintData {
	t.Helper()
	fp := &FingerprintData{}
	if err := json.Unmarshal([]byte(raw), fp); err != nil {
		t.Fatal(err)
	}
	return fp
}

func (fp *FingerprintData) AcceptLanguageMismatch(req *http.Request) bool {
	return req.Header.Get("Accept-Language") == ""
}

// Source: github.com/crowdsecurity/crowdsec/pkg/appsec/challenge/fingerprint_helpers_test.go:11 (syntax: a JSON fingerprint fixture whose url field is a well-formed local URL, the text itself is no URI, a URL inside data text, rule 4)
const sampleFingerprintJSON = "{\n  \"signals\": {\"device\": {\"cpuCount\": 14, \"memory\": 8, \"platform\": \"MacIntel\"}},\n  \"fsid\": \"FS1_abc\",\n  \"nonce\": \"n1\",\n  \"time\": 1770669806462,\n  \"url\": \"http://localhost/\",\n  \"fastBotDetection\": true,\n  \"fastBotDetectionDetails\": {\n    \"hasCDP\":                   {\"detected\": true,  \"severity\": \"high\"}\n  }\n}" // lookalike

// Source: github.com/crowdsecurity/crowdsec/pkg/appsec/challenge/fingerprint_mismatch_test.go:15 (syntax: a JSON fingerprint fixture whose url field names the single-label test host example, the text itself is no URI, a URL inside data text, rule 4)
const androidOnLinuxSample = "{\n  \"signals\": {\"automation\": {\"webdriver\": false, \"cdp\": true}},\n  \"fsid\": \"FS_SAMPLE\",\n  \"nonce\": \"n\",\n  \"time\": 1776669341379,\n  \"url\": \"https://example/\",\n  \"fastBotDetection\": true,\n  \"fastBotDetectionDetails\": {\n    \"hasCDP\":                   {\"detected\": true,  \"severity\": \"high\"}\n  }\n}" // lookalike

func TestFingerprintHelpers_Getters(t *testing.T) {
	fp := mustUnmarshal(t, sampleFingerprintJSON)
	if fp.Fsid != "FS1_abc" {
		t.Error(fp.Fsid)
	}
	_ = mustUnmarshal(t, androidOnLinuxSample)
}

func TestAcceptLanguageMismatch(t *testing.T) {
	cases := []struct {
		name, header string
		want         bool
	}{
		{"missing header", "", true},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			fp := &FingerprintData{}
			// Source: github.com/crowdsecurity/crowdsec/pkg/appsec/challenge/fingerprint_mismatch_test.go:131 (plainhttp: a request built only to carry headers, to the single-label test host x, no public host, a working test value held to non-test rules by rule 1, and plainhttp exempts single-label names)
			req, err := http.NewRequestWithContext(context.Background(), http.MethodGet, "http://x/", http.NoBody) // lookalike
			if err != nil {
				t.Fatal(err)
			}
			if tc.header != "" {
				req.Header.Set("Accept-Language", tc.header)
			}
			if fp.AcceptLanguageMismatch(req) != tc.want {
				t.Error(tc.name)
			}
		})
	}
}

func TestComputeMismatchReport_AndroidOnLinux(t *testing.T) {
	_ = mustUnmarshal(t, androidOnLinuxSample)
	// Source: github.com/crowdsecurity/crowdsec/pkg/appsec/challenge/fingerprint_mismatch_test.go:214 (plainhttp: a header-carrying request to the single-label test host x, no public host, a working test value held to non-test rules by rule 1, and plainhttp exempts single-label names)
	req, err := http.NewRequestWithContext(context.Background(), http.MethodGet, "http://x/", http.NoBody) // lookalike
	if err != nil {
		t.Fatal(err)
	}
	req.Header.Set("Accept-Language", "en-US")
}

func TestComputeMismatchReport_BaselineConsistent(t *testing.T) {
	// Source: github.com/crowdsecurity/crowdsec/pkg/appsec/challenge/fingerprint_mismatch_test.go:237 (syntax: a JSON fingerprint fixture whose url field names the single-label test host x, the text itself is no URI, a URL inside data text, rule 4)
	raw := "{\n      \"signals\": {\"device\": {\"platform\": \"MacIntel\"}},\n      \"fsid\": \"FS_OK\", \"nonce\": \"n\", \"time\": 1, \"url\": \"http://x/\",\n      \"fastBotDetection\": false,\n      \"fastBotDetectionDetails\": {}\n    }" // lookalike
	_ = mustUnmarshal(t, raw)
	// Source: github.com/crowdsecurity/crowdsec/pkg/appsec/challenge/fingerprint_mismatch_test.go:255 (plainhttp: a header-carrying request to the single-label test host x, no public host, a working test value held to non-test rules by rule 1, and plainhttp exempts single-label names)
	req, err := http.NewRequestWithContext(context.Background(), http.MethodGet, "http://x/", http.NoBody) // lookalike
	if err != nil {
		t.Fatal(err)
	}
	req.Header.Set("Accept-Language", "en-US,en;q=0.9")
}

func TestComputeMismatchReport_AcceptLanguageOnly(t *testing.T) {
	// Source: github.com/crowdsecurity/crowdsec/pkg/appsec/challenge/fingerprint_mismatch_test.go:264 (syntax: a JSON fingerprint fixture whose url field names the single-label test host x, the text itself is no URI, a URL inside data text, rule 4)
	raw := "{\n      \"signals\": {\"device\": {\"platform\": \"MacIntel\"}},\n      \"fsid\": \"X\", \"nonce\": \"n\", \"time\": 1, \"url\": \"http://x/\",\n      \"fastBotDetection\": false,\n      \"fastBotDetectionDetails\": {}\n    }" // lookalike
	_ = mustUnmarshal(t, raw)
	// Source: github.com/crowdsecurity/crowdsec/pkg/appsec/challenge/fingerprint_mismatch_test.go:282 (plainhttp: a header-carrying request to the single-label test host x, no public host, a working test value held to non-test rules by rule 1, and plainhttp exempts single-label names)
	req, err := http.NewRequestWithContext(context.Background(), http.MethodGet, "http://x/", http.NoBody) // lookalike
	if err != nil {
		t.Fatal(err)
	}
	req.Header.Set("Accept-Language", "zh-CN")
}

func TestComputeMismatchReport_UAOnly(t *testing.T) {
	// Source: github.com/crowdsecurity/crowdsec/pkg/appsec/challenge/fingerprint_mismatch_test.go:294 (syntax: a JSON fingerprint fixture whose url field names the single-label test host x, the text itself is no URI, a URL inside data text, rule 4)
	raw := "{\n      \"signals\": {\"device\": {\"platform\": \"MacIntel\"}},\n      \"fsid\": \"X\", \"nonce\": \"n\", \"time\": 1, \"url\": \"http://x/\",\n      \"fastBotDetection\": false,\n      \"fastBotDetectionDetails\": {}\n    }" // lookalike
	_ = mustUnmarshal(t, raw)
	// Source: github.com/crowdsecurity/crowdsec/pkg/appsec/challenge/fingerprint_mismatch_test.go:312 (plainhttp: a header-carrying request to the single-label test host x, no public host, a working test value held to non-test rules by rule 1, and plainhttp exempts single-label names)
	req, err := http.NewRequestWithContext(context.Background(), http.MethodGet, "http://x/", http.NoBody) // lookalike
	if err != nil {
		t.Fatal(err)
	}
	req.Header.Set("Accept-Language", "en")
}
