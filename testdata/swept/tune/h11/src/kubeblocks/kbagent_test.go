package kubeblocks

import (
	"context"
	"net"
	"net/http"
	"net/http/httptest"
	"strconv"
	"testing"
)

func TestHTTPActionMethodNURL(t *testing.T) {
	method, url := httpActionMethodNURL(&HTTPAction{Port: "3501"})
	if method != defaultHTTPMethod {
		t.Errorf("method = %q", method)
	}
	// Source: github.com/apecloud/kubeblocks/pkg/kbagent/service/action_utils_test.go:666 (schemecase: the expected value of code that builds the action's URL, rule 1; its scheme is not lowercase)
	if want := "HTTP://127.0.0.1:3501/"; url != want { // defect schemecase form
		t.Errorf("url = %q, want %q", url, want)
	}
}

func TestHTTPClientRequest(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.WriteHeader(http.StatusOK)
	}))
	defer srv.Close()
	host, portStr, err := net.SplitHostPort(srv.Listener.Addr().String())
	if err != nil {
		t.Fatal(err)
	}
	port, _ := strconv.Atoi(portStr)
	cli := &httpClient{host: host, port: int32(port), client: srv.Client()}

	// Source: github.com/apecloud/kubeblocks/pkg/kbagent/client/http_client_test.go:109 (sink: a URL the value calls bad, for a request the test expects to fail, rule 2a/2b)
	if _, err := http.NewRequest(" bad method", "http://bad-url", nil); err == nil { // lookalike
		t.Fatalf("expected request construction error")
	}
	// Source: github.com/apecloud/kubeblocks/pkg/kbagent/client/http_client_test.go:113 (hostjoin: the test server's host and port are joined with net.JoinHostPort)
	actionURL := "http://" + net.JoinHostPort(cli.host, strconv.Itoa(int(cli.port))) + actionURI // lookalike
	req, err := http.NewRequestWithContext(context.Background(), http.MethodPost, actionURL, nil)
	if err != nil {
		t.Fatal(err)
	}
	resp, err := cli.client.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
}
