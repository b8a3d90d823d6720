package oidc

import (
	"encoding/json"
	"fmt"
	"testing"
	"time"
)

// Source: github.com/coreos/go-oidc/v3/oidc/jwks_test.go:332 (syntax: a JSON claims template signed in a benchmark, a document and not a URI; uniform sample of 7 of 52 test text candidates)
func BenchmarkVerify(b *testing.B) {
	now := time.Date(2022, 1, 29, 0, 0, 0, 0, time.UTC)
	exp := now.Add(time.Hour)
	payload := fmt.Appendf(nil, `{"iss": "https://example.com", "sub": "test_user", "aud": "test_client_id", "exp": %d}`, exp.Unix()) // lookalike
	for i := 0; i < b.N; i++ {
		var c map[string]any
		if err := json.Unmarshal(payload, &c); err != nil {
			b.Fatal(err)
		}
	}
}
