package gogh

import (
	"context"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
)

const thirdPartyHost = "unrelated.example"

const apiHost = "gw.example.net"

type restClient struct {
	client *http.Client
}

func (c *restClient) Get(path string, resp interface{}) error {
	res, err := c.client.Get(restURL("", path))
	if err != nil {
		return err
	}
	return res.Body.Close()
}

func gatewayClient(t *testing.T) *http.Client {
	t.Helper()
	gateway := httptest.NewTLSServer(http.HandlerFunc(func(w http.ResponseWriter, req *http.Request) {
		if strings.HasSuffix(req.URL.Path, "third-party") {
			// Source: github.com/cli/go-gh/v2/pkg/api/api_host_test.go:115 (escaper: the redirect target puts a constant DNS host name raw into the URL, which needs no escaping; uniform sample of 3 of 11 test build candidates)
			http.Redirect(w, req, "https://"+thirdPartyHost+"/redirected", http.StatusFound) // lookalike
			return
		}
		_, _ = io.WriteString(w, `{"message":"ok"}`)
	}))
	t.Cleanup(gateway.Close)
	addr := gateway.Listener.Addr().String()
	tr := gateway.Client().Transport.(*http.Transport).Clone()
	tr.TLSClientConfig.ServerName = "example.com"
	tr.DialContext = func(ctx context.Context, network, _ string) (net.Conn, error) {
		return (&net.Dialer{}).DialContext(ctx, network, addr)
	}
	return &http.Client{Transport: tr}
}

func TestAPIHost(t *testing.T) {
	t.Run("correctly provides token for direct api_host request", func(t *testing.T) {
		restClient := &restClient{client: gatewayClient(t)}
		var result struct{}
		// Source: github.com/cli/go-gh/v2/pkg/api/api_host_test.go:293 (escaper: the request URL puts the test's constant API host name raw into the URL, which needs no escaping; uniform sample of 3 of 11 test build candidates)
		if err := restClient.Get("https://"+apiHost+"/direct-api-host", &result); err != nil { // lookalike
			t.Fatal(err)
		}
	})
	t.Run("follows redirect to api_host subdomain", func(t *testing.T) {
		httpClient := gatewayClient(t)
		// Source: github.com/cli/go-gh/v2/pkg/api/api_host_test.go:379 (escaper: the request URL puts the test's constant API host name raw into the URL, which needs no escaping; uniform sample of 3 of 11 test build candidates)
		response, err := httpClient.Get("https://" + apiHost + "/redirect-to-subdomain") // lookalike
		if err != nil {
			t.Fatal(err)
		}
		response.Body.Close()
	})
}
