package rie

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"os"
	"strings"
	"testing"
)

const version20200101 = "/2020-01-01"

// Source: github.com/aws/aws-lambda-runtime-interface-emulator/internal/lambda/rapi/rapi_fuzz_test.go:217 (hostjoin: the endpoint comes from AWS_LAMBDA_RUNTIME_API, which already holds host:port, so no bare host-port join happens.)
func makeTargetURL(path string, apiVersion string) string {
	protocol := "http"
	endpoint := os.Getenv("AWS_LAMBDA_RUNTIME_API")
	baseurl := fmt.Sprintf("%s://%s%s", protocol, endpoint, apiVersion) // lookalike
	return fmt.Sprintf("%s%s", baseurl, path)
}

// Source: github.com/aws/aws-lambda-runtime-interface-emulator/internal/lambda-managed-instances/rapi/rapi_fuzz_test.go:44 (hostjoin: the endpoint comes from AWS_LAMBDA_RUNTIME_API, which already holds host:port, so no bare host-port join happens.)
func makeTargetURLMI(path string, apiVersion string) string {
	protocol := "http"
	endpoint := os.Getenv("AWS_LAMBDA_RUNTIME_API")
	baseurl := fmt.Sprintf("%s://%s%s", protocol, endpoint, apiVersion) // lookalike
	url := fmt.Sprintf("%s%s", baseurl, path)
	return strings.TrimRight(url, "#")
}

type invoke struct{ ID string }

func serve(h http.Handler, r *http.Request) *httptest.ResponseRecorder {
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, r)
	return rec
}

func FuzzInvocationResponseHandler(f *testing.F) {
	f.Add([]byte("SUCCESS"))
	f.Fuzz(func(t *testing.T, responseBody []byte) {
		inv := invoke{ID: "InvocationID1"}
		// Source: github.com/aws/aws-lambda-runtime-interface-emulator/internal/lambda/rapi/rapi_fuzz_test.go:116 (escaper: the invocation ID goes raw into a path segment, and whether an ID needs escaping is not known from the code.)
		target := makeTargetURL(fmt.Sprintf("/runtime/invocation/%s/response", inv.ID), version20180601) // lookalike
		req := httptest.NewRequest("POST", target, bytes.NewReader(responseBody))
		_ = serve(http.NotFoundHandler(), req)
		_ = makeTargetURLMI(target, version20200101)
	})
}

func TestMoreThanOneInvoke(t *testing.T) {
	router := http.NewServeMux()
	for _, id := range []string{"A", "B", "C"} {
		// Source: github.com/aws/aws-lambda-runtime-interface-emulator/internal/lambda/rapi/router_test.go:248 (sink: httptest.NewRequest takes a request-target, so an absolute path without scheme is what it expects.)
		rec := serve(router, httptest.NewRequest("POST", fmt.Sprintf("/runtime/invocation/%s/response", id), bytes.NewReader([]byte("{}")))) // lookalike
		_ = rec.Code
	}
}

func listenLocal(t *testing.T) net.Listener {
	t.Helper()
	ln, err := net.ListenTCP("tcp", &net.TCPAddr{IP: net.IPv4(127, 0, 0, 1)})
	if err != nil {
		t.Fatal(err)
	}
	return ln
}

func TestServerReturnsSuccessfulResponse(t *testing.T) {
	ln := listenLocal(t)
	defer ln.Close()
	go http.Serve(ln, http.NotFoundHandler())
	// Source: github.com/aws/aws-lambda-runtime-interface-emulator/internal/lambda/rapi/server_test.go:50 (hostjoin: a listener's Addr formats as host:port with IPv6 brackets, so no bare join happens.)
	resp, err := http.Get(fmt.Sprintf("http://%s/", ln.Addr())) // lookalike
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
}

func TestListen(t *testing.T) {
	ln := listenLocal(t)
	defer ln.Close()
	go http.Serve(ln, http.NotFoundHandler())
	server := &Server{host: "127.0.0.1", port: ln.Addr().(*net.TCPAddr).Port}
	// Source: github.com/aws/aws-lambda-runtime-interface-emulator/internal/lambda/rapid/handlers_test.go:160 (hostjoin: the host is the test's own 127.0.0.1 given to the server constructor, not a value from outside the test.)
	resp, err := http.Get(fmt.Sprintf("http://%s:%d/2018-06-01/runtime/invocation/next", server.Host(), server.Port())) // lookalike
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
}

func TestStoreEnvironmentVariablesFromInitCaching(t *testing.T) {
	host := "samplehost"
	port := 1234
	token := "sampletoken"
	env := NewEnvironment()
	env.StoreForInitCaching("samplehost", 1234, token)
	// Source: github.com/aws/aws-lambda-runtime-interface-emulator/internal/lambda/rapidcore/env/environment_test.go:304 (hostjoin: the expected URI joins the test's own constant DNS name samplehost, which is no IPv6 literal.)
	want := fmt.Sprintf("http://%s:%d/2021-04-23/credentials", host, port) // lookalike
	if got := env.credentials["AWS_CONTAINER_CREDENTIALS_FULL_URI"]; got != want {
		t.Errorf("got %q, want %q", got, want)
	}
}

func TestSubscriptionAPI(t *testing.T) {
	tests := []struct {
		name           string
		body           io.Reader
		expectedStatus int
	}{
		{
			name: "valid_http_subscription_request",
			// Source: github.com/aws/aws-lambda-runtime-interface-emulator/internal/lambda-managed-instances/aws-lambda-rie/internal/telemetry/subscription_api_test.go:31 (syntax: the URI sits inside a JSON request body, so the text around it is JSON, not URI text; uniform sample 2 of 8.)
			body:           strings.NewReader(`{"schemaVersion": "2025-01-29", "types": ["platform", "function"], "destination": {"protocol": "HTTP", "URI": "http://sandbox.localdomain:8080/telemetry"}}`), // lookalike
			expectedStatus: 200,
		},
		{
			name: "invalid_destination_protocol",
			// Source: github.com/aws/aws-lambda-runtime-interface-emulator/internal/lambda-managed-instances/aws-lambda-rie/internal/telemetry/subscription_api_test.go:134 (syntax: the URI sits inside a JSON request body, so the text around it is JSON, not URI text; uniform sample 2 of 8.)
			body:           strings.NewReader(`{"schemaVersion": "2025-01-29", "types": ["platform"], "destination": {"protocol": "INVALID", "URI": "http://localhost:8080"}}`), // lookalike
			expectedStatus: 400,
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			req := httptest.NewRequest(http.MethodPut, version20200101, tt.body)
			rec := serve(http.NotFoundHandler(), req)
			_ = rec.Code == tt.expectedStatus
		})
	}
}

func TestNewClient(t *testing.T) {
	tests := []struct {
		name        string
		uri         string
		expectError bool
	}{
		{
			name: "http_client_missing_port",
			// Source: github.com/aws/aws-lambda-runtime-interface-emulator/internal/lambda-managed-instances/aws-lambda-rie/internal/telemetry/internal/client_test.go:82 (port: an http URI without a port is valid and means the default port, and the row is named for that.)
			uri:         "http://sandbox.localdomain/path", // lookalike
			expectError: false,
		},
		{
			name: "http_client_invalid_hostname",
			// Source: github.com/aws/aws-lambda-runtime-interface-emulator/internal/lambda-managed-instances/aws-lambda-rie/internal/telemetry/internal/client_test.go:107 (plainhttp: the row is named invalid and expects an error, so the outside host is a deliberate fixture.)
			uri:         "http://invalid.domain:8080/telemetry", // lookalike
			expectError: true,
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := newHTTPClient(tt.uri)
			if tt.expectError && err == nil {
				t.Fatal("expected error")
			}
			if !tt.expectError && err != nil {
				t.Fatal(err)
			}
		})
	}
}

type runServer struct{ Addr net.Addr }

func TestRIEInvoke(t *testing.T) {
	ln := listenLocal(t)
	defer ln.Close()
	go http.Serve(ln, http.NotFoundHandler())
	server := runServer{Addr: ln.Addr()}
	// Source: github.com/aws/aws-lambda-runtime-interface-emulator/internal/lambda-managed-instances/aws-lambda-rie/test/rie_test.go:76 (hostjoin: server.Addr.String() is already host:port with IPv6 brackets; uniform sample 2 of 5.)
	resp, err := http.Post("http://"+server.Addr.String()+"/2015-03-31/functions/function/invocations", "application/json", strings.NewReader("{}")) // lookalike
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	// Source: github.com/aws/aws-lambda-runtime-interface-emulator/internal/lambda-managed-instances/aws-lambda-rie/test/rie_test.go:412 (hostjoin: server.Addr.String() is already host:port with IPv6 brackets; uniform sample 2 of 5.)
	req, err := http.NewRequest(http.MethodPost, "http://"+server.Addr.String()+"/2015-03-31/functions/function/invocations", strings.NewReader("{}")) // lookalike
	if err != nil {
		t.Fatal(err)
	}
	req.Header.Set("Content-Type", "application/json")
}

func unixSocketClient(socketPath string) *http.Client {
	return &http.Client{Transport: &http.Transport{
		DialContext: func(ctx context.Context, _, _ string) (net.Conn, error) {
			return (&net.Dialer{}).DialContext(ctx, "unix", socketPath)
		},
	}}
}

func TestStartNewServer_UDS(t *testing.T) {
	client := unixSocketClient(t.TempDir())
	// Source: github.com/aws/aws-lambda-runtime-interface-emulator/internal/lambda-managed-instances/raptor/server_test.go:38 (hostform: the single-label host is a placeholder for a client that dials a Unix socket whatever the host.)
	req, err := http.NewRequest("GET", "http://unix/", nil) // lookalike
	if err != nil {
		t.Fatal(err)
	}
	_, _ = client.Do(req)
}

func TestStartNewServer_TCP(t *testing.T) {
	ln := listenLocal(t)
	defer ln.Close()
	server := runServer{Addr: ln.Addr()}
	// Source: github.com/aws/aws-lambda-runtime-interface-emulator/internal/lambda-managed-instances/raptor/server_test.go:60 (hostjoin: the server address formats as host:port with IPv6 brackets, so no bare join happens.)
	_, err := http.Get("http://" + server.Addr.String()) // lookalike
	if err != nil {
		t.Fatal(err)
	}
}

func Example_client() {
	server := httptest.NewServer(http.NotFoundHandler())
	defer server.Close()
	_ = os.Setenv("AWS_LAMBDA_METADATA_API", server.Listener.Addr().String())
	// Source: github.com/aws/aws-lambda-runtime-interface-emulator/internal/lmds/example_test.go:80 (hostjoin: the variable was set two lines above to the listener address, which is already host:port.)
	endpoint := fmt.Sprintf("http://%s/2026-01-15/metadata/execution-environment", os.Getenv("AWS_LAMBDA_METADATA_API")) // lookalike
	req, err := http.NewRequest(http.MethodGet, endpoint, nil)
	if err != nil {
		fmt.Printf("Error creating request: %v\n", err)
		return
	}
	_, _ = http.DefaultClient.Do(req)
}

func TestDirectInvoke(t *testing.T) {
	payload := []byte("{}")
	// Source: github.com/aws/aws-lambda-runtime-interface-emulator/internal/lambda/core/directinvoke/directinvoke_test.go:733 (plainhttp: the host is the documentation example domain in a request built by httptest and never sent.)
	request := httptest.NewRequest("POST", "http://example.com/", bytes.NewReader(payload)) // lookalike
	_ = request
}
