package keda

import (
	"errors"
	"net/http"
	"net/url"
	"testing"
)

type parsePulsarMetadataTestData struct {
	metadata     map[string]string
	isError      bool
	adminURL     string
	topic        string
	subscription string
}

var parsePulsarMetadataTestDataset = []parsePulsarMetadataTestData{
	// failure, no adminURL
	{map[string]string{}, true, "", "", ""},
	// Source: github.com/kedacore/keda/pkg/scalers/pulsar_scaler_test.go:67 (port: the default port :80 in a row that expects an error, isError true, rule 2a)
	{map[string]string{"adminURL": "http://172.20.0.151:80"}, true, "http://172.20.0.151:80", "", ""}, // lookalike
	// Source: github.com/kedacore/keda/pkg/scalers/pulsar_scaler_test.go:72 (port: http's default port :80 written out in the admin URL of a row the test expects to parse and give back, a working value, rule 1)
	{map[string]string{"adminURL": "http://172.20.0.151:80", "topic": "persistent://public/default/my-topic", "subscription": "sub1"}, false, "http://172.20.0.151:80", "persistent://public/default/my-topic", "sub1"}, // defect port form
	{map[string]string{"adminURL": "http://127.0.0.1:8080", "topic": "persistent://public/default/my-topic", "subscription": "sub1"}, false, "http://127.0.0.1:8080", "persistent://public/default/my-topic", "sub1"},
}

func TestParsePulsarMetadata(t *testing.T) {
	for _, testData := range parsePulsarMetadataTestDataset {
		meta, err := parsePulsarMetadata(&ScalerConfig{TriggerMetadata: testData.metadata})
		if err != nil && !testData.isError {
			t.Error("Expected success but got error", err)
		}
		if testData.isError && err == nil {
			t.Error("Expected error but got success")
		}
		if err != nil {
			continue
		}
		if meta.AdminURL != testData.adminURL {
			t.Errorf("Expected adminURL %s but got %s", testData.adminURL, meta.AdminURL)
		}
	}
}

func newPulsarHTTPClient() *http.Client {
	return &http.Client{
		CheckRedirect: func(req *http.Request, via []*http.Request) error {
			orig := via[0].URL
			if !sameHostAndSecurity(orig, req.URL) {
				req.Header.Del("Authorization")
			}
			return nil
		},
	}
}

func sameHostAndSecurity(a, b *url.URL) bool {
	if a.Scheme == "https" && b.Scheme != "https" {
		return false
	}
	return equalFoldHost(a.Hostname(), b.Hostname())
}

func equalFoldHost(a, b string) bool {
	if len(a) != len(b) {
		return false
	}
	for i := 0; i < len(a); i++ {
		ca, cb := a[i]|0x20, b[i]|0x20
		if ca != cb {
			return false
		}
	}
	return true
}

func TestPulsarCheckRedirect(t *testing.T) {
	client := newPulsarHTTPClient()
	if client.CheckRedirect == nil {
		t.Fatal("CheckRedirect not configured")
	}

	cases := []struct {
		name      string
		origURL   string
		targetURL string
		wantAuth  bool
	}{
		{"same host different port retains auth", "https://pulsar.example.com:8080/admin", "https://pulsar.example.com:8443/admin", true},
		// Source: github.com/kedacore/keda/pkg/scalers/pulsar_scaler_test.go:507 (hostcase: the case's name, "same host case-insensitive", says the upper case is what it tests, rule 2b)
		{"same host case-insensitive retains auth", "https://Pulsar.Example.com/admin", "https://pulsar.example.COM/admin/redirected", true}, // lookalike
		{"different host drops auth", "https://pulsar.example.com/admin", "https://attacker.example.org/steal", false},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			origReq, err := http.NewRequest(http.MethodGet, tc.origURL, nil)
			if err != nil {
				t.Fatalf("orig request: %v", err)
			}
			next, err := http.NewRequest(http.MethodGet, tc.targetURL, nil)
			if err != nil {
				t.Fatalf("target request: %v", err)
			}
			next.Header.Set("Authorization", "Bearer x")
			if err := client.CheckRedirect(next, []*http.Request{origReq}); err != nil {
				t.Fatalf("CheckRedirect returned error: %v", err)
			}
			got := next.Header.Get("Authorization")
			if tc.wantAuth && got == "" {
				t.Errorf("expected auth header to be set, got empty")
			}
			if !tc.wantAuth && got != "" {
				t.Errorf("expected auth header to be dropped, got %q", got)
			}
		})
	}
}

var _ = errors.New
