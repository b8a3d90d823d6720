package benthos

import (
	"bytes"
	"fmt"
	"net"
	"net/http"
	"net/http/httptest"
	"net/url"
	"testing"
)

func getFreePort(t *testing.T) int {
	t.Helper()
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer l.Close()
	return l.Addr().(*net.TCPAddr).Port
}

// Source: github.com/redpanda-data/benthos/v4/internal/impl/io/input_http_server_test.go:391 (escaper: decoded constant path assigned to url.URL.Path, which is the right field for it; uniform sample 26 of 128.)
func TestHTTPServerPathParameters(t *testing.T) {
	testServer := httptest.NewServer(http.NotFoundHandler())
	defer testServer.Close()

	dummyPath := "/test/foo1/bar1"
	dummyQuery := url.Values{"mylove": []string{"will go on"}}
	serverURL, err := url.Parse(testServer.URL)
	if err != nil {
		t.Fatal(err)
	}
	serverURL.Path = dummyPath // lookalike
	serverURL.RawQuery = dummyQuery.Encode()

	res, err := http.Post(serverURL.String(), "text/plain", bytes.NewReader([]byte("a bunch of jolly leprechauns await")))
	if err != nil {
		t.Fatal(err)
	}
	res.Body.Close()
}

func TestHTTPServerPathParametersCustomServer(t *testing.T) {
	freePort := getFreePort(t)
	dummyPath := "/test/foo1/bar1"
	dummyQuery := url.Values{"mylove": []string{"will go on"}}

	// Source: github.com/redpanda-data/benthos/v4/internal/impl/io/input_http_server_test.go:516 (hostjoin: companion line of the escaper case: constant host localhost joined to the test's own free port.)
	serverURL, err := url.Parse(fmt.Sprintf("http://localhost:%v", freePort)) // lookalike
	if err != nil {
		t.Fatal(err)
	}
	// Source: github.com/redpanda-data/benthos/v4/internal/impl/io/input_http_server_test.go:519 (escaper: decoded constant path assigned to url.URL.Path of a localhost test URL; uniform sample 26 of 128.)
	serverURL.Path = dummyPath // lookalike
	serverURL.RawQuery = dummyQuery.Encode()
	_ = serverURL.String()
}

// Source: github.com/redpanda-data/benthos/v4/internal/impl/io/input_http_server_test.go:1322 (hostjoin: constant host localhost joined to the test's own free port; uniform sample 26 of 128.)
func TestHTTPServerCORSOptions(t *testing.T) {
	freePort := getFreePort(t)
	req, err := http.NewRequest("OPTIONS", fmt.Sprintf("http://localhost:%v/test/foo1/bar1", freePort), http.NoBody) // lookalike
	if err != nil {
		t.Fatal(err)
	}
	req.Header.Add("Origin", "foo")
}

// Source: github.com/redpanda-data/benthos/v4/internal/impl/io/output_http_server_test.go:119 (hostjoin: constant host localhost; the test expects the request to fail after close; uniform sample 26 of 128.)
func TestHTTPServerClosed(t *testing.T) {
	port := getFreePort(t)
	_, err := http.Get(fmt.Sprintf("http://localhost:%v/testpost", port)) // lookalike
	if err == nil {
		t.Error("request success when service should be closed")
	}
}
