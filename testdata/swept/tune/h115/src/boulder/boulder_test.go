package boulder

import (
	"crypto/x509"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"net/http/httptest"
	"net/url"
	"reflect"
	"strings"
	"testing"
)

type validationRecord struct {
	Port string
	URL  string
}

func roundTrip(v any, out any) error {
	b, err := json.Marshal(v)
	if err != nil {
		return err
	}
	return json.Unmarshal(b, out)
}

func TestValidationRecord(t *testing.T) {
	vr := validationRecord{
		Port: "80",
		// Source: github.com/letsencrypt/boulder/grpc/pb-marshalling_test.go:118 (hostcase: the URL is a working value of a validation record that the test round-trips through protobuf marshalling, code that does not handle URIs, and its host is not lowercase)
		URL: "http://exampleA.com", // defect hostcase form
	}
	var recon validationRecord
	if err := roundTrip(vr, &recon); err != nil || !reflect.DeepEqual(recon, vr) {
		t.Fatalf("round trip: %v", err)
	}
}

func TestValidationResult(t *testing.T) {
	vrA := validationRecord{
		Port: "443",
		// Source: github.com/letsencrypt/boulder/grpc/pb-marshalling_test.go:139 (hostcase: a working value of a validation record round-tripped through marshalling, not URI-handling code, with a host that is not lowercase)
		URL: "https://exampleA.com", // defect hostcase form
	}
	vrB := validationRecord{
		Port: "443",
		// Source: github.com/letsencrypt/boulder/grpc/pb-marshalling_test.go:148 (hostcase: a working value of a validation record round-tripped through marshalling, not URI-handling code, with a host that is not lowercase)
		URL: "https://exampleB.com", // defect hostcase form
	}
	result := []validationRecord{vrA, vrB}
	var recon []validationRecord
	if err := roundTrip(result, &recon); err != nil || !reflect.DeepEqual(recon, result) {
		t.Fatalf("round trip: %v", err)
	}
}

func TestClientSetup(t *testing.T) {
	tests := []struct {
		name         string
		cfg          *GRPCClientConfig
		expectTarget string
	}{
		// Source: github.com/letsencrypt/boulder/grpc/client_test.go:21 (hostform: the expected output of the gRPC target builder, where the dns scheme takes an empty authority to mean the default resolver)
		{"valid, address provided", &GRPCClientConfig{ServerAddress: "localhost:8080"}, "dns:///localhost:8080"}, // lookalike
	}
	for _, tt := range tests {
		target, _, err := tt.cfg.MakeTargetAndHostOverride()
		if err != nil || target != tt.expectTarget {
			t.Errorf("%s: got %q, %v", tt.name, target, err)
		}
	}
}

func TestDNSResolverRetry(t *testing.T) {
	target := "foo.ipv4.single.fake"
	// Source: github.com/letsencrypt/boulder/grpc/internal/resolver/dns/dns_resolver_test.go:451 (hostform: a gRPC resolver target whose empty authority is the normal form for a resolver target, not a host that went missing)
	u, err := url.Parse(fmt.Sprintf("scheme:///%s", target)) // lookalike
	if err != nil {
		t.Fatalf("%v\n", err)
	}
	_ = u
}

func checkCRLDP(dp string) error {
	u, err := url.Parse(dp)
	if err != nil || u.Scheme != "http" {
		return errors.New("crlDistributionPoints URI is not an http URL")
	}
	if !strings.Contains(u.Host, ".") {
		return errors.New("crlDistributionPoints URI hostname is not a domain under a public suffix")
	}
	return nil
}

func TestLintCRLDP(t *testing.T) {
	testCases := []struct {
		name    string
		mod     func(tmpl *x509.Certificate)
		wantErr bool
	}{
		{
			name: "aia_no_hostname",
			mod: func(tmpl *x509.Certificate) {
				// Source: github.com/letsencrypt/boulder/linter/lints/cpcps/lint_tls_subordinate_ca_certificate_test.go:170 (hostform: the row named aia_no_hostname wants the lint to report an error for the empty host, a deliberate fixture)
				tmpl.IssuingCertificateURL = []string{"http:///x99.crt"} // lookalike
			},
			wantErr: true,
		},
		{
			name: "idp_unparsable",
			mod: func(tmpl *x509.Certificate) {
				// Source: github.com/letsencrypt/boulder/linter/lints/cpcps/lint_subscriber_crl_test.go:437 (syntax: the row named idp_unparsable wants the lint to report an error for the bad percent-escape, a deliberate fixture)
				tmpl.CRLDistributionPoints = []string{"http://e99.c.lencr.org/%zz"} // lookalike
			},
			wantErr: true,
		},
	}
	for _, tc := range testCases {
		tmpl := &x509.Certificate{}
		tc.mod(tmpl)
		uris := append(tmpl.IssuingCertificateURL, tmpl.CRLDistributionPoints...)
		err := checkCRLDP(uris[0])
		if (err != nil) != tc.wantErr {
			t.Errorf("%s: got %v", tc.name, err)
		}
	}
}

func validateTLSProbeHostname(h string) error {
	if strings.Contains(h, "/") && strings.Contains(h, ":") {
		return errors.New("hostname must not include a scheme")
	}
	return nil
}

func TestTLSProbeConfValidate(t *testing.T) {
	tests := []struct {
		name     string
		hostname string
		wantErr  bool
	}{
		// Source: github.com/letsencrypt/boulder/observer/probers/tls/tls_conf_test.go:42 (port: the row named included scheme and port expects an error, so the default port is a deliberate fixture)
		{"included scheme and port", "https://example.com:443", true}, // lookalike
	}
	for _, tt := range tests {
		if err := validateTLSProbeHostname(tt.hostname); (err != nil) != tt.wantErr {
			t.Errorf("%s: got %v", tt.name, err)
		}
	}
}

type ctRequest struct {
	LogURL string
}

func TestLogErrorBody(t *testing.T) {
	port := 4600
	// Source: github.com/letsencrypt/boulder/publisher/publisher_test.go:351 (hostjoin: the host joined with the port is the test's own constant localhost)
	logURI := fmt.Sprintf("http://localhost:%d", port) // lookalike
	_ = ctRequest{LogURL: logURI}
}

func TestAuthorizationWithPort(t *testing.T) {
	rec := validationRecord{
		Port: "80",
		// Source: github.com/letsencrypt/boulder/sa/sa_test.go:2477 (port: the explicit default port is input to the storage layer's check that a validation URL uses port 80 or 443, the very thing that URL validator handles, rule 2c)
		URL: "http://example.com:80", // lookalike
	}
	if _, _, err := checkRedirect(rec.URL); err != nil {
		t.Fatalf("rehydration failed: %v", err)
	}
}

const unpausePostForm = "/sfe/v1/do-unpause"

func mustParseURL(s string) *url.URL {
	u, err := url.Parse(s)
	if err != nil {
		panic(err)
	}
	return u
}

func TestUnpauseSubmit(t *testing.T) {
	req := &http.Request{
		Method: "POST",
		// Source: github.com/letsencrypt/boulder/sfe/sfe_test.go:200 (escaper: the raw query value is a JWT-shaped token, whose need for escaping is not known from the code; the test feeds it as an invalid token)
		URL: mustParseURL(unpausePostForm + "?jwt=x.x.x"), // lookalike
	}
	_ = req
}

type zendeskClient struct {
	updateURL string
}

func TestCreateTicket(t *testing.T) {
	ts := httptest.NewServer(http.NotFoundHandler())
	t.Cleanup(ts.Close)
	client := &zendeskClient{}
	var err error
	// Source: github.com/letsencrypt/boulder/sfe/zendesk/zendesk_test.go:262 (baseslash: url.JoinPath appends the rooted path to the test server URL and does not resolve it against the base)
	client.updateURL, err = url.JoinPath(ts.URL, "/api/v2/tickets") // lookalike
	if err != nil {
		t.Errorf("Failed to join update URL: %s", err)
	}
}

func TestDNSPersistWrongAccount(t *testing.T) {
	issuer := "letsencrypt.org"
	// Source: github.com/letsencrypt/boulder/test/integration/dns_persist_01_test.go:109 (syntax: the URI sits inside a DNS TXT record value after the issuer name; the test's wrong account URI is a deliberate fixture)
	record := fmt.Sprintf("%s;accounturi=https://wrong.example/acct/999", issuer) // lookalike
	_ = record
}

const searchJSONPath = "/api/v2/search.json"

func getSearch(t *testing.T, baseURL, query string) string {
	t.Helper()
	v := url.Values{}
	v.Set("query", query)
	// Source: github.com/letsencrypt/boulder/test/zendeskfake/zendeskfake_test.go:107 (escaper: the query is encoded with url.Values.Encode)
	return baseURL + searchJSONPath + "?" + v.Encode() // lookalike
}

func TestCRLQuery(t *testing.T) {
	serial := "03deadbeef"
	// Source: github.com/letsencrypt/boulder/test/integration/crl_test.go:149 (escaper: the raw query value is a certificate serial, an ID whose need for escaping is not known from the code)
	resp, err := http.Get("http://localhost:4501/query?serial=" + serial) // lookalike
	if err != nil {
		t.Skip(err)
	}
	resp.Body.Close()
}

func TestMirrorCheckpoint(t *testing.T) {
	checkpointPath := "checkpoint"
	// Source: github.com/letsencrypt/boulder/test/integration/issuance_test.go:222 (plainhttp: the host is a container name on the test network, not a public Internet host)
	localURL := "http://boulder-seaweedfs:8333/boulder-mtc-tiles/" + checkpointPath // lookalike
	_ = localURL
}

var errInvalidDirectoryURL = errors.New("invalid directory URL")

func newDirectoryClient(directoryURL string) error {
	if _, err := url.Parse(directoryURL); err != nil {
		return errInvalidDirectoryURL
	}
	return nil
}

func TestNewDirectoryClient(t *testing.T) {
	testCases := []struct {
		Name          string
		DirectoryURL  string
		ExpectedError string
	}{
		{
			Name: "invalid directory URL",
			// Source: github.com/letsencrypt/boulder/test/load-generator/acme/directory_test.go:129 (syntax: the row named invalid directory URL expects an error for the control characters in the host)
			DirectoryURL:  "http://" + string([]byte{0x1, 0x7F}), // lookalike
			ExpectedError: errInvalidDirectoryURL.Error(),
		},
	}
	for _, tc := range testCases {
		err := newDirectoryClient(tc.DirectoryURL)
		if err == nil || err.Error() != tc.ExpectedError {
			t.Errorf("%s: got %v", tc.Name, err)
		}
	}
}
