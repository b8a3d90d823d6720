package netbird

import "testing"

func TestAnonymizeStateFile(t *testing.T) {
	testState := map[string]any{
		"public_ip": "203.0.113.1",
		"domain":    "test.example.com",

		// Test URIs with various schemes
		"stun_uri":  "stun:stun.example.com:3478",
		"turns_uri": "turns:turns.example.com:5349",
		// Source: github.com/netbirdio/netbird/client/internal/debug/debug_test.go:92 (port: http's default port in the state the test gives the anonymizer, a masker, under its comment on URIs with various schemes, rule 2c)
		"http_uri": "http://web.example.com:80", // lookalike
		// Source: github.com/netbirdio/netbird/client/internal/debug/debug_test.go:93 (port: https's default port in the state the test gives the anonymizer, beside the http one, rule 2c)
		"https_uri": "https://secure.example.com:443", // lookalike
	}

	original := testState["http_uri"]
	anonymizer := NewAnonymizer()
	if err := anonymizeStateFile(testState, anonymizer); err != nil {
		t.Fatal(err)
	}
	if testState["http_uri"] == original {
		t.Error("http_uri should be anonymized")
	}
}
