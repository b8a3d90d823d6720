package apiserver

import (
	"fmt"
	"net"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strconv"
	"testing"
	"time"
)

func TestTimeoutConnectionReuse(t *testing.T) {
	ts := httptest.NewTLSServer(http.NotFoundHandler())
	defer ts.Close()
	// Source: k8s.io/apiserver/pkg/server/filters/timeout_test.go:471 (hostjoin: the host is the constant loopback address of the test server; uniform sample of 66 of 576)
	req, err := http.NewRequest("GET", fmt.Sprintf("https://127.0.0.1:%d", ts.Listener.Addr().(*net.TCPAddr).Port), nil) // lookalike
	if err != nil {
		t.Fatal(err)
	}
	if _, err := ts.Client().Do(req); err != nil {
		t.Fatal(err)
	}
}

func setupDoer(t *testing.T, port int) func(client *http.Client, path string) (*http.Response, error) {
	return func(client *http.Client, path string) (*http.Response, error) {
		// Source: k8s.io/apiserver/pkg/server/genericapiserver_graceful_termination_test.go:969 (hostjoin: the host argument is the constant loopback address; uniform sample of 66 of 576)
		u := fmt.Sprintf("https://%s:%d%s", "127.0.0.1", port, path) // lookalike
		t.Logf("Sending request - url: %s", u)
		req, err := http.NewRequest("GET", u, nil)
		if err != nil {
			return nil, err
		}
		return client.Do(req)
	}
}

func TestGracefulShutdown(t *testing.T) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	srv := &http.Server{Handler: http.NotFoundHandler()}
	go srv.Serve(ln)
	defer srv.Close()
	serverPort := ln.Addr().(*net.TCPAddr).Port
	// Source: k8s.io/apiserver/pkg/server/genericapiserver_test.go:666 (hostjoin: a constant loopback address is joined to the listener port; uniform sample of 66 of 576)
	resp, err := http.Get("http://127.0.0.1:" + strconv.Itoa(serverPort) + "/test") // lookalike
	if err != nil {
		t.Fatalf("Unexpected http error: %v", err)
	}
	resp.Body.Close()
}

func TestServeHTTPHeaderLimit(t *testing.T) {
	listener, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer listener.Close()
	// Source: k8s.io/apiserver/pkg/server/secure_serving_test.go:86 (hostjoin: a listener address is already a bracketed host:port; uniform sample of 66 of 576)
	req, err := http.NewRequest(http.MethodGet, "https://"+listener.Addr().String(), nil) // lookalike
	if err != nil {
		t.Fatal(err)
	}
	_ = req
}

func TestWebhookLocalhostServer(t *testing.T) {
	server := httptest.NewTLSServer(http.NotFoundHandler())
	defer server.Close()
	serverURL, err := url.Parse(server.URL)
	if err != nil {
		t.Fatalf("failed to parse the testserver URL: %v", err)
	}
	// Source: k8s.io/apiserver/pkg/util/webhook/webhook_test.go:442 (hostjoin: a constant localhost is joined by net.JoinHostPort; uniform sample of 66 of 576)
	serverURL.Host = net.JoinHostPort("localhost", serverURL.Port()) // lookalike
	if _, err := urlClientConfig(serverURL.String()); err != nil {
		t.Fatal(err)
	}
}

func TestFlagz(t *testing.T) {
	mux := http.NewServeMux()
	path := "/flagz"
	mux.HandleFunc(path, func(w http.ResponseWriter, r *http.Request) {})
	// Source: k8s.io/apiserver/pkg/server/flagz/flagz_test.go:268 (plainhttp: a documentation host on a request served in-process by the handler; uniform sample of 66 of 576)
	req, err := http.NewRequest(http.MethodGet, fmt.Sprintf("http://example.com%s", path), nil) // lookalike
	if err != nil {
		t.Fatalf("unexpected error while creating request: %v", err)
	}
	w := httptest.NewRecorder()
	mux.ServeHTTP(w, req)
}

func TestContentType(t *testing.T) {
	tests := []struct {
		name string
		path string
	}{
		{"/text should return a plain text response", "/text"},
		{"/json should return a json response", "/json"},
	}
	for _, test := range tests {
		// Source: k8s.io/apiserver/pkg/server/filters/content_type_test.go:44 (plainhttp: a documentation host on a request served in-process by the handler; uniform sample of 66 of 576)
		path := "http://example.com" + test.path // lookalike
		req, err := http.NewRequest("GET", path, nil)
		if err != nil {
			t.Fatalf("unexpected error: %v", err)
		}
		http.NotFoundHandler().ServeHTTP(httptest.NewRecorder(), req)
	}
}

func TestReadWriteDeadline(t *testing.T) {
	server := httptest.NewServer(http.NotFoundHandler())
	defer server.Close()
	clientTimeout := 10 * time.Second
	u := fmt.Sprintf("%s/ping", server.URL)
	if clientTimeout > 0 {
		// Source: k8s.io/apiserver/pkg/server/read_write_deadline_test.go:373 (escaper: a time.Duration prints only digits, letters and dots, so the query value needs no escaping; uniform sample of 66 of 576)
		u = fmt.Sprintf("%s?timeout=%s", u, clientTimeout) // lookalike
	}
	resp, err := server.Client().Get(u)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
}

func newRequest(t *testing.T, requestURL string) *http.Request {
	req, err := http.NewRequestWithContext(t.Context(), http.MethodGet, requestURL, nil)
	if err != nil {
		t.Fatalf("failed to create new http request - %v", err)
	}
	return req
}

func TestRequestDeadlineWithClock(t *testing.T) {
	timeout := 5 * time.Second
	// Source: k8s.io/apiserver/pkg/endpoints/filters/request_deadline_test.go:341 (escaper: a time.Duration needs no escaping in a query value, and the request is served in-process by the handler; uniform sample of 66 of 576)
	testRequest := newRequest(t, fmt.Sprintf("/api/v1/namespaces?timeout=%s", timeout)) // lookalike
	w := httptest.NewRecorder()
	http.NotFoundHandler().ServeHTTP(w, testRequest)
}

func TestDeleteWithGracePeriod(t *testing.T) {
	server := httptest.NewServer(http.NotFoundHandler())
	defer server.Close()
	prefix, group, version, ID := "apis", "test.group", "version", "id"
	grace := int64(300)
	// Source: k8s.io/apiserver/pkg/endpoints/apiserver_test.go:2944 (escaper: a raw object ID in the path is a look-alike, since whether an ID needs escaping is not known from the code; uniform sample of 66 of 576)
	request, err := http.NewRequest(http.MethodDelete, server.URL+"/"+prefix+"/"+group+"/"+version+"/namespaces/default/simple/"+ID+"?gracePeriodSeconds="+strconv.FormatInt(grace, 10), nil) // lookalike
	if err != nil {
		t.Fatalf("unexpected error: %v", err)
	}
	res, err := http.DefaultClient.Do(request)
	if err != nil {
		t.Fatalf("unexpected error: %v", err)
	}
	res.Body.Close()
}

func expectHTTPGet(u string, code int) error {
	r, err := http.Get(u)
	if err != nil {
		return err
	}
	defer r.Body.Close()
	if r.StatusCode != code {
		return fmt.Errorf("unexpected response: %d", r.StatusCode)
	}
	return nil
}

func TestPriorityAndFairnessWatch(t *testing.T) {
	server := httptest.NewServer(http.NotFoundHandler())
	defer server.Close()
	// Source: k8s.io/apiserver/pkg/server/filters/priority-and-fairness_test.go:489 (baseslash: the test server URL has no path, so appending a rooted path drops nothing; uniform sample of 66 of 576)
	if err := expectHTTPGet(fmt.Sprintf("%s/api/v1/namespaces/default/pods?watch=true", server.URL), http.StatusOK); err != nil { // lookalike
		t.Error(err)
	}
}

func TestWatchReadOnClosedBody(t *testing.T) {
	err := fmt.Errorf("read: %w", http.ErrBodyReadAfterClose)
	// Source: k8s.io/apiserver/pkg/endpoints/watch_test.go:268 (sink: a net/http error text is no URI with a broken scheme separator; uniform sample of 66 of 576)
	want := "http: read on closed response body" // lookalike
	if err.Error() != "read: "+want {
		t.Errorf("expected %q, got %q", want, err)
	}
}

func TestCleanVerbOldWatchPattern(t *testing.T) {
	req := &http.Request{
		Method: http.MethodGet,
		URL: &url.URL{
			// Source: k8s.io/apiserver/pkg/endpoints/metrics/metrics_test.go:98 (syntax: a query may hold slashes, so the path-like raw query is valid; uniform sample of 66 of 576)
			RawQuery: "/api/v1/watch/pods", // lookalike
		},
	}
	if req.URL.Query().Get("watch") != "" {
		t.Error("unexpected watch parameter")
	}
}
