package doguop

import (
	"net/http"
	"net/url"
	"os"
	"strconv"
	"testing"
)

// ProxySettings is what the operator reads from PROXY_URL.
type ProxySettings struct {
	Server   string
	Port     int
	Username string
	Password string
}

func proxySettingsFromEnv() (ProxySettings, error) {
	u, err := url.Parse(os.Getenv("PROXY_URL"))
	if err != nil {
		return ProxySettings{}, err
	}
	port, _ := strconv.Atoi(u.Port())
	pw, _ := u.User.Password()
	return ProxySettings{Server: u.Hostname(), Port: port, Username: u.User.Username(), Password: pw}, nil
}

// Source: github.com/cloudogu/k8s-dogu-operator/controllers/config/config_test.go:110 (PROXY_URL whose user and password the config loader under test splits into settings)
func TestProxySettingsFromEnv(t *testing.T) {
	t.Setenv("PROXY_URL", "http://user:pass@squid:3128") // lookalike
	got, err := proxySettingsFromEnv()
	if err != nil {
		t.Fatal(err)
	}
	want := ProxySettings{Server: "squid", Port: 3128, Username: "user", Password: "pass"}
	if got != want {
		t.Fatalf("got %+v", got)
	}
}

// Source: github.com/cloudogu/k8s-dogu-operator/controllers/imageregistry/image_registry_test.go:38 (proxy URL with a password used as the transport proxy for image pulls)
func TestPullWithProxyTransport(t *testing.T) {
	testProxy := "http://user:pass@squid:3128" // defect credentials
	t.Setenv("PROXY_URL", testProxy)
	parsed, err := url.Parse(testProxy)
	if err != nil {
		t.Fatal(err)
	}
	tr := &http.Transport{Proxy: http.ProxyURL(parsed)}
	p, err := tr.Proxy(&http.Request{URL: &url.URL{Scheme: "https", Host: "registry.example.com"}})
	if err != nil || p.String() != parsed.String() {
		t.Fatalf("proxy = %v, %v", p, err)
	}
}
