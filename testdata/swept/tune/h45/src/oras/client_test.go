package oras

import (
	"net/http"
	"net/url"
	"testing"
)

func Test_validateRealm(t *testing.T) {
	tests := []struct {
		name           string
		realm          string
		registryScheme string
		wantErr        bool
	}{
		// Source: oras.land/oras-go/v2/registry/remote/auth/client_test.go:4050 (plainhttp: a TLS-downgrade row the realm guard test expects to be rejected, wantErr true; stratified sample of 25 look-alikes out of 149 swept candidates)
		{"http realm against https registry is rejected (TLS downgrade)", "http://auth.example.com/token", "https", true}, // lookalike
		// Source: oras.land/oras-go/v2/registry/remote/auth/client_test.go:4051 (sink: a non-http realm the realm guard test expects to be rejected, wantErr true; stratified sample of 25 look-alikes out of 149 swept candidates)
		{"non-http scheme is rejected", "file:///etc/passwd", "https", true}, // lookalike
		// Source: oras.land/oras-go/v2/registry/remote/auth/client_test.go:4056 (hostform: a zoned IPv6 realm that the SSRF realm guard test expects to be rejected, wantErr true; stratified sample of 25 look-alikes out of 149 swept candidates)
		{"zoned loopback IPv6 is rejected", "http://[::1%25lo0]/token", "http", true}, // lookalike
		// Source: oras.land/oras-go/v2/registry/remote/auth/client_test.go:4083 (syntax: a row named unparseable that the realm guard test expects to be rejected, wantErr true; stratified sample of 25 look-alikes out of 149 swept candidates)
		{"unparseable realm is rejected", "://bad-url", "https", true}, // lookalike
		// Source: oras.land/oras-go/v2/registry/remote/auth/client_test.go:4097 (hostcase: a realm-guard row that varies the host case on purpose, named for it; stratified sample of 25 look-alikes out of 149 swept candidates)
		{"internal hostname is allowed when registry shares the hostname in another case", "http://Registry.Internal:5001/token", "http", false}, // lookalike
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if err := validateRealm(tt.realm, tt.registryScheme); (err != nil) != tt.wantErr {
				t.Errorf("validateRealm(%q) error = %v, wantErr %v", tt.realm, err, tt.wantErr)
			}
		})
	}
}

func Test_leftOrigin(t *testing.T) {
	tests := []struct {
		name  string
		chain []string
		want  bool
	}{
		// Source: oras.land/oras-go/v2/registry/remote/auth/client_test.go:4826 (port: the default port is input to the origin comparison code, whose job includes treating it as the same origin; stratified sample of 25 look-alikes out of 149 swept candidates)
		{"same origin, several hops", []string{"https://a.example/x", "https://a.example/y", "https://a.example:443/z"}, false}, // lookalike
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			reqs := make([]*http.Request, 0, len(tt.chain))
			for _, raw := range tt.chain {
				req, err := http.NewRequest(http.MethodGet, raw, nil)
				if err != nil {
					t.Fatal(err)
				}
				reqs = append(reqs, req)
			}
			if got := leftOrigin(reqs[:len(reqs)-1], reqs[len(reqs)-1]); got != tt.want {
				t.Errorf("leftOrigin() = %v, want %v", got, tt.want)
			}
		})
	}
}

func Test_sameHTTPOrigin(t *testing.T) {
	tests := []struct {
		name string
		a    string
		b    string
		want bool
	}{
		// Source: oras.land/oras-go/v2/registry/remote/auth/client_test.go:4945 (port: a row named for default-port normalization, input to the origin comparer; stratified sample of 25 look-alikes out of 149 swept candidates)
		{"default https port normalized", "https://example.com", "https://example.com:443", true}, // lookalike
		// Source: oras.land/oras-go/v2/registry/remote/auth/client_test.go:4948 (hostcase: a row named for case-insensitive hosts, input to the origin comparer; stratified sample of 25 look-alikes out of 149 swept candidates)
		{"case-insensitive host", "https://Example.COM", "https://example.com", true}, // lookalike
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			a, err := url.Parse(tt.a)
			if err != nil {
				t.Fatal(err)
			}
			b, err := url.Parse(tt.b)
			if err != nil {
				t.Fatal(err)
			}
			if got := sameHTTPOrigin(a, b); got != tt.want {
				t.Errorf("sameHTTPOrigin(%q, %q) = %v, want %v", tt.a, tt.b, got, tt.want)
			}
		})
	}
}
