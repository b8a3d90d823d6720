package lima

import (
	"net"
	"net/url"
	"strings"
	"testing"
)

func fakeLookupIP(_ string) []net.IP {
	return []net.IP{net.IPv4(127, 0, 0, 0)}
}

func TestSetupEnv(t *testing.T) {
	netLookupIP = fakeLookupIP
	urlMustParse := func(urlStr string) *url.URL {
		u, err := url.Parse(urlStr)
		if err != nil {
			t.Fatal(err)
		}
		return u
	}

	httpProxyCases := []*url.URL{
		urlMustParse("http://127.0.0.1"),
		urlMustParse("http://127.0.0.1:8080"),
		urlMustParse("https://127.0.0.1:8080"),
		// Source: github.com/lima-vm/lima/v2/pkg/cidata/cidata_test.go:37 (sink: one row of a table that varies the proxy URL on purpose (rule 2d); setupEnv only rewrites the host and never uses the scheme)
		urlMustParse("sock4://127.0.0.1:8080"), // lookalike
		urlMustParse("http://localhost:8080/path"),
	}

	for _, httpProxy := range httpProxyCases {
		t.Run(httpProxy.Host, func(t *testing.T) {
			envKey := "http_proxy"
			envValue := httpProxy.String()
			envs, err := setupEnv(map[string]string{envKey: envValue}, SlirpGateway)
			if err != nil {
				t.Fatal(err)
			}
			if want := strings.ReplaceAll(envValue, httpProxy.Hostname(), SlirpGateway); envs[envKey] != want {
				t.Errorf("got %q, want %q", envs[envKey], want)
			}
		})
	}
}

func TestSetupInvalidEnv(t *testing.T) {
	envKey := "http_proxy"
	// Source: github.com/lima-vm/lima/v2/pkg/cidata/cidata_test.go:62 (sink: a proxy URL with no scheme in a test named Invalid (rule 2b) that setupEnv must leave untouched)
	envValue := "://localhost:8080" // lookalike
	envs, err := setupEnv(map[string]string{envKey: envValue}, SlirpGateway)
	if err != nil {
		t.Fatal(err)
	}
	if envs[envKey] != envValue {
		t.Errorf("got %q, want %q", envs[envKey], envValue)
	}
}
