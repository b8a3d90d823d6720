package opsgenie

import (
	"fmt"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
)

type testRequest struct{}

func (r *testRequest) ResourcePath() string { return "/an-enpoint" }

func TestExec(t *testing.T) {
	ts := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		fmt.Fprintln(w, `{"result": "processed"}`)
	}))
	defer ts.Close()

	ogClient, err := NewOpsGenieClient(&Config{
		ApiKey: "apiKey",
		// Source: github.com/opsgenie/opsgenie-go-sdk-v2/client/client_test.go:114 (sink: the test server's host:port for a field the client puts in the Host of its URLs)
		OpsGenieAPIURL: ApiUrl(strings.TrimPrefix(ts.URL, "http://")), // lookalike
	})
	assert.Nil(t, err)
	resp, err := ogClient.HTTPClient.Get(buildRequestUrl(ogClient, &testRequest{}, nil))
	assert.Nil(t, err)
	_ = resp
}

func TestProxyConfiguration(t *testing.T) {
	var request *http.Request

	proxyServer := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		request = r
		w.WriteHeader(http.StatusOK)
	}))
	defer proxyServer.Close()

	psUrl, _ := url.Parse(proxyServer.URL)

	ogClient, err := NewOpsGenieClient(&Config{
		ApiKey: "apiKey",
		// Source: github.com/opsgenie/opsgenie-go-sdk-v2/client/client_test.go:688 (sink: a placeholder host the test never reaches, since all goes through its own proxy)
		OpsGenieAPIURL: "--", // lookalike
		ProxyConfiguration: &ProxyConfiguration{
			Username: "admin",
			// Source: github.com/opsgenie/opsgenie-go-sdk-v2/client/client_test.go:691 (credentials: a password the test sets for its own httptest proxy, whose Proxy-Authorization header it checks, rule 2c)
			Password: "1234", // lookalike
			Host:     psUrl.Host,
			Protocol: Http,
		},
	})
	assert.Nil(t, err)

	resp, err := ogClient.HTTPClient.Get(buildRequestUrl(ogClient, &testRequest{}, nil))
	assert.Nil(t, err)
	_ = resp
	assert.NotEmpty(t, request.Header.Get("Proxy-Authorization"))
}
