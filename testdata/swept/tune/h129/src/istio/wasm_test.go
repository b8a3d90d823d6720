package istio

import (
	"errors"
	"fmt"
	"net"
	"net/http"
	"net/url"
	"regexp"
	"strings"
	"testing"
	"time"
)

type getOptions struct {
	RequestTimeout time.Duration
}

func fetchModule(fetchURL string, opts getOptions) error {
	client := &http.Client{Timeout: opts.RequestTimeout}
	var lastErr error
	for attempt := 0; attempt < 5; attempt++ {
		resp, err := client.Get(fetchURL)
		if err == nil {
			resp.Body.Close()
			return nil
		}
		lastErr = err
	}
	return fmt.Errorf("wasm module download failed after 5 attempts, last error: %v", lastErr)
}

func TestWasmCache(t *testing.T) {
	cases := []struct {
		name               string
		fetchURL           string
		getOptions         getOptions
		wantErrorMsgPrefix string
	}{
		{
			name: "download failure",
			// Source: istio.io/istio/pkg/wasm/cache_test.go:170 (syntax: the host is named invalid and the row expects a download error)
			fetchURL:           "https://-invalid-url", // lookalike
			getOptions:         getOptions{RequestTimeout: time.Second * 10},
			wantErrorMsgPrefix: "wasm module download failed after 5 attempts",
		},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			err := fetchModule(c.fetchURL, c.getOptions)
			if err == nil || !strings.HasPrefix(err.Error(), c.wantErrorMsgPrefix) {
				t.Errorf("got %v, want prefix %q", err, c.wantErrorMsgPrefix)
			}
		})
	}
}

type httpURI struct {
	URI string
}

type remoteDataSource struct {
	HTTPURI httpURI
	Sha256  string
}

// The fake cache of the test answers any module URI without a network call.
var extensionConfigMap = map[string]remoteDataSource{
	"remote-load-success": {
		HTTPURI: httpURI{
			// Source: istio.io/istio/pkg/wasm/convert_test.go:413 (plainhttp: the host is a fake single-label name served by the test's fake cache, no public Internet host)
			URI: "http://test?module=test.wasm", // lookalike
		},
	},
}

func TestWasmConvert(t *testing.T) {
	if _, ok := extensionConfigMap["remote-load-success"]; !ok {
		t.Fatal("missing fixture")
	}
}

var realmRE = regexp.MustCompile(`realm="([^"]*)"`)

func validateAllRealms(wwwAuth string) error {
	for _, m := range realmRE.FindAllStringSubmatch(wwwAuth, -1) {
		u, err := url.Parse(m[1])
		if err != nil {
			return err
		}
		if u.Scheme != "http" && u.Scheme != "https" {
			return errors.New("unsupported realm scheme")
		}
		if ip := net.ParseIP(u.Hostname()); ip != nil && (ip.IsPrivate() || ip.IsLoopback() || ip.IsLinkLocalUnicast()) {
			return errors.New("realm points to a non-public address")
		}
	}
	return nil
}

func TestValidateAllRealms(t *testing.T) {
	tests := []struct {
		name      string
		wwwAuth   string
		expectErr bool
	}{
		{
			name: "valid http realm",
			// Source: istio.io/istio/pkg/wasm/imagefetcher_test.go:646 (plainhttp: input to the realm SSRF guard on a documentation host, testing that an http realm is accepted)
			wwwAuth:   `Bearer realm="http://auth.example.com/token",service="registry.example.com"`, // lookalike
			expectErr: false,
		},
		{
			name: "gopher scheme",
			// Source: istio.io/istio/pkg/wasm/imagefetcher_test.go:686 (sink: an unfetchable scheme fed to the SSRF guard in a row that expects an error)
			wwwAuth:   `Bearer realm="gopher://internal:9000/_GET",service="evil.com"`, // lookalike
			expectErr: true,
		},
		{
			name: "ipv6 link-local",
			// Source: istio.io/istio/pkg/wasm/imagefetcher_test.go:716 (hostform: a link-local IPv6 host fed to the SSRF guard in a row that expects an error)
			wwwAuth:   `Bearer realm="http://[fe80::1]/token",service="evil.com"`, // lookalike
			expectErr: true,
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := validateAllRealms(tt.wwwAuth)
			if (err != nil) != tt.expectErr {
				t.Errorf("validateAllRealms() error = %v, expectErr %v", err, tt.expectErr)
			}
		})
	}
}
