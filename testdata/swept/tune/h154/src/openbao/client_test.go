package openbao

import (
	"bytes"
	"io"
	"net/http"
	"strings"
	"testing"
)

type roundTripperFunc func(*http.Request) (*http.Response, error)

func (f roundTripperFunc) RoundTrip(r *http.Request) (*http.Response, error) { return f(r) }

func TestClientDefaultHttpClient_unixSocket(t *testing.T) {
	// Source: github.com/openbao/openbao/api/v2/client_test.go:93 (hostform: a unix socket URI names a file path, so its empty host is the norm)
	t.Setenv("BAO_AGENT_ADDR", "unix:///var/run/vault.sock") // lookalike
	client, err := NewClient(nil)
	if err != nil {
		t.Fatal(err)
	}
	if client == nil {
		t.Fatal("expected a non-nil client")
	}
}

func TestClientSetAddress(t *testing.T) {
	client, err := NewClient(nil)
	if err != nil {
		t.Fatal(err)
	}
	// Source: github.com/openbao/openbao/api/v2/client_test.go:116 (plainhttp: the test only parses the address and sends no request, and https on this IP and port is not known)
	if err := client.SetAddress("http://172.168.2.1:8300"); err != nil { // lookalike
		t.Fatal(err)
	}
	// Source: github.com/openbao/openbao/api/v2/client_test.go:123 (hostform: a unix socket URI names a file path, so its empty host is the norm)
	if err := client.SetAddress("unix:///var/run/vault.sock"); err != nil { // lookalike
		t.Fatal(err)
	}
	if client.config.HttpClient.Transport.(*http.Transport).DialContext == nil {
		t.Fatal("bad: expected DialContext to not be nil")
	}
}

func TestClientHostHeader(t *testing.T) {
	handler := func(w http.ResponseWriter, req *http.Request) {
		w.Write([]byte(req.Host))
	}
	config, ln := testHTTPServer(t, http.HandlerFunc(handler))
	defer ln.Close()

	client, err := NewClient(config)
	if err != nil {
		t.Fatalf("err: %s", err)
	}
	req, err := client.NewRequest(http.MethodPut, "/").toHTTP()
	if err != nil {
		t.Fatal(err)
	}
	resp, err := config.HttpClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	io.Copy(&buf, resp.Body)

	// Source: github.com/openbao/openbao/api/v2/client_test.go:202 (hostform: a bare scheme prefix removed with strings.ReplaceAll is no URI with an empty host)
	if buf.String() != strings.ReplaceAll(config.Address, "http://", "") { // lookalike
		t.Fatalf("Bad address: %s", buf.String())
	}
}

func TestClientNonTransportRoundTripperUnixAddress(t *testing.T) {
	client := &http.Client{
		Transport: roundTripperFunc(http.DefaultTransport.RoundTrip),
	}
	_, err := NewClient(&Config{
		HttpClient: client,
		// Source: github.com/openbao/openbao/api/v2/client_test.go:811 (hostform: a unix socket URI has an empty host by design, and the test expects an error, rule 2a)
		Address: "unix:///var/run/vault.sock", // lookalike
	})
	if err == nil {
		t.Fatal("bad: expected error got nil")
	}
}

func TestClone(t *testing.T) {
	parent, err := NewClient(nil)
	if err != nil {
		t.Fatalf("NewClient failed: %v", err)
	}
	// Source: github.com/openbao/openbao/api/v2/client_test.go:856 (plainhttp: example.com is a documentation host and the test only sets the address)
	err = parent.SetAddress("http://example.com:8080") // lookalike
	if err != nil {
		t.Fatalf("SetAddress failed: %v", err)
	}
}

func TestParseAddressWithUnixSocket(t *testing.T) {
	// Source: github.com/openbao/openbao/api/v2/client_test.go:1189 (hostform: a unix socket URI names a file path, so its empty host is the norm)
	address := "unix:///var/run/vault.sock" // lookalike
	config := &Config{HttpClient: &http.Client{Transport: &http.Transport{}}}
	if _, err := config.ParseAddress(address); err != nil {
		t.Fatal("Error not expected")
	}
	if config.HttpClient.Transport.(*http.Transport).DialContext == nil {
		t.Fatal("DialContext function not set in config.HttpClient.Transport")
	}
}
