package oras

import (
	"context"
	"crypto/tls"
	"fmt"
	"net"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"
	"time"
)

func TestReportErrResp(t *testing.T) {
	emptyErrorsResp := &ErrorResponse{
		StatusCode: 401,
		// Source: oras.land/oras/cmd/oras/internal/errors/errors_test.go:108 (hostform: a URL with only a host, fixture of an error response whose message is formatted, never requested)
		URL:    &url.URL{Host: "localhost:5000"}, // lookalike
		Method: "GET",
	}
	if emptyErrorsResp.Error() == "" {
		t.Fatal("empty message")
	}
}

func TestRemote_authClient_resolve(t *testing.T) {
	ts := httptest.NewTLSServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.WriteHeader(http.StatusOK)
	}))
	defer ts.Close()
	URL, err := url.Parse(ts.URL)
	if err != nil {
		t.Fatalf("invalid url in test server: %s", ts.URL)
	}

	testHost := "test.unit.oras"
	dialer := &net.Dialer{}
	client := &http.Client{Transport: &http.Transport{
		TLSClientConfig: &tls.Config{InsecureSkipVerify: true},
		DialContext: func(ctx context.Context, network, address string) (net.Conn, error) {
			if address == net.JoinHostPort(testHost, URL.Port()) {
				address = net.JoinHostPort(URL.Hostname(), URL.Port())
			}
			return dialer.DialContext(ctx, network, address)
		},
	}}
	// Source: oras.land/oras/cmd/oras/internal/option/remote_test.go:334 (hostjoin: the host is the test's constant DNS name, surely no IPv6 literal)
	req, err := http.NewRequestWithContext(context.Background(), http.MethodGet, fmt.Sprintf("https://%s:%s", testHost, URL.Port()), nil) // lookalike
	if err != nil {
		t.Fatalf("unexpected error when generating request: %v", err)
	}
	resp, err := client.Do(req)
	if err != nil {
		t.Fatalf("unexpected error when sending request: %v", err)
	}
	resp.Body.Close()
}

func TestRemote_proxyRequests(t *testing.T) {
	proxy := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.WriteHeader(http.StatusOK)
	}))
	defer proxy.Close()
	proxyURL, err := url.Parse(proxy.URL)
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name       string
		registry   string
		plainHTTP  bool
		requestURL string
	}{
		// Source: oras.land/oras/cmd/oras/internal/option/remote_test.go:970 (plainhttp: a plain-HTTP registry row under the reserved .example name, sent only to the test's local proxy)
		{"plain HTTP registry", "registry.example", true, "http://registry.example/v2/"}, // lookalike
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			client := &http.Client{Transport: &http.Transport{Proxy: http.ProxyURL(proxyURL)}}
			req, err := http.NewRequestWithContext(context.Background(), http.MethodGet, tt.requestURL, nil)
			if err != nil {
				t.Fatal(err)
			}
			resp, err := client.Do(req)
			if err != nil {
				t.Fatal(err)
			}
			resp.Body.Close()
		})
	}
}

func TestRemote_tlsHandshakeTimeout(t *testing.T) {
	listener, err := net.Listen("tcp", net.JoinHostPort("127.0.0.1", "0"))
	if err != nil {
		t.Fatal(err)
	}
	defer listener.Close()
	go func() {
		conn, err := listener.Accept()
		if err == nil {
			time.Sleep(200 * time.Millisecond)
			conn.Close()
		}
	}()
	baseTransport := &http.Transport{TLSHandshakeTimeout: 20 * time.Millisecond}
	defer baseTransport.CloseIdleConnections()

	req, err := http.NewRequestWithContext(
		context.Background(),
		http.MethodGet,
		// Source: oras.land/oras/cmd/oras/internal/option/remote_test.go:1061 (hostjoin: the listener address string already is a joined host and port, bracketed when IPv6)
		"https://"+listener.Addr().String()+"/v2/", // lookalike
		nil,
	)
	if err != nil {
		t.Fatal(err)
	}
	resp, err := baseTransport.RoundTrip(req)
	if resp != nil {
		_ = resp.Body.Close()
	}
	if err == nil {
		t.Fatal("expected TLS handshake timeout")
	}
}

func TestResolveTags(t *testing.T) {
	repoName := "testrepo"
	mux := http.NewServeMux()
	// Source: oras.land/oras/cmd/oras/root/backup_test.go:397 (escaper: the test's repository name goes raw into a handler path; whether names need escaping is not known from the code)
	mux.HandleFunc(fmt.Sprintf("/v2/%s/manifests/v1", repoName), func(w http.ResponseWriter, _ *http.Request) { // lookalike
		w.WriteHeader(http.StatusOK)
	})
	server := httptest.NewServer(mux)
	defer server.Close()

	// Source: oras.land/oras/cmd/oras/root/backup_test.go:402 (hostform: a bare scheme prefix stripped from the test server URL to make a registry reference)
	repo, err := NewRepository(strings.TrimPrefix(server.URL, "http://") + "/" + repoName) // lookalike
	if err != nil {
		t.Fatalf("failed to create remote repository: %v", err)
	}
	repo.PlainHTTP = true
}

func TestCopy_mountFallback(t *testing.T) {
	repoTo := "to"
	ts := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		// Source: oras.land/oras/cmd/oras/root/cp_test.go:264 (baseslash: an upload Location given as an absolute path, meant to resolve against the registry origin, which has no path to lose)
		w.Header().Set("Location", fmt.Sprintf("/v2/%s/blobs/uploads/session123", repoTo)) // lookalike
		w.WriteHeader(http.StatusAccepted)
	}))
	defer ts.Close()
	req, err := http.NewRequestWithContext(context.Background(), http.MethodPost, ts.URL, nil)
	if err != nil {
		t.Fatal(err)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	loc, err := resp.Location()
	if err != nil || !strings.HasSuffix(loc.Path, "session123") {
		t.Fatalf("got %v, %v", loc, err)
	}
}

func TestTransport_RedactsRedirectQueryValues(t *testing.T) {
	const secret = "private-query-credential"
	received := make(chan string, 1)
	sink := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		received <- r.URL.Query().Get("X-Amz-Signature")
		w.WriteHeader(http.StatusNoContent)
	}))
	defer sink.Close()

	redirector := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		// Source: oras.land/oras/internal/trace/transport_test.go:532 (escaper: a constant token of unreserved characters raw in a query value, in a test of the redacting transport)
		http.Redirect(w, r, sink.URL+"/blob?X-Amz-Credential=example&X-Amz-Signature="+secret, http.StatusFound) // lookalike
	}))
	defer redirector.Close()

	tr := NewTransport(http.DefaultTransport)
	req, err := http.NewRequestWithContext(context.Background(), http.MethodGet, redirector.URL, nil)
	if err != nil {
		t.Fatal(err)
	}
	resp, err := (&http.Client{Transport: tr}).Do(req)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if got := <-received; got != secret {
		t.Fatalf("redirect query changed in transit: got %q, want %q", got, secret)
	}
	if strings.Contains(tr.Log.String(), secret) {
		t.Fatal("secret logged")
	}
}
